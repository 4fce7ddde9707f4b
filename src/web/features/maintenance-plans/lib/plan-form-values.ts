import { z } from 'zod';

import { PM_PLAN_SCOPES, PmPlanInputSchema } from '#contract/schemas/pm-plan.ts';
import type { PmPlan, PmPlanInput, PmPlanScope, PmPlanValues } from '#contract/schemas/pm-plan.ts';
import { TICKET_PRIORITIES } from '#contract/schemas/ticket.ts';
import type { TicketPriority } from '#contract/schemas/ticket.ts';

import { buildRrule, DEFAULT_RECURRENCE, parseRrule, WEEKDAYS } from './rrule-builder.ts';
import type { Recurrence, RecurrenceUnit, Weekday } from './rrule-builder.ts';

/**
 * What the editor's controls hold: text for the number fields (as typed), the builder's values
 * instead of the rule line, and the checklist as rows (react-hook-form's field arrays need
 * objects). The form schema turns them into PmPlanInputSchema's input and validates with it, so
 * the contract's messages land under the fields.
 */
export interface PlanFormValues {
  title: string;
  description: string;
  scope: PmPlanScope;
  /** The store whose units the equipment picker lists (an 'equipment' plan). */
  equipmentStoreId: string;
  equipmentId: string;
  categoryId: string;
  locationIds: string[];
  unit: RecurrenceUnit;
  interval: string;
  weekdays: Weekday[];
  monthDay: string;
  /** A rule the builder cannot show, kept as it is; null when the builder writes the rule. */
  customRule: string | null;
  startDate: string;
  dueTime: string;
  leadDays: string;
  priority: TicketPriority;
  defaultTechnicianId: string;
  estimatedMinutes: string;
  checklist: { text: string }[];
}

/** The technician picker's 'Unassigned' (a select's option cannot have an empty value). */
export const NO_TECHNICIAN = 'none';

const INTERVAL_MESSAGE = 'Repeat every must be a whole number from 1 to 999';

/** The builder's values, or null when the interval is not a whole number from 1 to 999. */
export function recurrenceOf(
  values: Pick<PlanFormValues, 'unit' | 'interval' | 'weekdays' | 'monthDay'>,
): Recurrence | null {
  const interval = values.interval.trim();
  if (!/^\d{1,3}$/.test(interval) || Number(interval) < 1) return null;
  return {
    unit: values.unit,
    interval: Number(interval),
    weekdays: values.weekdays,
    monthDay: values.monthDay === 'last' ? 'last' : Number(values.monthDay),
  };
}

/** The rule line the form stands for (the custom rule, or the builder's), or null. */
export function rruleOf(values: PlanFormValues): string | null {
  if (values.customRule !== null) return values.customRule;
  const recurrence = recurrenceOf(values);
  return recurrence ? buildRrule(recurrence) : null;
}

// A blank or non-number field becomes NaN, which the contract refuses with its own message
// ('Lead time must be a number of days').
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const FormShapeSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    scope: z.enum(PM_PLAN_SCOPES),
    equipmentStoreId: z.string(),
    equipmentId: z.string(),
    categoryId: z.string(),
    locationIds: z.array(z.string()),
    unit: z.enum(['days', 'weeks', 'months']),
    interval: z.string(),
    weekdays: z.array(z.enum(WEEKDAYS)),
    monthDay: z.string(),
    customRule: z.string().nullable(),
    startDate: z.string(),
    dueTime: z.string(),
    leadDays: z.string(),
    priority: z.enum(TICKET_PRIORITIES),
    defaultTechnicianId: z.string(),
    estimatedMinutes: z.string(),
    checklist: z.array(z.object({ text: z.string() })),
  })
  .superRefine((values, ctx) => {
    if (values.customRule === null && !recurrenceOf(values)) {
      ctx.addIssue({ code: 'custom', path: ['interval'], message: INTERVAL_MESSAGE });
    }
  });

/** The editor's schema: its values become the API's input and pass the contract's checks. */
export const PlanFormSchema = FormShapeSchema.transform((values): PmPlanInput => {
  const isEquipment = values.scope === 'equipment';
  return {
    title: values.title,
    description: values.description,
    scope: values.scope,
    equipmentId: isEquipment ? values.equipmentId || null : null,
    // An equipment plan's store and category come from its unit.
    categoryId: isEquipment ? null : values.categoryId || null,
    locationIds: isEquipment ? null : values.locationIds,
    rrule: rruleOf(values) ?? '',
    startDate: values.startDate,
    dueTime: values.dueTime,
    leadDays: numberOf(values.leadDays),
    priority: values.priority,
    defaultTechnicianId:
      values.defaultTechnicianId === NO_TECHNICIAN ? null : values.defaultTechnicianId || null,
    estimatedMinutes: numberOf(values.estimatedMinutes),
    checklist: values.checklist.map((item) => item.text),
  };
}).pipe(PmPlanInputSchema);

export type PlanFormOutput = PmPlanValues;

/** The editor's starting values: a new plan's defaults, or the plan being edited. */
export function planFormValuesOf(plan: PmPlan | null, today: string): PlanFormValues {
  if (!plan) {
    return {
      title: '',
      description: '',
      scope: 'equipment',
      equipmentStoreId: '',
      equipmentId: '',
      categoryId: '',
      locationIds: [],
      unit: DEFAULT_RECURRENCE.unit,
      interval: '1',
      weekdays: [],
      monthDay: '1',
      customRule: null,
      startDate: today,
      dueTime: '06:00',
      leadDays: '3',
      priority: 'medium',
      defaultTechnicianId: '',
      estimatedMinutes: '60',
      checklist: [],
    };
  }
  const recurrence = parseRrule(plan.rrule);
  return {
    title: plan.title,
    description: plan.description ?? '',
    scope: plan.scope,
    equipmentStoreId: plan.scope === 'equipment' ? (plan.locations[0]?.id ?? '') : '',
    equipmentId: plan.equipment?.id ?? '',
    categoryId: plan.scope === 'equipment' ? '' : plan.categoryId,
    locationIds: plan.scope === 'equipment' ? [] : plan.locations.map((store) => store.id),
    unit: recurrence?.unit ?? DEFAULT_RECURRENCE.unit,
    interval: String(recurrence?.interval ?? 1),
    weekdays: recurrence?.weekdays ?? [],
    monthDay: String(recurrence?.monthDay ?? 1),
    customRule: recurrence ? null : plan.rrule,
    startDate: plan.startDate,
    dueTime: plan.dueTime,
    leadDays: String(plan.leadDays),
    priority: plan.priority,
    defaultTechnicianId: plan.defaultTechnician?.id ?? '',
    estimatedMinutes: String(plan.estimatedMinutes),
    checklist: plan.checklist.map((item) => ({ text: item.text })),
  };
}

/** The form fields a server refusal's issue path may name (its other paths show above the form). */
export const SERVER_FIELD_OF: Record<string, keyof PlanFormValues> = {
  title: 'title',
  description: 'description',
  equipmentId: 'equipmentId',
  categoryId: 'categoryId',
  locationIds: 'locationIds',
  rrule: 'interval',
  startDate: 'startDate',
  dueTime: 'dueTime',
  leadDays: 'leadDays',
  priority: 'priority',
  defaultTechnicianId: 'defaultTechnicianId',
  estimatedMinutes: 'estimatedMinutes',
  checklist: 'checklist',
};
