import { canReadFailedMail } from '#contract/policies/notifications.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { FailedMail, NotificationKind } from '#contract/schemas/notification.ts';

import type { Clock } from '../../integrations/clock.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { NotificationMailRepository } from './notification-mail.repository.ts';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';
const FAILED_MAIL_LIMIT = 100;

/** Unsubscribing from a mail's link and the admins' view of mail the outbox gave up on. */
export function createNotificationMailService(deps: {
  repository: NotificationMailRepository;
  clock: Clock;
}) {
  const { repository, clock } = deps;
  return {
    /** Turns one kind's e-mail off for the token's owner (in-app notifications stay on). */
    async unsubscribe(input: { token: string; kind: NotificationKind }): Promise<void> {
      const done = await repository.unsubscribe(input.token, input.kind, clock.now());
      if (!done) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
    },

    async failedMail(actor: SessionUser): Promise<FailedMail[]> {
      if (!canReadFailedMail(actor)) throw forbidden();
      return repository.failedMail(FAILED_MAIL_LIMIT);
    },
  };
}

export type NotificationMailService = ReturnType<typeof createNotificationMailService>;
