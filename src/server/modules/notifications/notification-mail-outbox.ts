import type { Executor } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { renderNotificationMail } from './notification-mail-render.ts';
import {
  NOTIFICATION_MAIL_JOB,
  type MailRecipient,
  type MailState,
  type NotificationMailRepository,
} from './notification-mail.repository.ts';
import type {
  MailableNotification,
  MailPlan,
  NotificationMailQueue,
} from './notification-mail-queue.ts';
import type { StoredNotification } from './notification-rows.repository.ts';

// The e-mail outbox (decision 032): each notification a recipient's settings send by
// e-mail becomes a `notification.mail` job holding the rendered mail, written in the transaction
// of the change. For an activity entry the notifications service asks for the plan before its
// insert and writes rows, mail states and jobs in one statement; other notifications (scheduled
// checks, which may be deduplicated away) are handed over once stored. The job commits with the change
// or not at all; the job queue (decision 016) delivers it with retries after the commit, so an
// SMTP server that is down or slow never fails or slows the request.

export function createNotificationMailOutbox(deps: {
  repository: NotificationMailRepository;
  jobs: JobQueue;
  /** PUBLIC_ORIGIN (or the server's own address), without a trailing slash. */
  origin: string;
}): NotificationMailQueue {
  const { repository, jobs, origin } = deps;

  async function plan(
    rows: MailableNotification[],
    recipients: Map<string, MailRecipient>,
    executor: Executor,
  ): Promise<MailPlan> {
    const mailStates = new Map<string, MailState>();
    const now: MailableNotification[] = [];
    for (const notification of rows) {
      const recipient = recipients.get(notification.userId);
      // No address, not active, or this kind switched off: in the app only (mail_state none).
      if (!recipient?.email || !recipient.active) continue;
      if (recipient.emailKinds[notification.kind] === false) continue;
      if (recipient.dailyDigest) mailStates.set(notification.id, 'digest');
      else now.push(notification);
    }
    if (now.length === 0) return { mailStates, jobs: undefined };

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
    const payloads: Record<string, unknown>[] = [];
    for (const notification of now) {
      const recipient = recipients.get(notification.userId);
      const token = tokens.get(notification.userId);
      if (!recipient?.email || !token) continue;
      const mail = renderNotificationMail(notification, {
        to: recipient.email,
        origin,
        unsubscribeToken: token,
        language: recipient.language,
      });
      payloads.push({ ...mail, notificationId: notification.id });
      mailStates.set(notification.id, 'queued');
    }
    return {
      mailStates,
      jobs: payloads.length > 0 ? jobs.enqueueSql(NOTIFICATION_MAIL_JOB, payloads) : undefined,
    };
  }

  return {
    plan,

    async queue(stored: StoredNotification[], executor: Executor) {
      if (stored.length === 0) return;
      const recipients = new Map(
        (await repository.recipients([...new Set(stored.map((n) => n.userId))], executor)).map(
          (recipient) => [recipient.userId, recipient],
        ),
      );
      const planned = await plan(stored, recipients, executor);
      const byState = (state: MailState) =>
        [...planned.mailStates].filter(([, value]) => value === state).map(([id]) => id);
      await repository.setMailState(byState('digest'), 'digest', executor);
      if (!planned.jobs) return;
      await executor.execute(planned.jobs);
      await repository.setMailState(byState('queued'), 'queued', executor);
    },
  };
}
