import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { AiPriority } from '#contract/schemas/ai.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import {
  categories,
  certifications,
  locations,
  tickets,
  timeSessions,
  users,
} from '../../db/schema.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';
import { userActiveSessionStart, userMinutesWorked } from '../../db/worked-time.ts';
import { createAnalysisEquipmentRepository } from './analysis-equipment.repository.ts';
import { createRepeatRepairsRepository } from './repeat-repairs.repository.ts';

// Read-only SQL for the AI module: training data, the chat's data questions, insight groups and the
// scheduling facts. Aggregates stay in SQL and every list is bounded, so the chain's size does not
// decide the memory these calls use (decisions 007 and 008).

const assignee = alias(users, 'assignee');

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function toNumberArray(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter((item) => Number.isFinite(item)) : [];
}

function toStringArray(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

interface TrainingTicket {
  title: string;
  description: string;
  category: string;
  priority: AiPriority;
}

export interface RepairStats {
  category: string;
  count: number;
  p25: number;
  median: number;
  p75: number;
}

interface TicketCountFilter {
  statuses?: TicketStatus[];
  priority?: AiPriority;
  locationId?: string;
  categoryId?: string;
}

type CountGroup = 'status' | 'priority' | 'location' | 'category';

export interface TicketFacts {
  id: string;
  ticketNumber: number;
  title: string;
  status: TicketStatus;
  priority: AiPriority;
  location: string;
  locationId: string;
  category: string;
  submittedAt: Date;
  assignedTo: string | null;
  assigneeName: string | null;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  allDay: boolean;
  equipmentDown: boolean;
}

export interface InsightGroup {
  location: string;
  category: string;
  count: number;
  recentCount: number;
  urgentCount: number;
  downCount: number;
  unresolvedCount: number;
  lastSubmittedAt: Date;
  ticketNumbers: number[];
  titles: string[];
  technicians: string[];
}

export interface RecentTicketText {
  ticketNumber: number;
  title: string;
  description: string;
  location: string;
  category: string;
  priority: AiPriority;
  submittedAt: Date;
}

export interface TechnicianFacts {
  id: string;
  name: string;
  openTickets: number;
  certifications: { name: string; expirationDate: string | null }[];
  /** Architecture §7: worked this week (the timesheets' figure), when the asker may know it (admins). */
  weekWorkedMinutes?: number;
}

const ticketFactColumns = {
  id: tickets.id,
  ticketNumber: tickets.ticketNumber,
  title: tickets.title,
  status: tickets.status,
  priority: tickets.priority,
  location: locations.name,
  locationId: tickets.locationId,
  category: categories.name,
  submittedAt: tickets.submittedAt,
  assignedTo: tickets.assignedTo,
  assigneeName: assignee.name,
  scheduledStart: tickets.scheduledStart,
  scheduledEnd: tickets.scheduledEnd,
  allDay: tickets.allDay,
  equipmentDown: tickets.equipmentDown,
};

/** The tickets of the audience that a count with this filter counts. */
function countedTickets(audience: TicketAudience, filter: TicketCountFilter): SQL | undefined {
  return and(
    ticketVisibleTo(audience),
    filter.statuses ? inArray(tickets.status, filter.statuses) : undefined,
    filter.priority ? eq(tickets.priority, filter.priority) : undefined,
    filter.locationId ? eq(tickets.locationId, filter.locationId) : undefined,
    filter.categoryId ? eq(tickets.categoryId, filter.categoryId) : undefined,
  );
}

export function createAiRepository(db: Database) {
  function selectFacts() {
    return db
      .select(ticketFactColumns)
      .from(tickets)
      .innerJoin(locations, eq(tickets.locationId, locations.id))
      .innerJoin(categories, eq(tickets.categoryId, categories.id))
      .leftJoin(assignee, eq(tickets.assignedTo, assignee.id));
  }

  /** The audience's unfinished tickets that also meet `filters`, in `order`, at most `limit`. */
  function unfinishedFacts(
    audience: TicketAudience,
    filters: (SQL | undefined)[],
    order: SQL[],
    limit: number,
  ): Promise<TicketFacts[]> {
    return selectFacts()
      .where(and(ticketVisibleTo(audience), ne(tickets.status, 'completed'), ...filters))
      .orderBy(...order)
      .limit(limit);
  }

  return {
    // Decision 033: the picked unit's category for the analysis.
    ...createAnalysisEquipmentRepository(db),
    ...createRepeatRepairsRepository(db),
    async listCategories(): Promise<{ id: string; name: string; description: string }[]> {
      return db
        .select({ id: categories.id, name: categories.name, description: categories.description })
        .from(categories)
        .orderBy(asc(categories.name));
    },

    async listLocations(): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .orderBy(asc(locations.name));
    },

    /**
     * When the chain's tickets last changed in a way the model learns from: the newest submission
     * or completion (completions feed the repair-time estimates). Two index reads, so the
     * five-minute recheck stays cheap.
     */
    async latestTicketAt(): Promise<Date | null> {
      const [submitted] = await db
        .select({ at: tickets.submittedAt })
        .from(tickets)
        .orderBy(desc(tickets.submittedAt))
        .limit(1);
      const [completed] = await db
        .select({ at: tickets.completedAt })
        .from(tickets)
        .where(isNotNull(tickets.completedAt))
        .orderBy(desc(tickets.completedAt))
        .limit(1);
      const times = [submitted?.at, completed?.at].filter((at): at is Date => at instanceof Date);
      if (times.length === 0) return null;
      return new Date(Math.max(...times.map((at) => at.getTime())));
    },

    /** The chain's newest tickets as training examples. */
    async listTrainingTickets(limit: number): Promise<TrainingTicket[]> {
      return (
        db
          .select({
            title: tickets.title,
            description: sql<string>`left(${tickets.description}, 1000)`,
            category: categories.name,
            priority: tickets.priority,
          })
          .from(tickets)
          .innerJoin(categories, eq(tickets.categoryId, categories.id))
          // Decision 034: generated preventive tickets are not reported problems to learn from.
          .where(eq(tickets.preventive, false))
          .orderBy(desc(tickets.submittedAt))
          .limit(limit)
      );
    },

    /**
     * Minutes logged on completed tickets of each category over the last year: quartiles of the
     * per-ticket sums of their time sessions.
     */
    async repairStats(since: Date): Promise<RepairStats[]> {
      const logged = db
        .select({
          categoryId: tickets.categoryId,
          // Worked time: unpaid breaks are not repair time (decision 035 §2).
          minutes:
            sql<number>`sum(${timeSessions.durationMinutes} - ${timeSessions.unpaidBreakMinutes})`.as(
              'minutes',
            ),
        })
        .from(tickets)
        .innerJoin(timeSessions, eq(timeSessions.ticketId, tickets.id))
        .where(
          and(
            eq(tickets.status, 'completed'),
            gte(tickets.completedAt, since),
            isNotNull(timeSessions.durationMinutes),
          ),
        )
        .groupBy(tickets.id, tickets.categoryId)
        .as('logged');
      const rows = await db
        .select({
          category: categories.name,
          count: sql<number>`count(*)::int`,
          p25: sql<number>`percentile_cont(0.25) within group (order by ${logged.minutes})::float8`,
          median: sql<number>`percentile_cont(0.5) within group (order by ${logged.minutes})::float8`,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${logged.minutes})::float8`,
        })
        .from(logged)
        .innerJoin(categories, eq(categories.id, logged.categoryId))
        .where(sql`${logged.minutes} > 0`)
        .groupBy(categories.name);
      return rows.map((row) => ({
        category: row.category,
        count: row.count,
        p25: row.p25,
        median: row.median,
        p75: row.p75,
      }));
    },

    async countTickets(audience: TicketAudience, filter: TicketCountFilter): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(tickets)
        .where(countedTickets(audience, filter));
      return row?.count ?? 0;
    },

    async countTicketsBy(
      audience: TicketAudience,
      filter: TicketCountFilter,
      group: CountGroup,
    ): Promise<{ key: string; count: number }[]> {
      const key =
        group === 'status'
          ? sql<string>`${tickets.status}`
          : group === 'priority'
            ? sql<string>`${tickets.priority}`
            : group === 'location'
              ? sql<string>`${locations.name}`
              : sql<string>`${categories.name}`;
      const rows = await db
        .select({ key, count: sql<number>`count(*)::int` })
        .from(tickets)
        .innerJoin(locations, eq(tickets.locationId, locations.id))
        .innerJoin(categories, eq(tickets.categoryId, categories.id))
        .where(countedTickets(audience, filter))
        .groupBy(key)
        .orderBy(sql`count(*) desc`, key);
      return rows.map((row) => ({ key: row.key, count: row.count }));
    },

    /** One ticket by number, only when the audience may see it. */
    async findTicketByNumber(
      audience: TicketAudience,
      ticketNumber: number,
    ): Promise<TicketFacts | undefined> {
      const [row] = await selectFacts()
        .where(and(eq(tickets.ticketNumber, ticketNumber), ticketVisibleTo(audience)))
        .limit(1);
      return row;
    },

    /** The ids of the tickets with these numbers that the audience may see (chat links, architecture §7). */
    async ticketRefs(
      audience: TicketAudience,
      numbers: readonly number[],
    ): Promise<{ number: number; id: string }[]> {
      if (numbers.length === 0) return [];
      return db
        .select({ number: tickets.ticketNumber, id: tickets.id })
        .from(tickets)
        .where(and(inArray(tickets.ticketNumber, [...numbers]), ticketVisibleTo(audience)));
    },

    /** Tickets not completed in the audience, urgent and soonest scheduled first. */
    async listActiveTickets(audience: TicketAudience, limit: number): Promise<TicketFacts[]> {
      return unfinishedFacts(
        audience,
        [],
        [
          sql`case ${tickets.priority} when 'urgent' then 0 when 'medium' then 1 else 2 end`,
          sql`${tickets.scheduledStart} asc nulls last`,
          desc(tickets.submittedAt),
        ],
        limit,
      );
    },

    /**
     * Worked minutes of a user's sessions inside [start, end), a running session counted up to
     * `now`, unpaid breaks left out (decision 035 §2).
     */
    async minutesWorked(
      userId: string,
      range: { start: Date; end: Date },
      now: Date,
    ): Promise<number> {
      return Math.round(await userMinutesWorked(db, userId, range, now));
    },

    /** When the user's open session started, if one is open. */
    activeSessionStart(userId: string): Promise<Date | null> {
      return userActiveSessionStart(db, userId);
    },

    /** Everyone with an open session, and since when (admins only; the service checks). */
    async listClockedIn(
      limit: number,
    ): Promise<{ name: string; since: Date; ticketNumber: number | null }[]> {
      return db
        .select({
          name: users.name,
          since: timeSessions.clockInTime,
          ticketNumber: tickets.ticketNumber,
        })
        .from(timeSessions)
        .innerJoin(users, eq(timeSessions.userId, users.id))
        .leftJoin(tickets, eq(timeSessions.ticketId, tickets.id))
        .where(isNull(timeSessions.clockOutTime))
        .orderBy(asc(timeSessions.clockInTime))
        .limit(limit);
    },

    /** Recurring failures: tickets of one store and category since `since`, at least `minimum`. */
    async insightGroups(
      audience: TicketAudience,
      options: { since: Date; recentSince: Date; minimum: number; limit: number },
    ): Promise<InsightGroup[]> {
      const rows = await db
        .select({
          location: locations.name,
          category: categories.name,
          count: sql<number>`count(*)::int`,
          recentCount: sql<number>`(count(*) filter (where ${tickets.submittedAt} >= ${options.recentSince.toISOString()}::timestamptz))::int`,
          urgentCount: sql<number>`(count(*) filter (where ${tickets.priority} = 'urgent'))::int`,
          downCount: sql<number>`(count(*) filter (where ${tickets.equipmentDown}))::int`,
          unresolvedCount: sql<number>`(count(*) filter (where ${tickets.status} <> 'completed'))::int`,
          lastSubmittedAt: sql<Date>`max(${tickets.submittedAt})`,
          ticketNumbers: sql<
            number[]
          >`(array_agg(${tickets.ticketNumber} order by ${tickets.submittedAt} desc))[1:8]`,
          titles: sql<
            string[]
          >`(array_agg(${tickets.title} order by ${tickets.submittedAt} desc))[1:5]`,
          technicians: sql<
            string[]
          >`(array_remove(array_agg(distinct ${assignee.name}), null))[1:5]`,
        })
        .from(tickets)
        .innerJoin(locations, eq(tickets.locationId, locations.id))
        .innerJoin(categories, eq(tickets.categoryId, categories.id))
        .leftJoin(assignee, eq(tickets.assignedTo, assignee.id))
        .where(
          and(
            ticketVisibleTo(audience),
            gte(tickets.submittedAt, options.since),
            // Product rules §12: planned preventive work is not a failure that keeps coming back.
            eq(tickets.preventive, false),
          ),
        )
        .groupBy(locations.name, categories.name)
        .having(sql`count(*) >= ${options.minimum}`)
        .orderBy(sql`count(*) desc`, sql`max(${tickets.submittedAt}) desc`)
        .limit(options.limit);
      return rows.map((row) => ({
        location: row.location,
        category: row.category,
        count: row.count,
        recentCount: row.recentCount,
        urgentCount: row.urgentCount,
        downCount: row.downCount,
        unresolvedCount: row.unresolvedCount,
        lastSubmittedAt: toDate(row.lastSubmittedAt),
        ticketNumbers: toNumberArray(row.ticketNumbers),
        titles: toStringArray(row.titles),
        technicians: toStringArray(row.technicians),
      }));
    },

    /** The newest tickets' text since `since`, for chain-wide similar-symptom patterns. */
    async recentTicketTexts(
      audience: TicketAudience,
      since: Date,
      limit: number,
    ): Promise<RecentTicketText[]> {
      return db
        .select({
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          description: sql<string>`left(${tickets.description}, 300)`,
          location: locations.name,
          category: categories.name,
          priority: tickets.priority,
          submittedAt: tickets.submittedAt,
        })
        .from(tickets)
        .innerJoin(locations, eq(tickets.locationId, locations.id))
        .innerJoin(categories, eq(tickets.categoryId, categories.id))
        .where(
          and(
            ticketVisibleTo(audience),
            gte(tickets.submittedAt, since),
            // Product rules §12: a preventive visit is not a symptom showing up across the chain.
            eq(tickets.preventive, false),
          ),
        )
        .orderBy(desc(tickets.submittedAt))
        .limit(limit);
    },

    /** Unfinished tickets scheduled in [from, to), for double bookings, peak hours and travel. */
    async scheduledTickets(
      audience: TicketAudience,
      range: { from: Date; to: Date },
      limit: number,
    ): Promise<TicketFacts[]> {
      return unfinishedFacts(
        audience,
        [
          isNotNull(tickets.scheduledStart),
          lt(tickets.scheduledStart, range.to),
          gte(tickets.scheduledEnd, range.from),
        ],
        [asc(tickets.scheduledStart)],
        limit,
      );
    },

    /** Unfinished urgent tickets without an assignee or a schedule, oldest first. */
    async urgentNeedingAction(audience: TicketAudience, limit: number): Promise<TicketFacts[]> {
      return unfinishedFacts(
        audience,
        [
          eq(tickets.priority, 'urgent'),
          or(isNull(tickets.assignedTo), isNull(tickets.scheduledStart)),
        ],
        [asc(tickets.submittedAt)],
        limit,
      );
    },

    /** Unfinished assigned tickets (for certification checks), newest first. */
    async assignedActiveTickets(audience: TicketAudience, limit: number): Promise<TicketFacts[]> {
      return unfinishedFacts(
        audience,
        [isNotNull(tickets.assignedTo)],
        [desc(tickets.submittedAt)],
        limit,
      );
    },

    /** Active technicians with their open workload and certifications. */
    async technicians(limit: number): Promise<TechnicianFacts[]> {
      const workload = db
        .select({ userId: tickets.assignedTo, open: sql<number>`count(*)::int`.as('open') })
        .from(tickets)
        .where(and(isNotNull(tickets.assignedTo), ne(tickets.status, 'completed')))
        .groupBy(tickets.assignedTo)
        .as('workload');
      const people = await db
        .select({
          id: users.id,
          name: users.name,
          openTickets: sql<number>`coalesce(${workload.open}, 0)::int`,
        })
        .from(users)
        .leftJoin(workload, eq(workload.userId, users.id))
        .where(and(eq(users.role, 'technician'), eq(users.status, 'active')))
        .orderBy(asc(users.name))
        .limit(limit);
      if (people.length === 0) return [];
      const certs = await db
        .select({
          userId: certifications.userId,
          name: certifications.certificationName,
          expirationDate: certifications.expirationDate,
        })
        .from(certifications)
        .where(
          inArray(
            certifications.userId,
            people.map((person) => person.id),
          ),
        );
      return people.map((person) => ({
        id: person.id,
        name: person.name,
        openTickets: person.openTickets,
        certifications: certs
          .filter((cert) => cert.userId === person.id)
          .map((cert) => ({ name: cert.name, expirationDate: cert.expirationDate })),
      }));
    },
  };
}

export type AiRepository = ReturnType<typeof createAiRepository>;
