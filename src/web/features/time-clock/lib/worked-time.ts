import type { ActiveSession } from '#contract/schemas/time-session.ts';

type RunningSession = Pick<
  ActiveSession,
  'clockInTime' | 'breakStartTime' | 'breakMinutes' | 'breaksPaid'
>;

const MINUTE_MS = 60_000;

/**
 * Decision 035 §2: a running session's worked time. Unpaid breaks are left out — the closed ones
 * (`breakMinutes`) and the open one up to now, so the timer pauses during a break; paid breaks count.
 */
export function workedMilliseconds(session: RunningSession, now: number): number {
  if (!session.clockInTime) return 0;
  const elapsed = now - new Date(session.clockInTime).getTime();
  if (session.breaksPaid) return Math.max(0, elapsed);
  const openBreak = session.breakStartTime
    ? Math.max(0, now - new Date(session.breakStartTime).getTime())
    : 0;
  return Math.max(0, elapsed - session.breakMinutes * MINUTE_MS - openBreak);
}

/** The open break's running time as mm:ss (hh:mm:ss past an hour); '' when not on a break. */
export function breakElapsedText(breakStartTime: string | null, now: number): string {
  if (!breakStartTime) return '';
  const seconds = Math.max(0, Math.floor((now - new Date(breakStartTime).getTime()) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours > 0 ? `${String(hours)}:${mmss}` : mmss;
}
