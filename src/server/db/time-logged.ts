import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Executor } from './database.ts';
import { tickets, timeSessions } from './schema.ts';
import { workedMinutesSql } from './worked-time.ts';
import type { SqlInstant } from './worked-time.ts';

/**
 * Minutes logged on the ticket of the outer query's `tickets` row: each session's worked time
 * (decision 035 §2: elapsed minus unpaid breaks), a running one up to `now`. Shared by the tickets
 * and equipment repositories so a ticket's time reads the same everywhere.
 */
export function timeLoggedSql(now: SqlInstant) {
  return sql<number>`coalesce((
      select sum(${workedMinutesSql(now)})
      from ${timeSessions}
      where ${timeSessions.ticketId} = ${tickets.id}
    ), 0)::integer`;
}

/**
 * The same minutes for many tickets at once: a subquery (`ticketId`, `minutes`) over the sessions of
 * the tickets `ticketIds` selects, to left join on the ticket's id, the minutes read through
 * `loggedMinutes`. Issue 37 (decision 042 cut 13): a unit's history at chain scale is 2,000
 * tickets, and the correlated read above, run once per ticket as a bitmap scan, cost 25 of its 28 ms
 * of SQL; one grouped read of the sessions whose ticket is in the set costs about 2 ms. `= any(array(...))`
 * rather than `in (...)`: with `in`, the planner merge-joined the whole session index (100,000 rows).
 */
export function timeLoggedByTicket(db: Executor, now: SqlInstant, ticketIds: SQL) {
  return db
    .select({
      ticketId: sql<string>`${timeSessions.ticketId}`.as('logged_ticket_id'),
      minutes: sql<number>`sum(${workedMinutesSql(now)})`.as('logged_minutes'),
    })
    .from(timeSessions)
    .where(sql`${timeSessions.ticketId} = any(array(${ticketIds}))`)
    .groupBy(timeSessions.ticketId)
    .as('logged');
}

/**
 * Of the tickets `ticketIds` selects, those with any session: to hand `timeLoggedByTicket` when
 * the tickets are many (a unit's history totals, 2,000 at chain scale). Issue 37 (decision 042 cut
 * 51): read from time_sessions_ticket_ids_idx, a ticket's sessions in one entry, so the covering
 * time_sessions_ticket_idx is searched for the tickets found only; searched for all 2,000 it was
 * most of the history's statement (PGlite 2,752 -> 368 buffers for the bench's unit, which has
 * none; 3,009 -> 748 for the unit with 650 sessions).
 */
export function ticketsWithSessions(ticketIds: SQL): SQL {
  return sql`select distinct ${timeSessions.ticketId} from ${timeSessions} where ${timeSessions.ticketId} = any(array(${ticketIds}))`;
}

/** A ticket's minutes from `timeLoggedByTicket`'s subquery: 0 when it has no session. */
export function loggedMinutes(logged: ReturnType<typeof timeLoggedByTicket>) {
  return sql<number>`coalesce(${logged.minutes}, 0)::integer`;
}
