import type { Executor } from '../../db/database.ts';
import type { StoredNotification } from './notification-rows.repository.ts';

/**
 * Where the notifications service hands what it just stored, inside the same transaction: the
 * e-mail outbox decides per recipient's settings whether to queue a mail now, keep it for the
 * daily digest, or send nothing (issue 17). Absent when SMTP is not configured, so without
 * `SMTP_URL` the outbox never grows.
 */
export interface NotificationMailQueue {
  queue(notifications: StoredNotification[], executor: Executor | undefined): Promise<void>;
}
