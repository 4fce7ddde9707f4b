import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from './database.ts';
import { ticketDayZone } from './schema.ts';

// Decision 042 cut 35 (issue 37): the admin's weekly series (tickets created and completed per
// week) are read from ticket_day_counts, the tickets per day of the business time zone, kept by
// triggers on tickets in every writing transaction (migration 0027), instead of counting twelve
// weeks of index entries per request.
//
// The business time zone is the process's (config.ts `timeZone`), which a trigger cannot see: the
// days are those of the zone stored in ticket_day_zone. At start the server stores its zone and,
// when the stored one differs (or none is stored yet), counts every day again under its own, in
// one statement, before serving. The series' statement uses the counters only while the stored
// zone is the process's; otherwise it counts the index as before, so every instance answers in its
// own zone whatever the row says.
//
// Two instances started with different zones (a misconfiguration: the business has one zone) do not
// fight while they run: the one started last owns the counters (and logs the change loudly), the
// other answers by the index count, correct and slower. Each start with a zone other than the
// stored one counts the days again (about a tenth of a second for 100,000 tickets).

/**
 * Makes the day counters count in `timeZone`: nothing when they already do, else the zone stored
 * and every day counted again under it. A zone the database does not know is logged and left: the
 * series then count the index.
 */
export async function keepTicketDaysIn(
  db: Database,
  timeZone: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
): Promise<void> {
  const [stored] = await db.select({ zone: ticketDayZone.zone }).from(ticketDayZone);
  if (stored?.zone === timeZone) return;
  try {
    await db.execute(sql`select ticket_day_counts_rebuild(${timeZone})`);
  } catch (error) {
    log.error(
      { err: error, timeZone },
      'ticket day counters not rebuilt: the weekly series count the tickets instead',
    );
    return;
  }
  if (stored) {
    log.warn(
      { storedTimeZone: stored.zone, timeZone },
      'ticket day counters counted again in this instance’s time zone; an instance still running in the other zone counts its weekly series from the tickets',
    );
  } else {
    log.info({ timeZone }, 'ticket day counters counted in the business time zone');
  }
}
