import type { TimeSessionChange } from '#contract/schemas/time-correction.ts';
import type { PayPeriod, Timesheet } from '#contract/schemas/timesheet.ts';

export const TECH_ID = '11111111-1111-4111-8111-111111111111';
export const SESSION_ID = '22222222-2222-4222-8222-222222222222';
export const PERIOD_ID = '33333333-3333-4333-8333-333333333333';

const days = [
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
];

/** A past week (Nov 15 – Nov 21, 2026), 9 h on Monday: 8 regular, 1 overtime. */
export const SHEET: Timesheet = {
  user: { id: TECH_ID, name: 'Tom Tech', username: 'tech' },
  weekStart: '2026-11-15',
  days: days.map((date) => ({
    date,
    workedMinutes: date === '2026-11-16' ? 540 : 0,
    regularMinutes: date === '2026-11-16' ? 480 : 0,
    overtimeMinutes: date === '2026-11-16' ? 60 : 0,
    doubleTimeMinutes: 0,
    unpaidBreakMinutes: date === '2026-11-16' ? 30 : 0,
  })),
  workedMinutes: 540,
  regularMinutes: 480,
  overtimeMinutes: 60,
  doubleTimeMinutes: 0,
  unpaidBreakMinutes: 30,
  sessions: [
    {
      id: SESSION_ID,
      clockInTime: '2026-11-16T08:00:00.000Z',
      clockOutTime: '2026-11-16T17:30:00.000Z',
      ticketNumber: 42,
      ticketTitle: 'Fryer',
      breakMinutes: 30,
      unpaidBreakMinutes: 30,
      workedMinutes: 540,
      notes: null,
      flags: ['corrected'],
      offline: false,
      punchFlag: null,
    },
  ],
  flags: ['break-rule'],
  approval: null,
  locked: false,
};

export const HISTORY: TimeSessionChange[] = [
  {
    id: '44444444-4444-4444-8444-444444444444',
    sessionId: SESSION_ID,
    kind: 'edited',
    actor: { id: 'a', name: 'Ada Admin' },
    before: {
      clockInTime: '2026-11-16T08:00:00.000Z',
      clockOutTime: null,
      breaks: [],
      notes: null,
    },
    after: {
      clockInTime: '2026-11-16T08:00:00.000Z',
      clockOutTime: '2026-11-16T17:30:00.000Z',
      breaks: [{ startTime: '2026-11-16T12:00:00.000Z', endTime: '2026-11-16T12:30:00.000Z' }],
      notes: null,
    },
    reason: 'Forgot to clock out',
    createdAt: '2026-11-17T09:00:00.000Z',
  },
];

export const PERIOD: PayPeriod = {
  id: PERIOD_ID,
  startDate: '2026-11-08',
  endDate: '2026-11-21',
  locked: false,
  lockedAt: null,
  lockedBy: null,
  ended: true,
  weeks: 4,
  approvedWeeks: 3,
  events: [],
};
