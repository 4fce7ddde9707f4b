import { sql } from 'drizzle-orm';

import { tickets, timeSessions } from './schema.ts';
import { workedMinutesSql } from './worked-time.ts';

/**
 * Minutes logged on the ticket of the outer query's `tickets` row: each session's worked time
 * (decision 035 §2: elapsed minus unpaid breaks), a running one up to `now`. Shared by the tickets
 * and equipment repositories so a ticket's time reads the same everywhere.
 */
export function timeLoggedSql(now: Date) {
  return sql<number>`coalesce((
      select sum(${workedMinutesSql(now)})
      from ${timeSessions}
      where ${timeSessions.ticketId} = ${tickets.id}
    ), 0)::integer`;
}
