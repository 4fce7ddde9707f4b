import type { UserRole } from '#contract/constants.ts';
import { NOTIFICATION_KINDS } from '#contract/schemas/notification.ts';
import type { NotificationKind } from '#contract/schemas/notification.ts';

// The kinds a role can ever receive (decision 032, who is told what), so the settings screen offers no
// switch that could never matter to the user. Admins may receive every kind.
const KINDS_BY_ROLE: Record<UserRole, readonly NotificationKind[]> = {
  admin: NOTIFICATION_KINDS,
  manager: [
    'ticket.created',
    'ticket.status_changed',
    'ticket.completed',
    'ticket.commented',
    'ticket.mentioned',
    'time.correction_requested',
  ],
  technician: [
    'ticket.assigned',
    'ticket.unassigned',
    'ticket.scheduled',
    'ticket.commented',
    'ticket.mentioned',
    'certification.expiring',
    'time.session_open',
    'time.overtime_near',
    // Issue 39: their ticket is at risk of missing, or past, a service-level target.
    'ticket.sla',
  ],
};

export function notificationKindsFor(role: UserRole): readonly NotificationKind[] {
  return KINDS_BY_ROLE[role];
}
