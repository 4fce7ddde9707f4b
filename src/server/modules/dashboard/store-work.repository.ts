import { and, asc, desc, eq, gte, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { ACTIVE_DISPATCH_STATUSES } from '#contract/schemas/dispatch-status.ts';
import type { DispatchStatus } from '#contract/schemas/dispatch-status.ts';
import type { TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import {
  dispatches,
  dispatchVisits,
  locations,
  ticketFixConfirmations,
  tickets,
  users,
  vendors,
} from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';

// Issue 36: the rows of the manager dashboard's work list, read over the tickets the manager may see
// (ticketVisibleTo, decision 020). Who is on a ticket comes from its assignee and its active vendor
// dispatch (decision 037); each list is one query plus one for the dispatches of the rows shown.

const assignee = alias(users, 'assignee');

export interface UnfinishedTicketRow {
  id: string;
  ticketNumber: number;
  title: string;
  status: TicketStatus;
  priority: TicketPriority;
  location: string;
  submittedAt: Date;
  assigneeName: string | null;
  scheduledStart: Date | null;
}

export interface ActiveDispatchRow {
  ticketId: string;
  vendor: string;
  status: DispatchStatus;
  dueBy: Date;
  etaAt: Date | null;
  /** The open visit's check-in, while the vendor is on site. */
  onSiteSince: Date | null;
}

interface CompletedTicketRow {
  id: string;
  ticketNumber: number;
  title: string;
  location: string;
  completedAt: Date;
  completedBy: string | null;
}

function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** Urgent first, then medium, then low (the board's 'priority' sort, decision 025). */
const priorityRank = sql`case ${tickets.priority} when 'urgent' then 0 when 'medium' then 1 else 2 end`;

export function createStoreWorkRepository(db: Database) {
  return {
    /** Not completed, urgent first and oldest first within a priority; the total of all pages. */
    async unfinishedTickets(
      audience: TicketAudience,
      limit: number,
    ): Promise<{ total: number; rows: UnfinishedTicketRow[] }> {
      const rows = await db
        .select({
          id: tickets.id,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          status: tickets.status,
          priority: tickets.priority,
          location: locations.name,
          submittedAt: tickets.submittedAt,
          assigneeName: assignee.name,
          scheduledStart: tickets.scheduledStart,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(tickets)
        .innerJoin(locations, eq(locations.id, tickets.locationId))
        .leftJoin(assignee, eq(assignee.id, tickets.assignedTo))
        .where(and(ticketVisibleTo(audience), ne(tickets.status, 'completed')))
        .orderBy(priorityRank, asc(tickets.submittedAt), asc(tickets.ticketNumber))
        .limit(limit);
      return {
        total: rows[0]?.total ?? 0,
        rows: rows.map(({ total: _total, ...row }) => row),
      };
    },

    /** The active (not revoked) dispatch of each ticket, with the vendor and its open visit. */
    async activeDispatches(ticketIds: string[]): Promise<ActiveDispatchRow[]> {
      if (ticketIds.length === 0) return [];
      const rows = await db
        .select({
          ticketId: dispatches.ticketId,
          vendor: vendors.name,
          status: dispatches.status,
          dueBy: dispatches.dueBy,
          etaAt: dispatches.etaAt,
          onSiteSince: sql<
            Date | string | null
          >`(select max(${dispatchVisits.checkedInAt}) from ${dispatchVisits} where ${dispatchVisits.dispatchId} = ${dispatches.id} and ${dispatchVisits.checkedOutAt} is null)`,
        })
        .from(dispatches)
        .innerJoin(vendors, eq(vendors.id, dispatches.vendorId))
        .where(
          and(
            inArray(dispatches.ticketId, ticketIds),
            inArray(dispatches.status, [...ACTIVE_DISPATCH_STATUSES]),
            isNull(dispatches.revokedAt),
          ),
        )
        .orderBy(desc(dispatches.sentAt));
      return rows.map((row) => ({ ...row, onSiteSince: toDate(row.onSiteSince) }));
    },

    /**
     * Issue 36: the work to confirm. Completed at `locationId` since `since` and not confirmed fixed
     * for that completion (a reopened and completed again ticket waits again), newest first, with
     * who did the work; the total of all pages.
     */
    async completedToConfirm(
      locationId: string,
      since: Date,
      limit: number,
    ): Promise<{ total: number; rows: CompletedTicketRow[] }> {
      // The vendor of the ticket's last dispatch that was not declined or revoked.
      const lastVendor = sql<string | null>`(select ${vendors.name} from ${dispatches}
        join ${vendors} on ${vendors.id} = ${dispatches.vendorId}
        where ${dispatches.ticketId} = ${tickets.id} and ${dispatches.status} <> 'declined'
          and ${dispatches.revokedAt} is null
        order by ${dispatches.sentAt} desc limit 1)`;
      const rows = await db
        .select({
          id: tickets.id,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          location: locations.name,
          completedAt: tickets.completedAt,
          completedBy: sql<string | null>`coalesce(${assignee.name}, ${lastVendor})`,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(tickets)
        .innerJoin(locations, eq(locations.id, tickets.locationId))
        .leftJoin(assignee, eq(assignee.id, tickets.assignedTo))
        .where(
          and(
            eq(tickets.locationId, locationId),
            eq(tickets.status, 'completed'),
            gte(tickets.completedAt, since),
            notExists(
              db
                .select({ id: ticketFixConfirmations.id })
                .from(ticketFixConfirmations)
                .where(
                  and(
                    eq(ticketFixConfirmations.ticketId, tickets.id),
                    eq(ticketFixConfirmations.completedAt, tickets.completedAt),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(tickets.completedAt), desc(tickets.ticketNumber))
        .limit(limit);
      return {
        total: rows[0]?.total ?? 0,
        rows: rows.flatMap(({ total: _total, completedAt, ...row }) =>
          completedAt ? [{ ...row, completedAt }] : [],
        ),
      };
    },
  };
}

export type StoreWorkRepository = ReturnType<typeof createStoreWorkRepository>;
