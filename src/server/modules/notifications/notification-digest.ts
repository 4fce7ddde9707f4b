import { TZDate } from '@date-fns/tz';
import type { FastifyBaseLogger } from 'fastify';

import { DEFAULT_LANGUAGE } from '#contract/languages.ts';
import type { NotificationKind } from '#contract/schemas/notification.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { dayOf, dayRange } from '../../lib/business-time.ts';
import { renderDigestMail } from './notification-mail-render.ts';
import {
  NOTIFICATION_MAIL_JOB,
  type NotificationMailRepository,
} from './notification-mail.repository.ts';

// The daily digest (decision 032): users who chose it get one e-mail a day listing the notifications
// kept for it (mail_state 'digest'), at or after 07:00 business time, at most once per business
// day. Every instance runs the check; the claim in the repository lets only one of them send.
// The mail goes through the same outbox as single notifications, so it is retried the same way.

/** The business-time hour from which the day's digest goes out. */
const DIGEST_HOUR = 7;
/** How often each instance looks for due digests (a digest is due at most once a day). */
const DIGEST_CHECK_MS = 5 * 60 * 1000;

export interface NotificationDigest {
  /** Queues every due digest now; answers how many users got one. */
  sendDue(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): void;
}

export function createNotificationDigest(deps: {
  db: Database;
  repository: NotificationMailRepository;
  jobs: JobQueue;
  clock: Clock;
  timeZone: string;
  origin: string;
  log: FastifyBaseLogger;
}): NotificationDigest {
  const { db, repository, jobs, clock, timeZone, origin, log } = deps;
  let timer: NodeJS.Timeout | undefined;

  async function sendDue(): Promise<number> {
    const now = clock.now();
    if (new TZDate(now.getTime(), timeZone).getHours() < DIGEST_HOUR) return 0;
    const day = dayOf(now, timeZone);
    return db.transaction(async (tx) => {
      const due = await repository.claimDueDigests(dayRange(now, timeZone).start, now, tx);
      for (const user of due) {
        const items = await repository.digestItems(user.userId, tx);
        const email = items[0]?.email?.trim();
        if (!email) continue;
        const mail = renderDigestMail(
          items.map((item) => ({ ...item, kind: item.kind as NotificationKind })),
          {
            to: email,
            origin,
            unsubscribeToken: user.token,
            day,
            userId: user.userId,
            language: items[0]?.language ?? DEFAULT_LANGUAGE,
          },
        );
        await jobs.enqueue(NOTIFICATION_MAIL_JOB, { ...mail }, { executor: tx });
        await repository.setMailState(
          items.map((item) => item.id),
          'digested',
          tx,
        );
      }
      return due.length;
    });
  }

  return {
    sendDue,
    start(intervalMs = DIGEST_CHECK_MS) {
      timer ??= setInterval(() => {
        void sendDue().catch((error: unknown) => {
          log.warn({ err: error }, 'sending the daily digests failed');
        });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
