import type { ModuleCheck } from '../module-manifest.ts';
import type { NotificationsService } from './notifications.service.ts';

// The scheduled checks of decision 032. Every instance runs them; each notification has a dedupe key
// (`cert:<id>:<expiry>`, `session:<id>`), so however many run, each person is told once.

const CERTIFICATIONS_CHECK = 'notifications.expiring-certifications';
const OPEN_SESSIONS_CHECK = 'notifications.open-sessions';

export function notificationChecks(
  notifications: Pick<NotificationsService, 'checkExpiringCertifications' | 'checkOpenSessions'>,
): ModuleCheck[] {
  return [
    {
      name: CERTIFICATIONS_CHECK,
      run: async () => {
        await notifications.checkExpiringCertifications();
      },
    },
    {
      name: OPEN_SESSIONS_CHECK,
      run: async () => {
        await notifications.checkOpenSessions();
      },
    },
  ];
}
