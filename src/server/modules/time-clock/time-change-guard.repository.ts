import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Executor } from '../../db/database.ts';
import { payPeriods, timesheetApprovals } from '../../db/schema.ts';

// The reads of the lock/approval guard (time-change-guard.ts). Both take FOR SHARE locks: a
// concurrent lock of the period (an UPDATE of its row) waits until the change has committed, and
// the change waits for a lock that began first.

export function createTimeChangeGuardRepository() {
  return {
    /** The pay periods covering any day of [firstDay, lastDay] (inclusive), locked or not. */
    periodsCovering(firstDay: string, lastDay: string, executor: Executor) {
      return executor
        .select({
          id: payPeriods.id,
          startDate: payPeriods.startDate,
          endDate: payPeriods.endDate,
          lockedAt: payPeriods.lockedAt,
        })
        .from(payPeriods)
        .where(and(lte(payPeriods.startDate, lastDay), gte(payPeriods.endDate, firstDay)))
        .for('share');
    },

    /** Whether the user's week starting on `weekStart` is approved, as a select expression. */
    isApproved(userId: string, weekStart: string): SQL<boolean> {
      return sql<boolean>`exists(select 1 from ${timesheetApprovals} where ${timesheetApprovals.userId} = ${userId}::uuid and ${timesheetApprovals.weekStart} = ${weekStart}::date)`;
    },

    /** The user's approvals among the weeks starting on `weekStarts`. */
    approvedWeeks(userId: string, weekStarts: string[], executor: Executor) {
      return executor
        .select({ weekStart: timesheetApprovals.weekStart })
        .from(timesheetApprovals)
        .where(
          and(
            eq(timesheetApprovals.userId, userId),
            inArray(timesheetApprovals.weekStart, weekStarts),
          ),
        )
        .for('share');
    },
  };
}
