import { describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';

import {
  dayMarkers,
  itemsByDay,
  monthCounts,
  monthGrid,
  ticketDays,
  weekdayNames,
} from './month-grid.ts';

function ticket(overrides: Partial<Ticket>): Ticket {
  return ticketFixture({
    id: crypto.randomUUID(),
    ticketNumber: 1001,
    title: 'Ticket',
    locationId: crypto.randomUUID(),
    categoryId: crypto.randomUUID(),
    submittedBy: 'Dana',
    submittedAt: new Date(2026, 0, 1).toISOString(),
    updatedAt: new Date(2026, 0, 1).toISOString(),
    ...overrides,
  });
}

function at(day: number, hour: number, month = 0): string {
  return new Date(2026, month, day, hour).toISOString();
}

describe('the month grid', () => {
  it('starts on Sunday and shows whole weeks around the month', () => {
    // January 2026 starts on a Thursday and ends on a Saturday.
    const days = monthGrid(new Date(2026, 0, 15), new Date(2026, 0, 6));
    expect(days).toHaveLength(35);
    expect(days[0]?.key).toBe('2025-12-28');
    expect(days[0]?.date.getDay()).toBe(0);
    expect(days.at(-1)?.key).toBe('2026-01-31');
    expect(days.filter((day) => day.isInMonth)).toHaveLength(31);
    expect(days.filter((day) => day.isToday).map((day) => day.key)).toEqual(['2026-01-06']);
  });

  it('grows to six weeks when the month needs them', () => {
    // May 2026 starts on a Friday and has 31 days.
    const days = monthGrid(new Date(2026, 4, 1), new Date(2026, 0, 6));
    expect(days).toHaveLength(42);
    expect(days[0]?.key).toBe('2026-04-26');
    expect(days.at(-1)?.key).toBe('2026-06-06');
  });

  it('names the weekdays Sunday first, in US English', () => {
    expect(weekdayNames().map((day) => day.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });
});

describe('items, dots and counters', () => {
  it('places a ticket on every day its schedule covers', () => {
    expect(ticketDays(ticket({ scheduledStart: at(6, 9), scheduledEnd: at(6, 17) }))).toEqual([
      '2026-01-06',
    ]);
    const allDay = ticket({
      scheduledStart: new Date(2026, 0, 7, 0, 0, 0).toISOString(),
      scheduledEnd: new Date(2026, 0, 7, 23, 59, 59).toISOString(),
      allDay: true,
    });
    expect(ticketDays(allDay)).toEqual(['2026-01-07']);
    expect(ticketDays(ticket({ scheduledStart: at(30, 20), scheduledEnd: at(1, 8, 1) }))).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(ticketDays(ticket({}))).toEqual([]);
  });

  it('marks days with items blue and days with urgent tickets red', () => {
    const byDay = itemsByDay(
      [
        ticket({ priority: 'urgent', scheduledStart: at(6, 9), scheduledEnd: at(6, 10) }),
        ticket({ priority: 'low', scheduledStart: at(7, 9), scheduledEnd: at(7, 10) }),
      ],
      [
        {
          id: crypto.randomUUID(),
          title: 'Inspection',
          description: null,
          date: '2026-01-08',
          allDay: true,
          startTime: null,
          endTime: null,
          createdBy: null,
          createdByName: null,
          createdAt: '',
        },
      ],
    );
    expect(dayMarkers(byDay.get('2026-01-06'))).toEqual({ hasItems: true, hasUrgent: true });
    expect(dayMarkers(byDay.get('2026-01-07'))).toEqual({ hasItems: true, hasUrgent: false });
    expect(dayMarkers(byDay.get('2026-01-08'))).toEqual({ hasItems: true, hasUrgent: false });
    expect(dayMarkers(byDay.get('2026-01-09'))).toEqual({ hasItems: false, hasUrgent: false });
  });

  it('counts the tickets scheduled in the visible month by priority', () => {
    const tickets = [
      ticket({ priority: 'urgent', scheduledStart: at(6, 9), scheduledEnd: at(6, 10) }),
      ticket({ priority: 'urgent', scheduledStart: at(31, 9), scheduledEnd: at(31, 10) }),
      ticket({ priority: 'medium', scheduledStart: at(12, 9), scheduledEnd: at(12, 10) }),
      ticket({ priority: 'low', scheduledStart: at(20, 9), scheduledEnd: at(20, 10) }),
      // Shown in the grid's leading days, but in December.
      ticket({
        priority: 'low',
        scheduledStart: new Date(2025, 11, 29, 9).toISOString(),
        scheduledEnd: new Date(2025, 11, 29, 10).toISOString(),
      }),
    ];
    expect(monthCounts(tickets, new Date(2026, 0, 1))).toEqual({
      urgent: 2,
      medium: 1,
      low: 1,
      total: 4,
    });
  });
});
