import type { FastifyBaseLogger } from 'fastify';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import type { MailMessage, Mailer } from '../../integrations/mailer.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { createNotificationDigest, type NotificationDigest } from './notification-digest.ts';
import { createNotificationMailOutbox } from './notification-mail-outbox.ts';
import type { NotificationMailQueue } from './notification-mail-queue.ts';
import {
  createNotificationMailRepository,
  NOTIFICATION_MAIL_JOB,
} from './notification-mail.repository.ts';
import {
  createNotificationMailService,
  type NotificationMailService,
} from './notification-mail.service.ts';

// E-mail for notifications (decision 032), assembled for the composition root: the outbox the
// notifications service queues into, the job that delivers it, the daily digest, and the service
// behind the unsubscribe and failed-mail routes. Without a mailer (no SMTP_URL/MAIL_FROM) there
// is no outbox and no digest, so nothing is enqueued and the jobs table does not grow.

export interface NotificationMail {
  /** Hand to the notifications service; null without SMTP. */
  queue: NotificationMailQueue | null;
  /** The daily digest check; null without SMTP. */
  digest: NotificationDigest | null;
  service: NotificationMailService;
  /**
   * Queues one plain-text mail in the caller's transaction, delivered by the outbox's job (a
   * vendor's dispatch mail); null without SMTP.
   */
  sendPlain: ((mail: PlainMail, executor: Executor) => Promise<void>) | null;
}

/** A plain-text message another module sends through the outbox. */
interface PlainMail {
  to: string;
  subject: string;
  text: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Notification e-mail (decision 032); tests queue into it and run the digest by hand. */
    notificationMail: NotificationMail;
  }
}

/** The payload of a `notification.mail` job back as the message it was rendered to. */
/** What a notification mail's job keeps no longer than it runs. */
const NOTIFICATION_MAIL_CLEARED_FIELDS = ['text', 'html', 'headers'] as const;

function messageOf(payload: Record<string, unknown>): MailMessage {
  return {
    to: String(payload.to),
    subject: String(payload.subject),
    text: String(payload.text),
    ...(typeof payload.html === 'string' ? { html: payload.html } : {}),
    ...(typeof payload.messageId === 'string' ? { messageId: payload.messageId } : {}),
    ...(payload.headers && typeof payload.headers === 'object'
      ? { headers: payload.headers as Record<string, string> }
      : {}),
  };
}

export function createNotificationMail(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer | null;
  clock: Clock;
  timeZone: string;
  /** PUBLIC_ORIGIN, or the server's own address, without a trailing slash. */
  origin: string;
  log: FastifyBaseLogger;
}): NotificationMail {
  const { db, jobs, mailer, clock, timeZone, origin, log } = deps;
  const repository = createNotificationMailRepository(db);
  const service = createNotificationMailService({ repository, clock });
  if (!mailer) return { queue: null, digest: null, service, sendPlain: null };

  // Marked done by the job queue in its own statement as soon as the SMTP server accepted it.
  // Once sent (or given up on) only the address and subject stay, which the failed-mail list
  // shows: the body and headers carry links with secrets (a vendor's portal link, the
  // unsubscribe links), which must not stay at rest (decision 039).
  jobs.register(
    NOTIFICATION_MAIL_JOB,
    async (payload) => {
      await mailer.send(messageOf(payload));
    },
    { clearOnFinish: NOTIFICATION_MAIL_CLEARED_FIELDS },
  );
  return {
    queue: createNotificationMailOutbox({ repository, jobs, origin }),
    digest: createNotificationDigest({ db, repository, jobs, clock, timeZone, origin, log }),
    service,
    sendPlain: async (mail, executor) => {
      await jobs.enqueue(NOTIFICATION_MAIL_JOB, { ...mail }, { executor });
    },
  };
}
