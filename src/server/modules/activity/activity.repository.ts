import { and, asc, desc, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { ActivityKind } from '#contract/schemas/activity.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Executor } from '../../db/database.ts';
import { activity, tickets, users } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';

/** A stored entry with its actor's name and ticket number, for the activity service to word. */
export interface ActivityRecord {
  id: string;
  kind: string;
  actorId: string | null;
  actorName: string | null;
  ticketId: string | null;
  ticketNumber: number | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface NewActivity {
  actorId: string | null;
  ticketId?: string | null;
  kind: ActivityKind;
  details?: Record<string, unknown>;
  createdAt: Date;
}

/** Entries with their actor's name and ticket number (ActivityRecord), to filter and order. */
function selectRecords(db: Executor) {
  return db
    .select({
      id: activity.id,
      kind: activity.kind,
      actorId: activity.actorId,
      actorName: users.name,
      ticketId: activity.ticketId,
      ticketNumber: tickets.ticketNumber,
      details: activity.details,
      createdAt: activity.createdAt,
    })
    .from(activity)
    .leftJoin(users, eq(activity.actorId, users.id))
    .leftJoin(tickets, eq(activity.ticketId, tickets.id));
}

/**
 * Recent Activity a user may see: entries on the tickets they may see (the one ticket rule), and
 * for technicians also their own clock-ins and clock-outs. Managers see ticket entries only.
 */
function activityVisibleTo(audience: TicketAudience): SQL | undefined {
  const onVisibleTicket = ticketVisibleTo(audience);
  switch (audience.kind) {
    case 'all':
      return undefined;
    case 'submitted-or-location':
      return and(isNotNull(activity.ticketId), onVisibleTicket);
    case 'assigned':
      return or(
        onVisibleTicket,
        and(eq(activity.actorId, audience.userId), like(activity.kind, 'time.%')),
      );
  }
}

/**
 * Records what happened. Services pass their open transaction so the entry is written with the
 * change it describes, or not at all.
 */
export function createActivityRepository(db: Executor) {
  return {
    /**
     * The entry's insert as SQL, for a statement of another module to carry (issue 37, decision 042
     * cut 44: a write and its history entry in one round trip). The same row as record() writes.
     */
    insertSql(entry: NewActivity, executor: Executor = db): SQL {
      return executor
        .insert(activity)
        .values({
          actorId: entry.actorId,
          ticketId: entry.ticketId ?? null,
          kind: entry.kind,
          details: entry.details ?? {},
          createdAt: entry.createdAt,
        })
        .getSQL();
    },

    /**
     * `announcements` (bus events as SQL) and `lookups` (what the activity listeners need to know,
     * each a SELECT with distinct column names) ride in the insert's statement: no extra round
     * trip. Answers each lookup's rows, as plain JSON objects keyed by those column names (the same
     * on both drivers), in the order of `lookups`.
     */
    async record(
      entry: NewActivity,
      executor: Executor = db,
      announcements: SQL[] = [],
      lookups: SQL[] = [],
    ): Promise<unknown[][]> {
      const insert = executor.insert(activity).values({
        actorId: entry.actorId,
        ticketId: entry.ticketId ?? null,
        kind: entry.kind,
        details: entry.details ?? {},
        createdAt: entry.createdAt,
      });
      if (announcements.length === 0 && lookups.length === 0) {
        await insert;
        return [];
      }
      const returned = insert.returning({
        id: activity.id,
        ...Object.fromEntries(
          announcements.map((announcement, index) => [`a${String(index)}`, announcement]),
        ),
      });
      if (lookups.length === 0) {
        await returned;
        return [];
      }
      // The lookups read the transaction as it was before this insert (one statement's snapshot):
      // they may need the change the entry records, never the entry itself. The single inserted
      // row makes the answer one row, and selecting it evaluates the announcements.
      const found = lookups.map(
        (lookup, index) =>
          sql`(select coalesce(json_agg(found), '[]'::json) from (${lookup}) as found) as ${sql.identifier(`l${String(index)}`)}`,
      );
      const answer: unknown = await executor.execute(
        sql`with recorded as (${returned.getSQL()}) select ${sql.join(found, sql`, `)}, recorded.* from recorded`,
      );
      const [row] = (answer as { rows: Record<string, unknown>[] }).rows;
      return lookups.map((_lookup, index) => {
        const rows = row?.[`l${String(index)}`];
        return Array.isArray(rows) ? (rows as unknown[]) : [];
      });
    },

    /**
     * A ticket's history, oldest first. Entries written by one request share a time, so they keep
     * the order in which things happen to a ticket.
     */
    async listForTicket(ticketId: string): Promise<ActivityRecord[]> {
      const kindOrder = sql`case ${activity.kind}
        when 'ticket.created' then 0 when 'ticket.assigned' then 1 when 'ticket.rescheduled' then 2
        when 'ticket.schedule_cleared' then 2 when 'ticket.status_changed' then 3
        when 'time.clocked_in' then 4 when 'ticket.photo_added' then 5 when 'time.clocked_out' then 6
        when 'ticket.completed' then 7 else 8 end`;
      return selectRecords(db)
        .where(eq(activity.ticketId, ticketId))
        .orderBy(asc(activity.createdAt), asc(kindOrder), asc(activity.id));
    },

    /** The newest entries the audience may see, newest first (Recent Activity). */
    async listRecent(audience: TicketAudience, limit: number): Promise<ActivityRecord[]> {
      return selectRecords(db)
        .where(activityVisibleTo(audience))
        .orderBy(desc(activity.createdAt), desc(activity.id))
        .limit(limit);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
