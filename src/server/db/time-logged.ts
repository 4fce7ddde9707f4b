import { sql } from 'drizzle-orm';

import { tickets, timeSessions } from './schema.ts';

/**
 * Minutes logged on the ticket of the outer query's `tickets` row: closed sessions' durations plus
 * the running time of open ones (round(seconds / 60), the time clock's formula). Shared by the
 * tickets and equipment repositories so a ticket's time reads the same everywhere.
 */
export function timeLoggedSql(now: Date) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  return sql<number>`coalesce((
      select sum(case
        when ${timeSessions.clockOutTime} is null
          then greatest(0, round(extract(epoch from (${nowSql} - ${timeSessions.clockInTime})) / 60))
        else coalesce(${timeSessions.durationMinutes}, round(extract(epoch from (${timeSessions.clockOutTime} - ${timeSessions.clockInTime})) / 60))
      end)
      from ${timeSessions}
      where ${timeSessions.ticketId} = ${tickets.id}
    ), 0)::integer`;
}
