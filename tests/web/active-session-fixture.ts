import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { NOT_CLOCKED_IN } from '#web/features/time-clock/api/offline-punches.ts';

/** The time clock's answer for a technician who is not clocked in; pass a running session's. */
export function activeSessionFixture(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return { ...NOT_CLOCKED_IN, breaksPaid: false, ...overrides };
}
