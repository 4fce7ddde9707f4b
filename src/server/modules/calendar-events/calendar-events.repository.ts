import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';

import type { Database } from '../../db/database.ts';
import { calendarEvents, users } from '../../db/schema.ts';

interface CalendarEventValues {
  title: string;
  description: string | null;
  date: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** PostgreSQL answers a `time` as HH:mm:ss; the API speaks HH:mm. */
function clockTime(value: string | null): string | null {
  return value === null ? null : value.slice(0, 5);
}

export function createCalendarEventsRepository(db: Database) {
  function selectEvents() {
    return db
      .select({
        id: calendarEvents.id,
        title: calendarEvents.title,
        description: calendarEvents.description,
        date: calendarEvents.date,
        allDay: calendarEvents.allDay,
        startTime: calendarEvents.startTime,
        endTime: calendarEvents.endTime,
        createdBy: calendarEvents.createdBy,
        createdByName: users.name,
        createdAt: calendarEvents.createdAt,
      })
      .from(calendarEvents)
      .leftJoin(users, eq(calendarEvents.createdBy, users.id));
  }

  type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

  function toEvent(row: EventRow): CalendarEvent {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      date: row.date,
      allDay: row.allDay,
      startTime: clockTime(row.startTime),
      endTime: clockTime(row.endTime),
      createdBy: row.createdBy,
      createdByName: row.createdByName,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** Events of the inclusive day range, by day, all-day first, then by start time. */
    async list(range: { from?: string; to?: string }): Promise<CalendarEvent[]> {
      const conditions: SQL[] = [];
      if (range.from) conditions.push(gte(calendarEvents.date, range.from));
      if (range.to) conditions.push(lte(calendarEvents.date, range.to));
      const rows = await selectEvents()
        .where(and(...conditions))
        .orderBy(
          asc(calendarEvents.date),
          sql`${calendarEvents.allDay} desc`,
          sql`${calendarEvents.startTime} asc nulls first`,
          asc(calendarEvents.createdAt),
          asc(calendarEvents.id),
        );
      return rows.map(toEvent);
    },

    async findById(id: string): Promise<CalendarEvent | undefined> {
      const [row] = await selectEvents().where(eq(calendarEvents.id, id)).limit(1);
      return row ? toEvent(row) : undefined;
    },

    async insert(values: CalendarEventValues & { createdBy: string; now: Date }): Promise<string> {
      const [row] = await db
        .insert(calendarEvents)
        .values({
          title: values.title,
          description: values.description,
          date: values.date,
          allDay: values.allDay,
          startTime: values.startTime,
          endTime: values.endTime,
          createdBy: values.createdBy,
          createdAt: values.now,
        })
        .returning({ id: calendarEvents.id });
      if (!row) throw new Error('calendar event insert returned no row');
      return row.id;
    },

    async update(id: string, values: Partial<CalendarEventValues>): Promise<boolean> {
      const rows = await db
        .update(calendarEvents)
        .set(values)
        .where(eq(calendarEvents.id, id))
        .returning({ id: calendarEvents.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(calendarEvents)
        .where(eq(calendarEvents.id, id))
        .returning({ id: calendarEvents.id });
      return rows.length > 0;
    },
  };
}

export type CalendarEventsRepository = ReturnType<typeof createCalendarEventsRepository>;
