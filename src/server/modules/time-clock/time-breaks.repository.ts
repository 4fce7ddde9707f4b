import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
import { timeBreaks, timeSessions } from '../../db/schema.ts';
import type { BreakSpan } from './break-minutes.ts';

export function createTimeBreaksRepository(db: Database) {
  return {
    /**
     * Starts a break on the session, or answers undefined when it already has an open one: the
     * partial unique index time_breaks_one_open_per_session decides, so concurrent taps leave one.
     */
    async insertOpenBreak(
      sessionId: string,
      at: Date,
      executor: Executor,
    ): Promise<{ id: string } | undefined> {
      const [row] = await executor
        .insert(timeBreaks)
        .values({ sessionId, startTime: at })
        .onConflictDoNothing({ target: timeBreaks.sessionId, where: sql`end_time is null` })
        .returning({ id: timeBreaks.id });
      return row;
    },

    /**
     * Ends the open break of each session at `at` (never before the break began: a clock that
     * went backwards must not break the order check); answers the sessions whose break it ended.
     */
    async endOpenBreaks(sessionIds: string[], at: Date, executor: Executor): Promise<string[]> {
      if (sessionIds.length === 0) return [];
      const rows = await executor
        .update(timeBreaks)
        .set({ endTime: sql`greatest(${at.toISOString()}::timestamptz, ${timeBreaks.startTime})` })
        .where(and(inArray(timeBreaks.sessionId, sessionIds), isNull(timeBreaks.endTime)))
        .returning({ sessionId: timeBreaks.sessionId });
      return rows.map((row) => row.sessionId);
    },

    async openBreakStart(sessionId: string, executor: Executor = db): Promise<Date | null> {
      const [row] = await executor
        .select({ startTime: timeBreaks.startTime })
        .from(timeBreaks)
        .where(and(eq(timeBreaks.sessionId, sessionId), isNull(timeBreaks.endTime)))
        .limit(1);
      return row?.startTime ?? null;
    },

    async breaksOf(sessionId: string, executor: Executor): Promise<BreakSpan[]> {
      return executor
        .select({ startTime: timeBreaks.startTime, endTime: timeBreaks.endTime })
        .from(timeBreaks)
        .where(eq(timeBreaks.sessionId, sessionId))
        .orderBy(asc(timeBreaks.startTime));
    },

    async writeBreakMinutes(
      sessionId: string,
      minutes: { breakMinutes: number; unpaidBreakMinutes: number },
      executor: Executor,
    ): Promise<void> {
      await executor.update(timeSessions).set(minutes).where(eq(timeSessions.id, sessionId));
    },
  };
}

export type TimeBreaksRepository = ReturnType<typeof createTimeBreaksRepository>;
