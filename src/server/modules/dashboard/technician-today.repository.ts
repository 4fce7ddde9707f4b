import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';

import type { TicketAudience } from '#contract/ticket-access.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';

import type { Database } from '../../db/database.ts';
import { categories, locations, tickets, timeSessions } from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';
import type { DayRange } from '../../lib/business-time.ts';

// Decision 031: the rows of a technician's Today list, read in one query over their visible tickets.

interface TodayTicketRow {
  id: string;
  ticketNumber: number;
  title: string;
  status: TicketStatus;
  priority: 'low' | 'medium' | 'urgent';
  assignedTo: string | null;
  location: { id: string; name: string; address: string };
  category: { id: string; name: string };
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  allDay: boolean;
}

/** A day's work is a handful of tickets; the cap only keeps a runaway list bounded. */
const TODAY_LIST_LIMIT = 100;

export function createTechnicianTodayRepository(db: Database) {
  return {
    /** The ticket the user's running session is on (null when not clocked in, or on no ticket). */
    async runningSessionTicketId(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ ticketId: timeSessions.ticketId })
        .from(timeSessions)
        .where(and(eq(timeSessions.userId, userId), isNull(timeSessions.clockOutTime)))
        .limit(1);
      return row?.ticketId ?? null;
    },

    /**
     * Visible, not completed tickets scheduled across `today`, in progress, or the running
     * session's. Time order: unscheduled ones first (work already under way comes before the day's
     * appointments), then by scheduled start; the ticket number breaks ties.
     */
    async todayTickets(
      audience: TicketAudience,
      today: DayRange,
      runningTicketId: string | null,
    ): Promise<TodayTicketRow[]> {
      const scheduledToday = and(
        lt(tickets.scheduledStart, today.end),
        gt(tickets.scheduledEnd, today.start),
      );
      const rows = await db
        .select({
          id: tickets.id,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          status: tickets.status,
          priority: tickets.priority,
          assignedTo: tickets.assignedTo,
          locationId: locations.id,
          locationName: locations.name,
          locationAddress: locations.address,
          categoryId: categories.id,
          categoryName: categories.name,
          scheduledStart: tickets.scheduledStart,
          scheduledEnd: tickets.scheduledEnd,
          allDay: tickets.allDay,
        })
        .from(tickets)
        .innerJoin(locations, eq(locations.id, tickets.locationId))
        .innerJoin(categories, eq(categories.id, tickets.categoryId))
        .where(
          and(
            ticketVisibleTo(audience),
            ne(tickets.status, 'completed'),
            or(
              scheduledToday,
              eq(tickets.status, 'in-progress'),
              runningTicketId ? eq(tickets.id, runningTicketId) : undefined,
            ),
          ),
        )
        .orderBy(sql`${tickets.scheduledStart} asc nulls first`, asc(tickets.ticketNumber))
        .limit(TODAY_LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        ticketNumber: row.ticketNumber,
        title: row.title,
        status: row.status,
        priority: row.priority,
        assignedTo: row.assignedTo,
        location: { id: row.locationId, name: row.locationName, address: row.locationAddress },
        category: { id: row.categoryId, name: row.categoryName },
        scheduledStart: row.scheduledStart,
        scheduledEnd: row.scheduledEnd,
        allDay: row.allDay,
      }));
    },
  };
}

export type TechnicianTodayRepository = ReturnType<typeof createTechnicianTodayRepository>;
