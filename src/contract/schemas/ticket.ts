import { z } from 'zod';

import {
  isEndAfterStart,
  SCHEDULE_END_BEFORE_START_MESSAGE,
  scheduleRangeProblem,
} from '../utils/schedule.ts';
import {
  ClockTimeSchema,
  dayOrInstantSchema,
  DaySchema,
  IdSchema,
  InstantSchema,
  optionalText,
  requiredText,
  singleLineText,
} from './common.ts';
import { TicketEquipmentSchema } from './equipment-ref.ts';
import { TicketTriageSchema } from './ticket-triage.ts';

// Product rules §4: ticket priorities and statuses.
export const TICKET_PRIORITIES = ['low', 'medium', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUSES = [
  'open',
  'accepted',
  'in-progress',
  'waiting-for-parts',
  'waiting-for-third-party',
  'completed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TicketPrioritySchema = z.enum(TICKET_PRIORITIES, {
  message: `Priority must be one of: ${TICKET_PRIORITIES.join(', ')}`,
});
export const TicketStatusSchema = z.enum(TICKET_STATUSES, {
  message: `Status must be one of: ${TICKET_STATUSES.join(', ')}`,
});

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const COMPLETION_NOTES_MAX_LENGTH = 5000;

// architecture §6: photos are images checked by content, 10 MB each, 10 per ticket.
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTOS_PER_TICKET = 10;

/** Lists answer at most this many tickets a page; the next page's cursor is in this header. */
export const TICKETS_PAGE_DEFAULT = 100;
export const TICKETS_PAGE_MAX = 500;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The cursor of the page after `ticket` in a newest-first list. Lists answer it in the
 * x-next-cursor header; a client may also derive it from the last ticket it holds.
 */
export function ticketCursor(ticket: { submittedAt: string; id: string }): string {
  return `${ticket.submittedAt}_${ticket.id}`;
}

export function parseTicketCursor(cursor: string): { submittedAt: string; id: string } | undefined {
  const match = CURSOR_PATTERN.exec(cursor);
  if (!match?.[1] || !match[2]) return undefined;
  return { submittedAt: match[1], id: match[2] };
}

/** Issue 16: a photo shows the fault before the work (the default) or the finished work after it. */
export const TICKET_PHOTO_STAGES = ['before', 'after'] as const;
export const TicketPhotoStageSchema = z.enum(TICKET_PHOTO_STAGES, {
  message: "stage must be 'before' or 'after'",
});
export type TicketPhotoStage = z.infer<typeof TicketPhotoStageSchema>;

export const TicketPhotoSchema = z.object({
  id: IdSchema,
  /** An authenticated address answering the image bytes. */
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  stage: TicketPhotoStageSchema,
  createdAt: z.string(),
});
export type TicketPhoto = z.infer<typeof TicketPhotoSchema>;

/** A ticket as the API answers it: every field of product rules §3 plus ids and names (architecture §5). */
export const TicketSchema = z.object({
  id: IdSchema,
  ticketNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  priority: TicketPrioritySchema,
  status: TicketStatusSchema,
  /** The location's name. */
  location: z.string(),
  locationId: IdSchema,
  /** The category's name. */
  category: z.string(),
  categoryId: IdSchema,
  equipmentDown: z.boolean(),
  /** The submitter's name. */
  submittedBy: z.string(),
  submittedById: IdSchema.nullable(),
  submittedAt: z.string(),
  /** The assignee's id. */
  assignedTo: IdSchema.nullable(),
  assignedToName: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Minutes logged by the time sessions tied to this ticket, a running one included. */
  timeLogged: z.number().int(),
  scheduledStart: z.string().nullable(),
  scheduledEnd: z.string().nullable(),
  allDay: z.boolean(),
  photos: z.array(TicketPhotoSchema),
  completionNotes: z.string().nullable(),
  /** The AI triage stored at creation; answered only to admins and the assignee (canSeeTicketTriage). */
  aiTriage: TicketTriageSchema.nullable(),
  /** The unit the ticket is about (issue 18), or null. */
  equipment: TicketEquipmentSchema.nullable(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** Schedule fields as the spec's client sends them: ISO date-times, null to clear (product rules §3, §5). */
const scheduleFields = {
  scheduledStart: InstantSchema.nullish(),
  scheduledEnd: InstantSchema.nullish(),
  allDay: z.boolean({ message: 'allDay must be true or false' }).nullish(),
};

function refineSchedule(
  value: { scheduledStart?: string | null; scheduledEnd?: string | null },
  ctx: z.RefinementCtx,
): void {
  const problem = scheduleRangeProblem(value.scheduledStart, value.scheduledEnd);
  if (problem) ctx.addIssue({ code: 'custom', path: ['scheduledEnd'], message: problem });
}

/**
 * POST /api/tickets. Location and category by name, as the spec's form sends them;
 * `submittedBy` may be sent and is ignored (the session decides).
 */
export const CreateTicketInputSchema = z
  .object({
    title: requiredText('Title', TITLE_MAX_LENGTH),
    description: requiredText('Description', DESCRIPTION_MAX_LENGTH, { isMultiLine: true }),
    location: requiredText('Location', 100),
    category: requiredText('Category', 100),
    priority: TicketPrioritySchema.nullish().transform((value) => value ?? 'medium'),
    equipmentDown: z
      .boolean({ message: 'equipmentDown must be true or false' })
      .nullish()
      .transform((value) => value ?? false),
    /** Issue 18: the unit, at the ticket's store and in its category; not a retired one. */
    equipmentId: IdSchema.nullish().transform((value) => value ?? null),
    ...scheduleFields,
  })
  .superRefine(refineSchedule);
export type CreateTicketInput = z.input<typeof CreateTicketInputSchema>;
export type CreateTicketValues = z.output<typeof CreateTicketInputSchema>;

/**
 * Triage edits (issue 15, docs/decisions/023): each optional, checked as on create; store and
 * category by name or id. Here rather than in ticket-edit.ts, which reads this file's constants.
 */
export const ticketDetailFields = {
  title: requiredText('Title', TITLE_MAX_LENGTH).optional(),
  description: requiredText('Description', DESCRIPTION_MAX_LENGTH, {
    isMultiLine: true,
  }).optional(),
  priority: TicketPrioritySchema.optional(),
  location: requiredText('Location', 100).optional(),
  category: requiredText('Category', 100).optional(),
};

/**
 * PATCH /api/tickets/{id}: a status change, an assignment (assignedTo, null to unassign) with
 * an optional schedule, or triage edits of the ticket's details.
 */
export const UpdateTicketInputSchema = z
  .object({
    status: TicketStatusSchema.nullish(),
    assignedTo: IdSchema.nullish(),
    ...scheduleFields,
    ...ticketDetailFields,
  })
  .superRefine((value, ctx) => {
    const isEditing = Object.keys(ticketDetailFields).some(
      (field) => value[field as keyof typeof ticketDetailFields] !== undefined,
    );
    if (value.status == null && value.assignedTo === undefined && !isEditing) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Send a status or an assignedTo' });
    }
    refineSchedule(value, ctx);
  });
export type UpdateTicketInput = z.input<typeof UpdateTicketInputSchema>;

/** PATCH /api/tickets/{id}/schedule: set the schedule, or clear it with nulls (product rules §3). */
export const UpdateScheduleInputSchema = z.object(scheduleFields).superRefine(refineSchedule);
export type UpdateScheduleInput = z.input<typeof UpdateScheduleInputSchema>;

/** POST /api/tickets/{id}/complete. */
export const CompleteTicketInputSchema = z
  .object({
    completionNotes: optionalText('Completion notes', COMPLETION_NOTES_MAX_LENGTH, {
      isMultiLine: true,
    }),
  })
  .default({ completionNotes: null });
export type CompleteTicketInput = z.input<typeof CompleteTicketInputSchema>;
export type CompleteTicketValues = z.output<typeof CompleteTicketInputSchema>;

/** One value, repeated values or a comma-separated list, each checked against `item`. */
function listOf<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item));
}

/** A day (YYYY-MM-DD, read in the business time zone) or an instant. */
const RangeBoundSchema = dayOrInstantSchema(
  undefined,
  'must be a date as YYYY-MM-DD or an ISO 8601 date-time',
);

/** The board's sort orders (issue 15); newest first by default. */
export const TICKET_SORTS = ['newest', 'oldest', 'priority', 'scheduled', 'store'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

export const TicketSortSchema = z.enum(TICKET_SORTS, {
  message: `sort must be one of: ${TICKET_SORTS.join(', ')}`,
});

export const TicketListQuerySchema = z.object({
  status: listOf(TicketStatusSchema).optional(),
  priority: listOf(TicketPrioritySchema).optional(),
  /** A location name or id. */
  location: singleLineText('location', 100, { isRequired: true }).optional(),
  /** A category name or id. */
  category: singleLineText('category', 100, { isRequired: true }).optional(),
  /** A user id, or `unassigned`. */
  assignedTo: z
    .string()
    .regex(/^(unassigned|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
      message: 'assignedTo must be a user id or unassigned',
    })
    .optional(),
  /** Words of the title or description, or a ticket number. */
  q: singleLineText('q', 200).optional(),
  /** Scheduled range: tickets whose schedule overlaps [from, to]. A day `to` includes that day. */
  from: RangeBoundSchema.optional(),
  to: RangeBoundSchema.optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be at least 1' })
    .max(TICKETS_PAGE_MAX, { message: `limit must be at most ${String(TICKETS_PAGE_MAX)}` })
    .default(TICKETS_PAGE_DEFAULT),
  /** Opaque: the x-next-cursor header of the previous page, for the same filters and sort. */
  cursor: z.string().max(200).optional(),
  sort: TicketSortSchema.default('newest'),
});
export type TicketListQuery = z.input<typeof TicketListQuerySchema>;
export type TicketListFilter = z.output<typeof TicketListQuerySchema>;

export const TicketPhotoParamsSchema = z.object({ id: IdSchema, photoId: IdSchema });

/**
 * The create form's values (product rules §4–§5): schedule as a local day and times, converted with
 * buildScheduleRange before sending.
 */
export const CreateTicketFormSchema = z
  .object({
    location: requiredText('Location', 100),
    category: requiredText('Category', 100),
    title: requiredText('Title', TITLE_MAX_LENGTH),
    description: requiredText('Description', DESCRIPTION_MAX_LENGTH, { isMultiLine: true }),
    priority: TicketPrioritySchema,
    equipmentDown: z.boolean(),
    date: z.union([z.literal(''), DaySchema]),
    startTime: ClockTimeSchema,
    endTime: ClockTimeSchema,
    allDay: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.date && !value.allDay && !isEndAfterStart(value.startTime, value.endTime)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: SCHEDULE_END_BEFORE_START_MESSAGE,
      });
    }
  });
export type CreateTicketFormValues = z.infer<typeof CreateTicketFormSchema>;
