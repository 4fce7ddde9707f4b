import { z } from 'zod';

import { DaySchema, IdSchema, optionalText, requiredText } from './common.ts';
import { PUNCH_FLAGS } from './offline-sync.ts';

// Decision 035: weekly timesheets (Sunday start in the business time zone, spec §2),
// approval, pay periods that admins lock for payroll, and the payroll export.

const UNAPPROVE_REASON_MAX = 500;
const LOCK_REASON_MAX = 500;

export const WEEK_START_SUNDAY_MESSAGE = 'weekStart must be a Sunday (YYYY-MM-DD)';
/** The reason recorded when a clock-in in an approved week takes the approval back. */
export const APPROVAL_WITHDRAWN_REASON = 'Time was punched in this week after it was approved';
export const WEEK_HAS_OPEN_SESSION_MESSAGE =
  'This week has a session that is still open. Close or correct it before approving.';
export const ALREADY_APPROVED_MESSAGE = 'This week is already approved';
export const NOT_APPROVED_MESSAGE = 'This week is not approved';
// The warning before locking a period that has not ended (decision 035 §7) is the web's
// (timesheets catalogue, periodDialogs.lockBeforeEnd, decision 044).
export const PERIOD_HAS_OPEN_SESSION_MESSAGE =
  'This pay period has a session that is still open. Close or correct it before locking.';
export const PERIOD_ALREADY_LOCKED_MESSAGE = 'This pay period is already locked';
export const PERIOD_NOT_LOCKED_MESSAGE = 'This pay period is not locked';
export const PERIOD_OVERLAP_MESSAGE = 'This pay period overlaps another one';
export const PERIOD_TOO_LONG_MESSAGE = 'A pay period is at most 31 days';
/** Issue 36: payroll is exported only once the period's last day is over (409 PERIOD_NOT_ENDED). */
export const PAYROLL_NOT_ENDED_MESSAGE =
  'This pay period has not ended yet. Payroll can be exported once its last day is over.';
/** Issue 36: a period without any time says so instead of a file of zeros (409 PERIOD_HAS_NO_TIME). */
export const PAYROLL_NO_TIME_MESSAGE =
  'No time was recorded in this pay period, so there is no payroll to export.';
/** Issue 36: 'Approve all' covers at most a pay period's length. */
export const APPROVE_ALL_TOO_LONG_MESSAGE = 'Approve all covers at most 31 days';

/** A Sunday, YYYY-MM-DD. */
const WeekStartSchema = DaySchema.refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0, {
  message: WEEK_START_SUNDAY_MESSAGE,
});

/** Why a day, session or week needs a look before payroll. */
export const TIME_FLAGS = [
  'needs-review',
  'break-rule',
  'corrected',
  'correction-requested',
  'manual',
] as const;
export type TimeFlag = (typeof TIME_FLAGS)[number];
// The flags' words ('Needs review', 'Missed break', ...) are the timesheets catalogue's `flags`.

/** Worked minutes split into pay classes. */
const PayMinutesSchema = z.object({
  workedMinutes: z.number().int(),
  regularMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  doubleTimeMinutes: z.number().int(),
  unpaidBreakMinutes: z.number().int(),
});

const TimesheetDaySchema = PayMinutesSchema.extend({
  /** YYYY-MM-DD, a business day. */
  date: z.string(),
});

/** A session of the week as the timesheet shows it (rounded per the settings). */
const TimesheetSessionSchema = z.object({
  id: IdSchema,
  clockInTime: z.string(),
  clockOutTime: z.string().nullable(),
  ticketNumber: z.number().int().nullable(),
  ticketTitle: z.string().nullable(),
  breakMinutes: z.number().int(),
  unpaidBreakMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  notes: z.string().nullable(),
  flags: z.array(z.enum(TIME_FLAGS)),
  /** Decision 036: a punch of it was tapped offline and replayed later (TimeSession.offline). */
  offline: z.boolean(),
  /** Why the server used its own time for an offline punch (PUNCH_FLAG_TEXT); null otherwise. */
  punchFlag: z.enum(PUNCH_FLAGS).nullable(),
});
export type TimesheetSession = z.infer<typeof TimesheetSessionSchema>;

/** One technician's week: GET /api/timesheets answers a list of these. */
export const TimesheetSchema = PayMinutesSchema.extend({
  user: z.object({ id: IdSchema, name: z.string(), username: z.string() }),
  /** The Sunday the week starts on. */
  weekStart: z.string(),
  /** Seven days, Sunday first. */
  days: z.array(TimesheetDaySchema),
  sessions: z.array(TimesheetSessionSchema),
  flags: z.array(z.enum(TIME_FLAGS)),
  approval: z
    .object({
      approvedAt: z.string(),
      approvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    })
    .nullable(),
  /** The pay period holding the week is locked. */
  locked: z.boolean(),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;

export const TimesheetsQuerySchema = z.object({
  weekStart: WeekStartSchema.optional(),
  userId: IdSchema.optional(),
});
export type TimesheetsQuery = z.infer<typeof TimesheetsQuerySchema>;

export const ApproveTimesheetInputSchema = z.object({
  userId: IdSchema,
  weekStart: WeekStartSchema,
});
export type ApproveTimesheetInput = z.infer<typeof ApproveTimesheetInputSchema>;

export const UnapproveTimesheetInputSchema = ApproveTimesheetInputSchema.extend({
  reason: requiredText('Reason', UNAPPROVE_REASON_MAX, { isMultiLine: true }),
});
export type UnapproveTimesheetInput = z.input<typeof UnapproveTimesheetInputSchema>;

/**
 * Issue 36: 'Approve all' approves every technician-week touching startDate..endDate (business days,
 * both inclusive: a week on the timesheets screen, or a pay period) that the caller may approve and
 * that has no open flag.
 */
export const ApproveAllTimesheetsInputSchema = z.object({
  startDate: DaySchema,
  endDate: DaySchema,
});
export type ApproveAllTimesheetsInput = z.infer<typeof ApproveAllTimesheetsInputSchema>;

/** Why 'Approve all' left a week unapproved: its open flags, or a lock. */
const APPROVE_ALL_SKIP_REASONS = [
  'open-session',
  'needs-review',
  'break-rule',
  'correction-requested',
  'locked',
] as const;
export type ApproveAllSkipReason = (typeof APPROVE_ALL_SKIP_REASONS)[number];
// Why a week was skipped, in words: the timesheets catalogue's `approveAll.reasons`.

const WeekOfSchema = z.object({
  user: z.object({ id: IdSchema, name: z.string(), username: z.string() }),
  /** The Sunday the week starts on. */
  weekStart: z.string(),
});

export const ApproveAllResultSchema = z.object({
  /** The weeks this call approved. */
  approved: z.array(WeekOfSchema),
  /** The weeks it left unapproved, each with why. */
  skipped: z.array(WeekOfSchema.extend({ reasons: z.array(z.enum(APPROVE_ALL_SKIP_REASONS)) })),
  /** Weeks with time that were approved already. */
  alreadyApproved: z.number().int(),
});
export type ApproveAllResult = z.infer<typeof ApproveAllResultSchema>;

const PayPeriodEventSchema = z.object({
  kind: z.enum(['created', 'locked', 'unlocked']),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type PayPeriodEvent = z.infer<typeof PayPeriodEventSchema>;

export const PayPeriodSchema = z.object({
  id: IdSchema,
  /** Business days, both inclusive. */
  startDate: z.string(),
  endDate: z.string(),
  locked: z.boolean(),
  lockedAt: z.string().nullable(),
  lockedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The period's last day has passed in the business zone. */
  ended: z.boolean(),
  /** Technician-weeks in the period, and how many of them are approved. */
  weeks: z.number().int(),
  approvedWeeks: z.number().int(),
  events: z.array(PayPeriodEventSchema),
});
export type PayPeriod = z.infer<typeof PayPeriodSchema>;

/** POST /api/pay-periods: a period the schedule did not create (e.g. before the feature existed). */
export const CreatePayPeriodInputSchema = z.object({
  startDate: DaySchema,
  endDate: DaySchema,
});
export type CreatePayPeriodInput = z.infer<typeof CreatePayPeriodInputSchema>;

/** Locking may say why; unlocking must. */
export const LockPayPeriodInputSchema = z.object({
  reason: optionalText('Reason', LOCK_REASON_MAX, { isMultiLine: true }),
});
export type LockPayPeriodInput = z.input<typeof LockPayPeriodInputSchema>;

export const UnlockPayPeriodInputSchema = z.object({
  reason: requiredText('Reason', LOCK_REASON_MAX, { isMultiLine: true }),
});
export type UnlockPayPeriodInput = z.input<typeof UnlockPayPeriodInputSchema>;

export const PayrollExportQuerySchema = z.object({
  payPeriodId: IdSchema,
  /** 'true' exports unapproved weeks too; otherwise only approved weeks count. */
  includeUnapproved: z
    .enum(['true', 'false'], { message: 'includeUnapproved must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** The payroll CSV's header row, in order. */
export const PAYROLL_CSV_HEADER = [
  'Technician',
  'Username',
  'Period Start',
  'Period End',
  'Regular Hours',
  'Overtime Hours',
  'Double Time Hours',
  'Unpaid Break Minutes',
  'Approved',
] as const;
