import { z } from 'zod';

import { IdSchema } from './common.ts';

// Issue 39 (decision 045): service-level targets per priority (GET/PUT /api/settings/sla), the
// stores' opening hours the clock runs in, and each ticket's `sla` answer. Targets are whole
// minutes of business time; the settings screen shows hours and days.

export const SLA_STATES = ['on-track', 'at-risk', 'overdue', 'met', 'missed'] as const;
export type SlaState = (typeof SLA_STATES)[number];
export const SlaStateSchema = z.enum(SLA_STATES, {
  message: `SLA state must be one of: ${SLA_STATES.join(', ')}`,
});

/** Issue 39: a ticket is at risk once 80 % of a target has run. */
export const SLA_AT_RISK_SHARE = 0.8;

/** The longest target: a year. */
const SLA_TARGET_MAX_MINUTES = 525_600;

/** Weekdays as JavaScript numbers them, in the business time zone. */
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The answer's ticket clock: deadlines as ISO instants, null on work without a target. */
export const TicketSlaSchema = z.object({
  respondBy: z.string(),
  resolveBy: z.string(),
  respondedAt: z.string().nullable(),
  state: SlaStateSchema,
  /** Since when the clock is paused (waiting for parts or a third party), or null. */
  pausedAt: z.string().nullable(),
});

const PriorityTargetsSchema = z.object({ respondMinutes: z.number(), resolveMinutes: z.number() });
const SlaTargetsSchema = z.object({
  urgent: PriorityTargetsSchema,
  medium: PriorityTargetsSchema,
  low: PriorityTargetsSchema,
});

const OpeningRangeSchema = z.object({
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number(),
  /** HH:mm. */
  opens: z.string(),
  /** HH:mm; 24:00 is the end of the day. */
  closes: z.string(),
});
export type OpeningRange = z.infer<typeof OpeningRangeSchema>;

export const SlaSettingsSchema = z.object({
  targets: SlaTargetsSchema,
  /** Stores with opening hours; every other store's clock runs 24x7. */
  storeHours: z.array(
    z.object({
      locationId: IdSchema,
      locationName: z.string(),
      hours: z.array(OpeningRangeSchema),
    }),
  ),
  updatedAt: z.string(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type SlaSettings = z.infer<typeof SlaSettingsSchema>;

function targetMinutes(label: string) {
  return z
    .number({ message: `${label} must be a number of minutes` })
    .int({ message: `${label} must be a whole number of minutes` })
    .min(1, { message: `${label} must be at least 1 minute` })
    .max(SLA_TARGET_MAX_MINUTES, { message: `${label} must be at most 365 days` });
}

function priorityTargets(priority: string) {
  return z
    .object({
      respondMinutes: targetMinutes(`The ${priority} respond target`),
      resolveMinutes: targetMinutes(`The ${priority} resolve target`),
    })
    .refine((value) => value.respondMinutes <= value.resolveMinutes, {
      message: `The ${priority} respond target must not be longer than its resolve target`,
      path: ['respondMinutes'],
    });
}

const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an HH:mm (24:00 allowed as a closing time), or null. */
export function clockMinutes(value: string, isClosing = false): number | null {
  if (isClosing && value === '24:00') return 1440;
  if (!CLOCK_PATTERN.test(value)) return null;
  const [hours, minutes] = value.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

const OpeningRangeInputSchema = z
  .object({
    weekday: z
      .number({ message: 'weekday must be a number from 0 (Sunday) to 6 (Saturday)' })
      .int({ message: 'weekday must be a number from 0 (Sunday) to 6 (Saturday)' })
      .min(0, { message: 'weekday must be a number from 0 (Sunday) to 6 (Saturday)' })
      .max(6, { message: 'weekday must be a number from 0 (Sunday) to 6 (Saturday)' }),
    opens: z
      .string({ message: 'Opening time must be a time as HH:mm' })
      .refine((value) => clockMinutes(value) !== null, {
        message: 'Opening time must be a time as HH:mm',
      }),
    closes: z
      .string({ message: 'Closing time must be a time as HH:mm' })
      .refine((value) => clockMinutes(value, true) !== null, {
        message: 'Closing time must be a time as HH:mm (24:00 for midnight)',
      }),
  })
  .refine(
    (range) => (clockMinutes(range.closes, true) ?? 0) > (clockMinutes(range.opens) ?? 1440),
    { message: 'Closing time must be after opening time', path: ['closes'] },
  );

/** The first two ranges of one weekday that overlap, or undefined. */
function overlapIn(hours: readonly OpeningRange[]): [OpeningRange, OpeningRange] | undefined {
  const sorted = [...hours].sort(
    (a, b) => a.weekday - b.weekday || (clockMinutes(a.opens) ?? 0) - (clockMinutes(b.opens) ?? 0),
  );
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (!previous || !current || previous.weekday !== current.weekday) continue;
    if ((clockMinutes(current.opens) ?? 0) < (clockMinutes(previous.closes, true) ?? 0)) {
      return [previous, current];
    }
  }
  return undefined;
}

export const SlaSettingsInputSchema = z.object({
  targets: z.object(
    {
      urgent: priorityTargets('urgent'),
      medium: priorityTargets('medium'),
      low: priorityTargets('low'),
    },
    { message: 'targets must give urgent, medium and low' },
  ),
  /** When sent, replaces every store's hours (a store left out runs 24x7); absent, unchanged. */
  storeHours: z
    .array(
      z
        .object({
          locationId: IdSchema,
          hours: z.array(OpeningRangeInputSchema).max(50, { message: 'At most 50 ranges a store' }),
        })
        .superRefine((store, context) => {
          const overlap = overlapIn(store.hours);
          if (!overlap) return;
          const [first, second] = overlap;
          context.addIssue({
            code: 'custom',
            path: ['hours'],
            message: `Opening hours overlap on ${WEEKDAY_NAMES[first.weekday] ?? 'a day'}: ${first.opens}–${first.closes} and ${second.opens}–${second.closes}`,
          });
        }),
    )
    .superRefine((stores, context) => {
      const seen = new Set<string>();
      for (const store of stores) {
        if (seen.has(store.locationId)) {
          context.addIssue({ code: 'custom', message: 'Each store may be listed once' });
          return;
        }
        seen.add(store.locationId);
      }
    })
    .optional(),
});
export type SlaSettingsInput = z.infer<typeof SlaSettingsInputSchema>;
