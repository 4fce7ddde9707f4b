import { z } from 'zod';

import { IdSchema, instantSchema, optionalText, requiredText } from './common.ts';
import { TIME_SESSION_NOTES_MAX } from './time-session.ts';

// Decision 035: corrections of time sessions by an admin (or a manager for their store's
// technicians), always with a reason; a technician asks for a correction instead. Every change is
// kept as the session's history; the original punch is the first change's `before`.

const CORRECTION_REASON_MAX = 500;
const CORRECTION_NOTE_MAX = 1000;
export const BREAKS_PER_SESSION_MAX = 20;

// Messages of the bad input; the server answers them as 400 or 409.
// The text requiredText('Reason', …) answers for a missing or blank reason: one text for both.
export const REASON_REQUIRED_MESSAGE = 'Reason is required';
export const CLOCK_OUT_BEFORE_IN_MESSAGE = 'Clock-out must be after clock-in';
export const BREAK_OUTSIDE_SESSION_MESSAGE = 'A break must fall inside its session';
export const BREAKS_OVERLAP_MESSAGE = 'Breaks may not overlap';
export const BREAK_ORDER_MESSAGE = 'A break must end after it starts';
export const FUTURE_TIME_MESSAGE = 'A time cannot be in the future';
export const CORRECTION_OWNER_MESSAGE = 'You can only request corrections of your own time.';
export const PERIOD_LOCKED_MESSAGE =
  'This pay period is locked. An admin must unlock it before its time can change.';
export const WEEK_APPROVED_MESSAGE =
  'This week is approved. Un-approve it before its time can change.';
export const OWN_PUNCHES_MESSAGE =
  'Technicians cannot edit their own punches. Request a correction instead.';
export const OTHER_STORE_MESSAGE = "You can only correct the time of your store's technicians.";

const reason = requiredText('Reason', CORRECTION_REASON_MAX, { isMultiLine: true });

/** A break as written in a correction: both ends, inside the session. */
const BreakInputSchema = z.object({
  startTime: instantSchema('startTime'),
  endTime: instantSchema('endTime'),
});
export type BreakInput = z.infer<typeof BreakInputSchema>;

/** PATCH /api/time-sessions/{id}: only the fields sent change; `breaks` replaces the whole list. */
export const PatchTimeSessionInputSchema = z.object({
  clockInTime: instantSchema('clockInTime').optional(),
  /** null reopens nothing: an open session is closed by sending a time; null is refused. */
  clockOutTime: instantSchema('clockOutTime').optional(),
  breaks: z
    .array(BreakInputSchema, { message: 'breaks must be a list' })
    .max(BREAKS_PER_SESSION_MAX, {
      message: `A session holds at most ${String(BREAKS_PER_SESSION_MAX)} breaks`,
    })
    .optional(),
  notes: optionalText('Notes', TIME_SESSION_NOTES_MAX, { isMultiLine: true }).optional(),
  reason,
});
export type PatchTimeSessionInput = z.input<typeof PatchTimeSessionInputSchema>;

/** POST /api/time-sessions: a missed session, added afterwards with a reason. */
export const CreateTimeSessionInputSchema = z.object({
  userId: IdSchema,
  ticketId: IdSchema.nullish().transform((value) => value ?? null),
  clockInTime: instantSchema('clockInTime'),
  clockOutTime: instantSchema('clockOutTime'),
  breaks: z
    .array(BreakInputSchema, { message: 'breaks must be a list' })
    .max(BREAKS_PER_SESSION_MAX, {
      message: `A session holds at most ${String(BREAKS_PER_SESSION_MAX)} breaks`,
    })
    .default([]),
  notes: optionalText('Notes', TIME_SESSION_NOTES_MAX, { isMultiLine: true }),
  reason,
});
export type CreateTimeSessionInput = z.input<typeof CreateTimeSessionInputSchema>;

/** POST /api/time-sessions/{id}/correction-requests: the technician's own session. */
export const CorrectionRequestInputSchema = z.object({
  note: requiredText('Note', CORRECTION_NOTE_MAX, { isMultiLine: true }),
});
export type CorrectionRequestInput = z.input<typeof CorrectionRequestInputSchema>;

export const CorrectionRequestSchema = z.object({
  id: IdSchema,
  sessionId: IdSchema,
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  note: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
});
export type CorrectionRequest = z.infer<typeof CorrectionRequestSchema>;

/** What a history entry records of the session, before and after a change. */
const SessionSnapshotSchema = z.object({
  clockInTime: z.string(),
  clockOutTime: z.string().nullable(),
  breaks: z.array(z.object({ startTime: z.string(), endTime: z.string().nullable() })),
  notes: z.string().nullable(),
});
export type SessionSnapshot = z.infer<typeof SessionSnapshotSchema>;

const TIME_SESSION_CHANGE_KINDS = [
  'created',
  'edited',
  'correction-requested',
  'correction-resolved',
] as const;

/** GET /api/time-sessions/{id}/history: oldest first. */
export const TimeSessionChangeSchema = z.object({
  id: IdSchema,
  sessionId: IdSchema,
  kind: z.enum(TIME_SESSION_CHANGE_KINDS),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  before: SessionSnapshotSchema.nullable(),
  after: SessionSnapshotSchema.nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TimeSessionChange = z.infer<typeof TimeSessionChangeSchema>;
