import { z } from 'zod';

import { dayOrInstantSchema, IdSchema, optionalText } from './common.ts';
import { PUNCH_FLAGS, TappedAtSchema } from './offline-sync.ts';

// Product rules §3 "Time session" and "Active time session"; the calls of product rules §7 under /api/time-clock.

export const TIME_SESSION_NOTES_MAX = 1000;

/** A session open (or once open) longer than this is flagged for review, never closed silently. */
export const SESSION_REVIEW_AFTER_HOURS = 16;

/** The user's own sessions are answered a page at a time (architecture §5). */
const TIME_SESSIONS_PAGE_DEFAULT = 50;
const TIME_SESSIONS_PAGE_MAX = 100;

export { NEXT_CURSOR_HEADER } from '../paging.ts';

export const TimeSessionSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  ticketId: IdSchema.nullable(),
  ticketNumber: z.number().int().nullable(),
  ticketTitle: z.string().nullable(),
  clockInTime: z.string(),
  clockOutTime: z.string().nullable(),
  /** round(seconds / 60) of clock-out minus clock-in; null while the session is open. */
  durationMinutes: z.number().int().nullable(),
  isActive: z.boolean(),
  notes: z.string().nullable(),
  /** Decision 035: minutes on break (closed breaks; an open break counts once it ends). */
  breakMinutes: z.number().int(),
  /** The part of breakMinutes deducted from worked time (0 when the chain pays breaks). */
  unpaidBreakMinutes: z.number().int(),
  /** durationMinutes minus unpaid breaks; null while the session is open. */
  workedMinutes: z.number().int().nullable(),
  /** 'manual': added afterwards by an admin or manager. */
  source: z.enum(['clock', 'manual']),
  /** Changed by an admin or manager since it was punched (see its history). */
  corrected: z.boolean(),
  /** Decision 036: a punch of it was tapped offline and replayed later. */
  offline: z.boolean(),
  /** Why the server used its own time for an offline punch (PUNCH_FLAG_TEXT); null otherwise. */
  punchFlag: z.enum(PUNCH_FLAGS).nullable(),
});
export type TimeSession = z.infer<typeof TimeSessionSchema>;

/** A row of the time report (GET /api/time-clock/all). */
export const ReportTimeSessionSchema = TimeSessionSchema.extend({
  /**
   * Issue 36: the paid minutes as timesheets, the payroll export and the assistant count them
   * (punches rounded by the chain's rounding setting, unpaid breaks deducted); null while open.
   * Without rounding it is durationMinutes minus unpaidBreakMinutes.
   */
  workedMinutes: z.number().int().nullable(),
  userName: z.string(),
  /** The store of the session's ticket, else the person's home store (a manager's: their store). */
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  /** Open, or once open, for more than SESSION_REVIEW_AFTER_HOURS. */
  needsReview: z.boolean(),
  /** Decision 035: the chain's required-break rule is on and this session broke it. */
  breakRuleViolated: z.boolean(),
});
export type ReportTimeSession = z.infer<typeof ReportTimeSessionSchema>;

export const ActiveSessionSchema = z.object({
  isActive: z.boolean(),
  clockInTime: z.string().nullable(),
  sessionId: IdSchema.nullable(),
  ticketId: IdSchema.nullable(),
  ticketNumber: z.number().int().nullable(),
  ticketTitle: z.string().nullable(),
  /** The store of the running session's ticket (decision 030: the time clock names it). */
  ticketStoreName: z.string().nullable(),
  notes: z.string().nullable(),
  /** Decision 035: the open break's start, null when not on a break. */
  breakStartTime: z.string().nullable(),
  /** Minutes of this session's closed breaks. */
  breakMinutes: z.number().int(),
  /** The chain pays breaks: the worked-time timer keeps running through them. */
  breaksPaid: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const ClockInInputSchema = z.object({
  notes: optionalText('Notes', TIME_SESSION_NOTES_MAX, { isMultiLine: true }),
  ticketId: IdSchema.nullish().transform((value) => value ?? null),
  /** Decision 036: when the punch was tapped on the device (an offline replay); rules in decision 036. */
  tappedAt: TappedAtSchema,
});
export type ClockInInput = z.input<typeof ClockInInputSchema>;

export const ClockOutInputSchema = z.object({
  notes: optionalText('Notes', TIME_SESSION_NOTES_MAX, { isMultiLine: true }),
  tappedAt: TappedAtSchema,
});
export type ClockOutInput = z.input<typeof ClockOutInputSchema>;

/**
 * Switch (decision 030): closes the running session and opens one on `ticketId` (null: no ticket) at
 * the same instant. The notes are the new session's, as clock-in's are.
 */
export const SwitchSessionInputSchema = z.object({
  // Required: leaving it out must not silently switch to "no ticket".
  ticketId: z
    .uuid({
      error: (issue) =>
        issue.input === undefined
          ? 'ticketId is required: a ticket id, or null for no ticket'
          : 'Must be a valid id',
    })
    .nullable(),
  notes: optionalText('Notes', TIME_SESSION_NOTES_MAX, { isMultiLine: true }),
});
export type SwitchSessionInput = z.input<typeof SwitchSessionInputSchema>;

/**
 * This week's time of the caller (GET /api/time-clock/week-total): weeks start on Sunday in the
 * business time zone (product rules §9). Each session counts only its part inside the week; the
 * running one counts up to the server's now.
 */
export const WeekTotalSchema = z.object({
  weekStart: z.string(),
  /** Exclusive. */
  weekEnd: z.string(),
  totalMinutes: z.number().int(),
});
export type WeekTotal = z.infer<typeof WeekTotalSchema>;

export const TimeSessionsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be at least 1' })
    .max(TIME_SESSIONS_PAGE_MAX, { message: `limit must be at most ${TIME_SESSIONS_PAGE_MAX}` })
    .default(TIME_SESSIONS_PAGE_DEFAULT),
  cursor: z.string().max(200, { message: 'Invalid cursor' }).optional(),
});
export type TimeSessionsQuery = z.infer<typeof TimeSessionsQuerySchema>;

/**
 * A report day: YYYY-MM-DD, or a full date-time that the server reads as its day in the business
 * time zone (architecture §5).
 */
function reportDay(label: string) {
  return z.preprocess(
    // An empty parameter (?startDate=) means "no bound", as an absent one does.
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().pipe(dayOrInstantSchema(label)).optional(),
  );
}

export const TimeReportQuerySchema = z.object({
  startDate: reportDay('startDate'),
  endDate: reportDay('endDate'),
});
export type TimeReportQuery = z.infer<typeof TimeReportQuerySchema>;
