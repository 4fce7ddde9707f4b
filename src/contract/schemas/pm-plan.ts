import { z } from 'zod';

import {
  ClockTimeSchema,
  DaySchema,
  IdSchema,
  optionalText,
  requiredText,
  singleLineText,
} from './common.ts';
import { TicketPrioritySchema } from './ticket.ts';

// Decision 034: preventive maintenance plans. A plan's recurrence is an RFC 5545
// RRULE (the rule line alone, e.g. `FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1`) read in the business
// time zone from `startDate` at `dueTime`; the server computes it with the `rrule` package.

export const PM_PLAN_SCOPES = ['equipment', 'category', 'store'] as const;
export type PmPlanScope = (typeof PM_PLAN_SCOPES)[number];
const PmPlanScopeSchema = z.enum(PM_PLAN_SCOPES, {
  message: `Scope must be one of: ${PM_PLAN_SCOPES.join(', ')}`,
});

export const PM_PLAN_STATUSES = ['active', 'paused'] as const;
export type PmPlanStatus = (typeof PM_PLAN_STATUSES)[number];

export const PM_TITLE_MAX = 200;
export const PM_DESCRIPTION_MAX = 2000;
const PM_RRULE_MAX = 500;
const PM_LEAD_DAYS_MAX = 365;
const PM_ESTIMATE_MAX_MINUTES = 1440;
export const CHECKLIST_MAX_ITEMS = 50;
export const CHECKLIST_ITEM_MAX = 200;
const PM_PREVIEW_MAX = 52;

// Messages of the bad input the issue names; the server answers them as 400s.
export const RRULE_INVALID_MESSAGE = 'Recurrence is not a valid RRULE';
export const RRULE_NEVER_OCCURS_MESSAGE = 'Recurrence never occurs';
export const RRULE_TOO_FREQUENT_MESSAGE = 'Recurrence may not be more often than daily';
/**
 * Decision 039: a recurrence is expanded at most this many years past where its dates may begin (and
 * at most 10,000 candidate days); a rule whose next date lies further answers this.
 */
export const RRULE_HORIZON_YEARS = 10;
export const RRULE_NO_DATE_SOON_MESSAGE = `This rule has no date in the next ${String(RRULE_HORIZON_YEARS)} years`;
export const LEAD_TIME_TOO_LONG_MESSAGE =
  'Lead time must be shorter than the time between due dates';
export const RETIRED_EQUIPMENT_MESSAGE = 'Retired equipment cannot get a maintenance plan';
export const CHECKLIST_TOO_LONG_MESSAGE = `A checklist holds at most ${String(CHECKLIST_MAX_ITEMS)} items`;

/** A checklist item's text; an item as a plan answers it (`{ id, text }`) is taken by its text. */
const ChecklistTextSchema = z.preprocess(
  (item) => (typeof item === 'object' && item !== null && 'text' in item ? item.text : item),
  requiredText('Checklist item', CHECKLIST_ITEM_MAX),
);

const ChecklistTextsSchema = z
  .array(ChecklistTextSchema, {
    message: 'Checklist must be a list of items',
  })
  .max(CHECKLIST_MAX_ITEMS, { message: CHECKLIST_TOO_LONG_MESSAGE });

/** A checklist item of a plan; generated tickets get a copy. */
const PmChecklistItemSchema = z.object({ id: z.string(), text: z.string() });
export type PmChecklistItem = z.infer<typeof PmChecklistItemSchema>;

const NamedRefSchema = z.object({ id: IdSchema, name: z.string() });

/** A plan as the API answers it. */
export const PmPlanSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string().nullable(),
  scope: PmPlanScopeSchema,
  /** The unit of an 'equipment' plan, else null. */
  equipment: NamedRefSchema.nullable(),
  /** The write's fields too, so the answer can be sent back as it is (decision 039, DESIGN.md §5). */
  equipmentId: IdSchema.nullable(),
  categoryId: IdSchema,
  category: z.string(),
  /** The stores the plan covers (an 'equipment' plan: its unit's store). */
  locations: z.array(NamedRefSchema),
  locationIds: z.array(IdSchema),
  rrule: z.string(),
  startDate: z.string(),
  dueTime: z.string(),
  /** The recurrence in words, e.g. 'Every 3 months on the 1st at 06:00'. */
  recurrenceText: z.string(),
  leadDays: z.number().int(),
  priority: TicketPrioritySchema,
  defaultTechnician: NamedRefSchema.nullable(),
  defaultTechnicianId: IdSchema.nullable(),
  estimatedMinutes: z.number().int(),
  checklist: z.array(PmChecklistItemSchema),
  status: z.enum(PM_PLAN_STATUSES),
  /** The next due instant of any covered unit, or null (paused, or no more occurrences). */
  nextDueAt: z.string().nullable(),
  /** When a ticket of this plan was last completed, or null. */
  lastDoneAt: z.string().nullable(),
  /** Share (0..1) of due occurrences completed by their due day, or null before the first is due. */
  onTimeRate: z.number().nullable(),
  /** Units the plan covers now (an 'equipment' or 'store' plan: one per store). */
  unitCount: z.number().int(),
  templateId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PmPlan = z.infer<typeof PmPlanSchema>;

const LeadDaysSchema = z
  .number({ message: 'Lead time must be a number of days' })
  .int({ message: 'Lead time must be a whole number of days' })
  .min(0, { message: 'Lead time cannot be negative' })
  .max(PM_LEAD_DAYS_MAX, {
    message: `Lead time must be at most ${String(PM_LEAD_DAYS_MAX)} days`,
  });

/** The recurrence fields, shared by a plan and the preview of a draft. */
const RecurrenceInputSchema = z.object({
  rrule: singleLineText('Recurrence', PM_RRULE_MAX, { isRequired: true }),
  startDate: DaySchema,
  dueTime: ClockTimeSchema,
});
export type RecurrenceInput = z.infer<typeof RecurrenceInputSchema>;

/**
 * POST /api/pm-plans, PUT /api/pm-plans/{id} (admins). An 'equipment' plan names its unit (its
 * store and category come from it); 'category' and 'store' plans name a category and their stores.
 */
export const PmPlanInputSchema = RecurrenceInputSchema.extend({
  title: requiredText('Title', PM_TITLE_MAX),
  description: optionalText('Description', PM_DESCRIPTION_MAX, { isMultiLine: true }),
  scope: PmPlanScopeSchema,
  equipmentId: IdSchema.nullish(),
  categoryId: IdSchema.nullish(),
  locationIds: z.array(IdSchema).max(500).nullish(),
  leadDays: LeadDaysSchema,
  priority: TicketPrioritySchema,
  defaultTechnicianId: IdSchema.nullish(),
  estimatedMinutes: z
    .number({ message: 'Estimated duration must be a number of minutes' })
    .int({ message: 'Estimated duration must be whole minutes' })
    .min(1, { message: 'Estimated duration must be at least 1 minute' })
    .max(PM_ESTIMATE_MAX_MINUTES, { message: 'Estimated duration must be at most 24 hours' }),
  checklist: ChecklistTextsSchema.default([]),
  /** Issue 36: save although another plan overlaps it (the 409 PM_PLAN_OVERLAP named it). */
  confirmOverlap: z.boolean().nullish(),
}).superRefine((value, ctx) => {
  if (value.scope === 'equipment' && !value.equipmentId) {
    ctx.addIssue({ code: 'custom', path: ['equipmentId'], message: 'Choose the equipment' });
  }
  if (value.scope !== 'equipment') {
    if (!value.categoryId) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'Choose a category' });
    }
    if (!value.locationIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['locationIds'], message: 'Choose at least one store' });
    }
  }
});
export type PmPlanInput = z.input<typeof PmPlanInputSchema>;
export type PmPlanValues = z.output<typeof PmPlanInputSchema>;

/** GET /api/pm-plans: admins see every plan, managers the plans covering their stores. */
export const PmPlanListQuerySchema = z.object({
  locationId: IdSchema.optional(),
  status: z.enum(PM_PLAN_STATUSES, { message: 'Status must be active or paused' }).optional(),
});

/** GET /api/pm-plans/{id}/preview?count=12 and POST /api/pm-plans/preview (a draft's recurrence). */
export const PmPreviewQuerySchema = z.object({
  count: z.coerce
    .number({ message: 'count must be a number' })
    .int({ message: 'count must be a whole number' })
    .min(1, { message: 'count must be at least 1' })
    .max(PM_PREVIEW_MAX, { message: `count must be at most ${String(PM_PREVIEW_MAX)}` })
    .default(12),
});
export const PmDraftPreviewInputSchema = RecurrenceInputSchema.extend({
  leadDays: LeadDaysSchema.default(0),
  count: PmPreviewQuerySchema.shape.count,
});
export const PmPreviewSchema = z.object({
  recurrenceText: z.string(),
  /** The next due instants from now (business time zone wall time at dueTime). */
  dueDates: z.array(z.string()),
});
export type PmPreview = z.infer<typeof PmPreviewSchema>;

/** A library template (GET /api/pm-templates), written by us. */
export const PmTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The category whose units it covers ('category' scope) or whose work it is ('store' scope). */
  category: z.string(),
  scope: z.enum(['category', 'store']),
  rrule: z.string(),
  dueTime: z.string(),
  recurrenceText: z.string(),
  leadDays: z.number().int(),
  priority: TicketPrioritySchema,
  estimatedMinutes: z.number().int(),
  checklist: z.array(z.string()),
});
export type PmTemplate = z.infer<typeof PmTemplateSchema>;

/** POST /api/pm-templates/{id}/apply: one plan per template for the chosen stores in one step. */
export const ApplyPmTemplateInputSchema = z.object({
  locationIds: z
    .array(IdSchema, { message: 'locationIds must be a list of store ids' })
    .min(1, { message: 'Choose at least one store' })
    .max(500),
  startDate: DaySchema.nullish(),
  defaultTechnicianId: IdSchema.nullish(),
  /** Issue 36: apply although another plan overlaps it (the 409 PM_PLAN_OVERLAP named it). */
  confirmOverlap: z.boolean().nullish(),
});
export const ApplyPmTemplateResultSchema = z.object({ plans: z.array(PmPlanSchema) });

/** GET /api/pm-plans/due?from=&to=: upcoming due dates for the calendar, scoped like the plans. */
export const PmDueQuerySchema = z.object({
  from: DaySchema,
  to: DaySchema,
  locationId: IdSchema.optional(),
});
export const PmDueDateSchema = z.object({
  planId: IdSchema,
  title: z.string(),
  dueAt: z.string(),
  locationId: IdSchema,
  location: z.string(),
  equipment: NamedRefSchema.nullable(),
  /** The generated ticket, once there is one. */
  ticketId: IdSchema.nullable(),
  ticketNumber: z.number().int().nullable(),
  status: z.enum(['upcoming', 'generated', 'missed']),
});
export type PmDueDate = z.infer<typeof PmDueDateSchema>;

/** GET /api/reports/pm-compliance?from=&to=&locationId= (admins; managers for their stores). */
export const PmComplianceQuerySchema = z.object({
  from: DaySchema,
  to: DaySchema,
  locationId: IdSchema.optional(),
});
const ComplianceCountsSchema = z.object({
  /** Occurrences due in the period (generated or missed). */
  due: z.number().int(),
  /** Completed by the end of their due day (business time zone). */
  onTime: z.number().int(),
  /** Completed after their due day. */
  late: z.number().int(),
  /** Never generated (the server was down), or generated and still open after their due day. */
  missed: z.number().int(),
  /** Generated, not completed, and their due day has not ended. */
  open: z.number().int(),
  /** onTime / (due - open), rounded to a whole percent; null when nothing is settled yet. */
  compliancePercent: z.number().int().nullable(),
});
const PmComplianceRowSchema = ComplianceCountsSchema.extend({
  locationId: IdSchema,
  location: z.string(),
  /** YYYY-MM, the business month of the due dates. */
  month: z.string(),
});
export const PmComplianceReportSchema = z.object({
  rows: z.array(PmComplianceRowSchema),
  totals: ComplianceCountsSchema,
});
export type PmComplianceReport = z.infer<typeof PmComplianceReportSchema>;
