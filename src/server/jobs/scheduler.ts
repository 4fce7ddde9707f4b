import type { FastifyBaseLogger } from 'fastify';

import type { Clock } from '../integrations/clock.ts';

// Periodic checks (decision 032): every instance runs each registered check on its interval. Checks
// must be safe to run on several instances at once (the notification checks insert with a dedupe
// key and `on conflict do nothing`), so there is no leader election. Tests call runDue()/runAll()
// directly instead of waiting for the timer.

export type ScheduledCheck = () => Promise<void>;

/** How often the scheduler looks for due checks when started without an interval. */
export const DEFAULT_CHECK_INTERVAL_MS = 60_000;

export interface Scheduler {
  /** Adds a check that runs every `intervalMs` (by the app's clock) once the scheduler ticks. */
  register(name: string, intervalMs: number, check: ScheduledCheck): void;
  /** Runs the checks due now, once each; answers their names. A failing check throws after all ran. */
  runDue(): Promise<string[]>;
  /** Runs every check now, due or not. */
  runAll(): Promise<string[]>;
  /** Looks for due checks every `tickMs` until stop(). */
  start(tickMs: number): void;
  stop(): Promise<void>;
}

interface Entry {
  name: string;
  intervalMs: number;
  check: ScheduledCheck;
  /** When it last started (by the app's clock), or undefined: never, so it is due. */
  lastRunAt?: number;
}

export function createScheduler(deps: { clock: Clock; log: FastifyBaseLogger }): Scheduler {
  const { clock, log } = deps;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  // One pass at a time: a slow check never overlaps the next tick's run of itself.
  let running: Promise<string[]> = Promise.resolve([]);

  async function run(selected: Entry[]): Promise<string[]> {
    const errors: unknown[] = [];
    for (const entry of selected) {
      entry.lastRunAt = clock.now().getTime();
      try {
        await entry.check();
      } catch (error) {
        errors.push(error);
        log.error({ err: error, check: entry.name }, 'a scheduled check failed');
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'scheduled checks failed');
    return selected.map((entry) => entry.name);
  }

  function queue(select: () => Entry[]): Promise<string[]> {
    const next = running.catch(() => []).then(() => run(select()));
    running = next;
    return next;
  }

  function due(): Entry[] {
    const now = clock.now().getTime();
    return [...entries.values()].filter(
      (entry) => entry.lastRunAt === undefined || now - entry.lastRunAt >= entry.intervalMs,
    );
  }

  return {
    register(name, intervalMs, check) {
      if (entries.has(name)) throw new Error(`scheduled check ${name} is already registered`);
      entries.set(name, { name, intervalMs, check });
    },
    runDue: () => queue(due),
    runAll: () => queue(() => [...entries.values()]),
    start(tickMs) {
      if (timer) return;
      timer = setInterval(() => {
        // Failures are logged per check in run(); the timer keeps going.
        queue(due).catch(() => undefined);
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
  };
}
