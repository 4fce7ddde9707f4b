import type { ActiveSession } from '#contract/schemas/time-session.ts';

/** The time clock's answer for a technician who is not clocked in; pass a running session's. */
export function activeSessionFixture(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    isActive: false,
    clockInTime: null,
    sessionId: null,
    ticketId: null,
    ticketNumber: null,
    ticketTitle: null,
    ticketStoreName: null,
    notes: null,
    breakStartTime: null,
    breakMinutes: 0,
    breaksPaid: false,
    ...overrides,
  };
}
