import { z } from 'zod';

import { instantSchema } from './common.ts';

// Decision 036: what a phone that worked without signal sends when it replays its outbox.

// The idempotency header and its rules are in ../idempotency.ts (zod-free: the web client sends
// the header from every page, decision 043).
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_REPLAY_HEADER,
} from '../idempotency.ts';

/** A punch tapped longer ago than this is recorded at the server's time and flagged. */
export const TAP_TIME_MAX_AGE_HOURS = 24;
/**
 * A tap time this far ahead of the server's clock still counts as now (phone clocks drift);
 * further ahead is "in the future".
 */
export const TAP_TIME_FUTURE_TOLERANCE_SECONDS = 120;

/**
 * Why the server recorded its own time instead of an offline punch's tap time. Stored on the
 * session (time_sessions.punch_flag) and shown in the time logs, the time report and timesheets.
 */
export const PUNCH_FLAGS = ['tap_in_future', 'tap_before_previous', 'tap_too_old'] as const;
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

export const PUNCH_FLAG_TEXT: Record<PunchFlag, string> = {
  tap_in_future: 'Tap time was in the future: server time used',
  tap_before_previous: 'Tap time was before the previous session ended: server time used',
  tap_too_old: `Tap time was more than ${String(TAP_TIME_MAX_AGE_HOURS)} hours old: server time used`,
};

/** The time a punch was tapped on the device, sent with a replayed (or any) punch. */
export const TappedAtSchema = instantSchema('tappedAt').optional();

/** The body of break start and end (both optional: an online tap sends nothing). */
export const PunchInputSchema = z.object({ tappedAt: TappedAtSchema });
