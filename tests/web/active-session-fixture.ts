import type { ActiveSession, TimeSession } from '#contract/schemas/time-session.ts';
import { NOT_CLOCKED_IN } from '#web/features/time-clock/api/offline-punches.ts';

/** The time clock's answer for a technician who is not clocked in; pass a running session's. */
export function activeSessionFixture(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return { ...NOT_CLOCKED_IN, breaksPaid: false, ...overrides };
}

/** A running clock session of the test technician's, not on a ticket; pass what differs. */
export function timeSessionFixture(overrides: Partial<TimeSession> = {}): TimeSession {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-0000000000aa',
    ticketId: null,
    ticketNumber: null,
    ticketTitle: null,
    clockInTime: '2026-01-06T14:00:00.000Z',
    clockOutTime: null,
    durationMinutes: null,
    isActive: true,
    notes: null,
    breakMinutes: 0,
    unpaidBreakMinutes: 0,
    workedMinutes: null,
    source: 'clock',
    corrected: false,
    offline: false,
    punchFlag: null,
    ...overrides,
  };
}
