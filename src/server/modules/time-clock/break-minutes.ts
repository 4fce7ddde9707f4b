// Decision 035: a session's break minutes are round(seconds / 60) of all its breaks together (an
// open break counts up to `until`), the time clock's rounding of durations; the unpaid part is all
// of them unless the chain pays breaks. One owner, used by the time clock and by corrections.

export interface BreakSpan {
  startTime: Date;
  endTime: Date | null;
}

export function breakMinutesOf(breaks: readonly BreakSpan[], until: Date): number {
  const milliseconds = breaks.reduce(
    (sum, span) => sum + Math.max(0, (span.endTime ?? until).getTime() - span.startTime.getTime()),
    0,
  );
  return Math.round(milliseconds / 60_000);
}

export function unpaidBreakMinutesOf(breakMinutes: number, breaksPaid: boolean): number {
  return breaksPaid ? 0 : breakMinutes;
}
