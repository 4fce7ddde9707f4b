import {
  TAP_TIME_FUTURE_TOLERANCE_SECONDS,
  TAP_TIME_MAX_AGE_HOURS,
} from '#contract/schemas/offline-sync.ts';
import type { PunchFlag } from '#contract/schemas/offline-sync.ts';

// Decision 036 §5: the instant a punch (clock-in, clock-out, break start or end) is recorded at.
// One owner: every punch asks this function, then applies its usual rules (overlap, locks,
// durations, break minutes) to the instant it answers.

/** A punch tapped more than this before the server's time was tapped offline and replayed. */
export const OFFLINE_PUNCH_AFTER_SECONDS = 60;

const FUTURE_TOLERANCE_MS = TAP_TIME_FUTURE_TOLERANCE_SECONDS * 1000;
const MAX_AGE_MS = TAP_TIME_MAX_AGE_HOURS * 60 * 60 * 1000;
const OFFLINE_AFTER_MS = OFFLINE_PUNCH_AFTER_SECONDS * 1000;

interface PunchTimeInput {
  /** The server's time. */
  now: Date;
  /** When the punch was tapped on the device; absent for an online tap. */
  tappedAt: Date | undefined;
  /**
   * The earliest instant the punch may be recorded at: for a clock-in the end of the user's latest
   * closed session, for a clock-out or break start the running session's clock-in (or the end of
   * its last break), for a break end the open break's start. Null when nothing bounds it.
   */
  floor: Date | null;
}

export interface PunchTime {
  /** The instant the punch is recorded at. */
  at: Date;
  /** The punch was tapped offline: its session is marked, flagged or not. */
  offline: boolean;
  /** Why the server's time was recorded instead of the tap time; null when it was not. */
  flag: PunchFlag | null;
}

export function decidePunchTime({ now, tappedAt, floor }: PunchTimeInput): PunchTime {
  if (tappedAt === undefined) return { at: now, offline: false, flag: null };
  const ahead = tappedAt.getTime() - now.getTime();
  const offline = -ahead > OFFLINE_AFTER_MS;
  const serverTime = (flag: PunchFlag): PunchTime => ({ at: now, offline, flag });
  if (ahead > FUTURE_TOLERANCE_MS) return serverTime('tap_in_future');
  if (-ahead > MAX_AGE_MS) return serverTime('tap_too_old');
  if (floor !== null && tappedAt.getTime() < floor.getTime()) {
    return serverTime('tap_before_previous');
  }
  // A tap slightly ahead (phone clocks drift) counts as now.
  return { at: ahead > 0 ? now : tappedAt, offline, flag: null };
}
