import type { PolicyUser } from './policy-user.ts';

/** Product rules §6: an event may be changed or removed by its creator or an admin. */
export function canChangeCalendarEvent(
  user: PolicyUser,
  event: { createdBy: string | null },
): boolean {
  return user.role === 'admin' || event.createdBy === user.id;
}
