import type { UserRole } from '#contract/constants.ts';

// Product rules §2: before 12:00 'Good morning', before 17:00 'Good afternoon', otherwise 'Good evening'.
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

export const ROLE_SUBTITLES: Record<UserRole, string> = {
  admin: 'Manage your restaurant maintenance operations',
  manager: 'Track and submit maintenance requests for your location',
  technician: 'View your assigned tickets and track your work time',
};
