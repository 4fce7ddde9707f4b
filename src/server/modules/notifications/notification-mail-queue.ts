import type { SQL } from 'drizzle-orm';

import type { Executor } from '../../db/database.ts';
import type { MailedNotification } from './notification-mail-render.ts';
import type { MailRecipient, MailState } from './notification-mail.repository.ts';
import type { StoredNotification } from './notification-rows.repository.ts';

/** A notification as the outbox reads it: what its mail says, and to whom. */
export type MailableNotification = MailedNotification & { userId: string };

/** What the outbox makes of notifications about to be stored: their mail states and jobs. */
export interface MailPlan {
  /** By notification id; a notification not in it is in the app only ('none'). */
  mailStates: Map<string, MailState>;
  /** The `notification.mail` jobs as one insert, to ride in the notifications' statement. */
  jobs: SQL | undefined;
}

/**
 * Where the notifications service hands its notifications, inside the same transaction: the
 * e-mail outbox decides per recipient's settings whether to queue a mail now, keep it for the
 * daily digest, or send nothing (decision 032). Absent when SMTP is not configured, so without
 * `SMTP_URL` the outbox never grows.
 */
export interface NotificationMailQueue {
  /**
   * Before the insert, for notifications that will be stored (ids chosen by the caller), with
   * their recipients' settings already read: costs no round trip unless a recipient needs an
   * unsubscribe token (their first e-mail).
   */
  plan(
    notifications: MailableNotification[],
    recipients: Map<string, MailRecipient>,
    executor: Executor,
  ): Promise<MailPlan>;
  /** After the insert: reads the recipients, queues and marks what was stored. */
  queue(notifications: StoredNotification[], executor: Executor): Promise<void>;
}
