import { z } from 'zod';

import { DaySchema } from './common.ts';

// Decision 035: the chain's time rules (GET/PUT /api/settings/time). Thresholds and breaks
// are whole minutes; the screen shows hours. Rounding applies in reports, timesheets and the payroll
// export only, never to stored punches.

const ROUNDING_CHOICES = [0, 5, 15] as const;
const PAY_PERIOD_LENGTHS = ['weekly', 'biweekly'] as const;
export type PayPeriodLength = (typeof PAY_PERIOD_LENGTHS)[number];

const PAY_PERIOD_ANCHOR_SUNDAY_MESSAGE = 'The pay period must start on a Sunday';
const THRESHOLD_ORDER_MESSAGE = 'Double time must start after the daily overtime threshold';

/** The migration's defaults (decision 035): the one copy, for a database whose row is missing. */
export const TIME_SETTINGS_DEFAULTS = {
  breaksPaid: false,
  breakRuleEnabled: false,
  breakRuleAfterMinutes: 360,
  breakRuleMinutes: 30,
  roundingMinutes: 0,
  dailyOvertimeEnabled: false,
  dailyOvertimeMinutes: 480,
  weeklyOvertimeEnabled: true,
  weeklyOvertimeMinutes: 2400,
  doubleTimeEnabled: false,
  doubleTimeMinutes: 720,
  payPeriodLength: 'weekly',
  payPeriodAnchor: '2026-01-04',
} as const;

export const TimeSettingsSchema = z.object({
  breaksPaid: z.boolean(),
  breakRuleEnabled: z.boolean(),
  /** Worked minutes after which a break is required (e.g. 360 = 6 h). */
  breakRuleAfterMinutes: z.number().int(),
  /** The required break's length (e.g. 30). */
  breakRuleMinutes: z.number().int(),
  /** 0 (none), 5 or 15: punches rounded to the nearest N minutes in reports only. */
  roundingMinutes: z.number().int(),
  dailyOvertimeEnabled: z.boolean(),
  dailyOvertimeMinutes: z.number().int(),
  weeklyOvertimeEnabled: z.boolean(),
  weeklyOvertimeMinutes: z.number().int(),
  doubleTimeEnabled: z.boolean(),
  /** Worked minutes in a business day after which time is double time. */
  doubleTimeMinutes: z.number().int(),
  payPeriodLength: z.enum(PAY_PERIOD_LENGTHS),
  /** A Sunday on which a pay period starts (YYYY-MM-DD). */
  payPeriodAnchor: z.string(),
  updatedAt: z.string(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TimeSettings = z.infer<typeof TimeSettingsSchema>;

function minutes(label: string, min: number, max: number) {
  return z
    .number({ message: `${label} must be a number of minutes` })
    .int({ message: `${label} must be a whole number of minutes` })
    .min(min, { message: `${label} must be at least ${String(min)} minutes` })
    .max(max, { message: `${label} must be at most ${String(max)} minutes` });
}

export const TimeSettingsInputSchema = z
  .object({
    breaksPaid: z.boolean({ message: 'breaksPaid must be true or false' }),
    breakRuleEnabled: z.boolean({ message: 'breakRuleEnabled must be true or false' }),
    breakRuleAfterMinutes: minutes('The break rule threshold', 60, 1440),
    breakRuleMinutes: minutes('The required break', 5, 240),
    roundingMinutes: z
      .number({ message: 'Rounding must be 0, 5 or 15 minutes' })
      .refine((value) => (ROUNDING_CHOICES as readonly number[]).includes(value), {
        message: 'Rounding must be 0, 5 or 15 minutes',
      }),
    dailyOvertimeEnabled: z.boolean({ message: 'dailyOvertimeEnabled must be true or false' }),
    dailyOvertimeMinutes: minutes('The daily overtime threshold', 60, 1440),
    weeklyOvertimeEnabled: z.boolean({ message: 'weeklyOvertimeEnabled must be true or false' }),
    weeklyOvertimeMinutes: minutes('The weekly overtime threshold', 60, 10080),
    doubleTimeEnabled: z.boolean({ message: 'doubleTimeEnabled must be true or false' }),
    doubleTimeMinutes: minutes('The double time threshold', 60, 1440),
    payPeriodLength: z.enum(PAY_PERIOD_LENGTHS, {
      message: 'The pay period must be weekly or biweekly',
    }),
    payPeriodAnchor: DaySchema.refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0, {
      message: PAY_PERIOD_ANCHOR_SUNDAY_MESSAGE,
    }),
  })
  .refine(
    (value) =>
      !value.doubleTimeEnabled ||
      !value.dailyOvertimeEnabled ||
      value.doubleTimeMinutes > value.dailyOvertimeMinutes,
    { message: THRESHOLD_ORDER_MESSAGE, path: ['doubleTimeMinutes'] },
  );
export type TimeSettingsInput = z.input<typeof TimeSettingsInputSchema>;
