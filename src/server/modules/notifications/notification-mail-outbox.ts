import type { Executor } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { renderNotificationMail } from './notification-mail-render.ts';
import {
  NOTIFICATION_MAIL_JOB,
  type NotificationMailRepository,
} from './notification-mail.repository.ts';
import type { NotificationMailQueue } from './notification-mail-queue.ts';
import type { StoredNotification } from './notification-rows.repository.ts';

// The e-mail outbox (issue 17, decision 032): the notifications service hands over what it just
// stored, inside its transaction, and each notification a recipient's settings send by e-mail
// becomes a `notification.mail` job holding the rendered mail. The job commits with the change
// or not at all; the job queue (decision 016) delivers it with retries after the commit, so an
// SMTP server that is down or slow never fails or slows the request.

export function createNotificationMailOutbox(deps: {
  repository: NotificationMailRepository;
  jobs: JobQueue;
  /** PUBLIC_ORIGIN (or the server's own address), without a trailing slash. */
  origin: string;
}): NotificationMailQueue {
  const { repository, jobs, origin } = deps;
  return {
    async queue(stored: StoredNotification[], executor: Executor | undefined) {
      if (stored.length === 0) return;
      const recipients = new Map(
        (await repository.recipients([...new Set(stored.map((n) => n.userId))], executor)).map(
          (recipient) => [recipient.userId, recipient],
        ),
      );
      const now: StoredNotification[] = [];
      const digest: string[] = [];
      for (const notification of stored) {
        const recipient = recipients.get(notification.userId);
        // No address, not active, or this kind switched off: in the app only (mail_state none).
        if (!recipient?.email || !recipient.active) continue;
        if (recipient.emailKinds[notification.kind] === false) continue;
        if (recipient.dailyDigest) digest.push(notification.id);
        else now.push(notification);
      }
      await repository.setMailState(digest, 'digest', executor);
      if (now.length === 0) return;

      // Most recipients already have a settings row and its token; only the others get one now.
      const tokens = new Map<string, string>();
      const missing = new Set<string>();
      for (const notification of now) {
        const token = recipients.get(notification.userId)?.unsubscribeToken;
        if (token) tokens.set(notification.userId, token);
        else missing.add(notification.userId);
      }
      if (missing.size > 0) {
        for (const [userId, token] of await repository.ensureUnsubscribeTokens(
          [...missing],
          executor,
        )) {
          tokens.set(userId, token);
        }
      }
      for (const notification of now) {
        const recipient = recipients.get(notification.userId);
        const token = tokens.get(notification.userId);
        if (!recipient?.email || !token) continue;
        const mail = renderNotificationMail(notification, {
          to: recipient.email,
          origin,
          unsubscribeToken: token,
        });
        await jobs.enqueue(
          NOTIFICATION_MAIL_JOB,
          { ...mail, notificationId: notification.id },
          {
            executor,
          },
        );
      }
      await repository.setMailState(
        now.map((n) => n.id),
        'queued',
        executor,
      );
    },
  };
}
