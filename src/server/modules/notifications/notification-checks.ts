import type { Scheduler } from '../../jobs/scheduler.ts';
import type { NotificationsService } from './notifications.service.ts';

// The scheduled checks of issue 17. Every instance runs them; each notification has a dedupe key
// (`cert:<id>:<expiry>`, `session:<id>`), so however many run, each person is told once.

export const CERTIFICATIONS_CHECK = 'notifications.expiring-certifications';
export const OPEN_SESSIONS_CHECK = 'notifications.open-sessions';

export function registerNotificationChecks(
  scheduler: Scheduler,
  notifications: Pick<NotificationsService, 'checkExpiringCertifications' | 'checkOpenSessions'>,
  intervalMs: number,
): void {
  scheduler.register(CERTIFICATIONS_CHECK, intervalMs, async () => {
    await notifications.checkExpiringCertifications();
  });
  scheduler.register(OPEN_SESSIONS_CHECK, intervalMs, async () => {
    await notifications.checkOpenSessions();
  });
}
