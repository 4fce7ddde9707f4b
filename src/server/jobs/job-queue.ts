import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database, Executor } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import type { Clock } from '../integrations/clock.ts';
import { loggableMessage } from '../lib/database-errors.ts';

// A durable job queue on the database (decision 016), shared by every instance: a job is a row;
// an instance claims due rows with `for update skip locked` and a lease, so two instances never
// run the same job at once, and a job whose instance died is claimed again when its lease ends.
// Failures retry with exponential backoff until `maxAttempts`, then the row stays as 'failed'.

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobKindOptions {
  /**
   * Payload fields removed when the job finishes (done, or failed for good), so what a handler
   * needed while it could still run does not stay in the table (decision 039: nothing secret or
   * typed by a stranger kept at rest). A secret a mail carries is better built at send time from
   * a reference (the password-reset mail does that); this is for what the handler must be given.
   */
  clearOnFinish?: readonly string[];
}

/** How long a claimed job is reserved for its instance before another may take it. */
const JOB_LEASE_MS = 5 * 60 * 1000;
const BATCH_SIZE = 10;

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** The payload to keep once a job has finished: `{}` (no change) when nothing is to be cleared. */
function finishedPayload(
  payload: Record<string, unknown>,
  clearOnFinish: readonly string[],
): { payload?: Record<string, unknown> } {
  if (!clearOnFinish.some((field) => field in payload)) return {};
  return {
    payload: Object.fromEntries(
      Object.entries(payload).filter(([field]) => !clearOnFinish.includes(field)),
    ),
  };
}

export interface JobQueue {
  register(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  /** Adds a job, inside the caller's transaction when given one. */
  enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options?: { executor?: Executor; maxAttempts?: number },
  ): Promise<void>;
  /**
   * The same as `enqueue` for several payloads, as SQL to ride in another statement of the
   * caller's transaction (a data-modifying CTE): adding them costs no round trip of its own.
   */
  enqueueSql(
    kind: string,
    payloads: Record<string, unknown>[],
    options?: { maxAttempts?: number },
  ): SQL;
  /** Claims and runs the jobs due now, once; answers how many ran (succeeded or failed). */
  runDue(): Promise<number>;
  /** Polls every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createJobQueue(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}): JobQueue {
  const { db, clock, log } = deps;
  const handlers = new Map<string, { run: JobHandler; clearOnFinish: readonly string[] }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  // Set by stop(): the job in flight finishes and is marked; the rest of the batch is released.
  let stopping = false;

  async function claim() {
    const now = clock.now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'pending'),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        lockedUntil: new Date(now.getTime() + JOB_LEASE_MS),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    for (const [index, job] of claimed.entries()) {
      if (stopping) {
        // Hand the jobs not started back at once (lease and attempt), instead of making them
        // wait out the lease or holding up a graceful shutdown until the batch is done.
        await db
          .update(jobs)
          .set({ lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
          .where(
            inArray(
              jobs.id,
              claimed.slice(index).map((rest) => rest.id),
            ),
          );
        break;
      }
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler.run(job.payload);
        await db
          .update(jobs)
          .set({
            status: 'done',
            finishedAt: clock.now(),
            lockedUntil: null,
            lastError: null,
            ...finishedPayload(job.payload, handler.clearOnFinish),
          })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        // Decision 039: a failed query's message quotes its parameters; only the statement is kept.
        const message = loggableMessage(error);
        const isLast = job.attempts >= job.maxAttempts;
        const now = clock.now();
        log.warn(
          { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
          'job failed',
        );
        await db
          .update(jobs)
          .set(
            isLast
              ? {
                  status: 'failed',
                  finishedAt: now,
                  lockedUntil: null,
                  lastError: message,
                  ...finishedPayload(job.payload, handler?.clearOnFinish ?? []),
                }
              : {
                  runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
                  lockedUntil: null,
                  lastError: message.slice(0, 1000),
                },
          )
          .where(eq(jobs.id, job.id));
      }
    }
    return claimed.length;
  }

  return {
    register(kind, handler, options = {}) {
      handlers.set(kind, { run: handler, clearOnFinish: options.clearOnFinish ?? [] });
    },

    async enqueue(kind, payload, options = {}) {
      await (options.executor ?? db).insert(jobs).values({
        kind,
        payload,
        // The app's clock decides when a job is due, as it decides everything else's time.
        runAt: clock.now(),
        createdAt: clock.now(),
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      });
    },

    enqueueSql(kind, payloads, options = {}) {
      const now = clock.now();
      return db
        .insert(jobs)
        .values(
          payloads.map((payload) => ({
            kind,
            payload,
            runAt: now,
            createdAt: now,
            ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
          })),
        )
        .getSQL();
    },

    async runDue() {
      // One pass at a time per instance; a caller arriving meanwhile waits for it.
      running ??= runOnce().finally(() => {
        running = undefined;
      });
      return running;
    },

    start(intervalMs) {
      stopping = false;
      timer ??= setInterval(() => {
        void this.runDue().catch((error: unknown) => {
          log.warn({ err: error }, 'polling the job queue failed');
        });
      }, intervalMs);
      timer.unref();
    },

    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
