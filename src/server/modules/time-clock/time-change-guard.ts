import { PERIOD_LOCKED_MESSAGE, WEEK_APPROVED_MESSAGE } from '#contract/schemas/time-correction.ts';

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { dayOf, shiftDay } from '../../lib/business-time.ts';
import { createTimeChangeGuardRepository } from './time-change-guard.repository.ts';

// Decision 035 §7: time inside a locked pay period, or inside a technician's approved week, never
// changes. Every change of a session (a correction, an added session, a correction request) asks
// this guard first, with the ranges of the session before and after the change.

interface TimeRange {
  start: Date;
  /** Exclusive; a running session's range ends now. */
  end: Date;
}

/** The business days a range touches: the day of its start to the day of its last instant. */
function daysOf(range: TimeRange, timeZone: string): string[] {
  const first = dayOf(range.start, timeZone);
  const lastInstant =
    range.end.getTime() > range.start.getTime() ? range.end.getTime() - 1 : range.start.getTime();
  const last = dayOf(new Date(lastInstant), timeZone);
  const days: string[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** The Sunday that starts the week of a business day (weeks start on Sunday, spec §2). */
export function sundayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return shiftDay(day, -new Date(Date.UTC(y, m - 1, d)).getUTCDay());
}

export function createTimeChangeGuard(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  const repository = createTimeChangeGuardRepository();

  function allDays(ranges: readonly TimeRange[]): string[] {
    return [...new Set(ranges.flatMap((range) => daysOf(range, timeZone)))].sort();
  }

  /** 409 PERIOD_LOCKED when a locked pay period covers any business day of the ranges. */
  async function assertNotLocked(ranges: readonly TimeRange[], tx: Executor = db): Promise<void> {
    const days = allDays(ranges);
    const first = days[0];
    const last = days.at(-1);
    if (first === undefined || last === undefined) return;
    const periods = await repository.periodsCovering(first, last, tx);
    const locked = periods.some(
      (period) =>
        period.lockedAt !== null &&
        days.some((day) => day >= period.startDate && day <= period.endDate),
    );
    if (locked) throw conflict('PERIOD_LOCKED', PERIOD_LOCKED_MESSAGE);
  }

  return {
    assertNotLocked,

    /**
     * assertNotLocked's read for one instant (a clock-in) as a select expression, for a caller
     * that reads it inside a statement of its own (issue 37: the clock-in's overlap read): true
     * when a locked pay period covers the instant's business day. Every period covering the day
     * is read FOR SHARE, as assertNotLocked reads them: the aggregate reads them all, so the
     * planner cannot push its condition below the lock and leave an unlocked period unlocked.
     * Its answer goes to refuseLocked.
     */
    lockedAt(at: Date, tx: Executor): SQL<boolean> {
      const day = dayOf(at, timeZone);
      return sql<boolean>`(select coalesce(bool_or(covering.locked_at is not null), false) from (${repository.periodsCovering(day, day, tx)}) as covering)`;
    },

    /**
     * Whether `userId`'s week holding the instant's business day is approved, as a select
     * expression (issue 37: read in the clock-in's statement, so the approval is withdrawn only
     * when there is one; the timesheets' withdrawApprovalForPunch deletes it).
     */
    approvedAt(userId: string, at: Date): SQL<boolean> {
      return repository.isApproved(userId, sundayOf(dayOf(at, timeZone)));
    },

    /** 409 PERIOD_LOCKED when lockedAt answered true. */
    refuseLocked(locked: boolean): void {
      if (locked) throw conflict('PERIOD_LOCKED', PERIOD_LOCKED_MESSAGE);
    },

    /**
     * Refuses a change of `userId`'s time over `ranges` (the session before and after): 409
     * PERIOD_LOCKED inside a locked pay period, 409 WEEK_APPROVED inside an approved week of theirs.
     */
    async assertChangeable(
      userId: string,
      ranges: readonly TimeRange[],
      tx: Executor = db,
    ): Promise<void> {
      await assertNotLocked(ranges, tx);
      const weekStarts = [...new Set(allDays(ranges).map(sundayOf))];
      if (weekStarts.length === 0) return;
      const approved = await repository.approvedWeeks(userId, weekStarts, tx);
      if (approved.length > 0) throw conflict('WEEK_APPROVED', WEEK_APPROVED_MESSAGE);
    },
  };
}

export type TimeChangeGuard = ReturnType<typeof createTimeChangeGuard>;
