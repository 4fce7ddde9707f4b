import { z } from 'zod';

import type { TimeSettings, TimeSettingsInput } from '#contract/schemas/time-settings.ts';
import { TimeSettingsInputSchema } from '#contract/schemas/time-settings.ts';

// The Settings screen shows thresholds in hours; the server keeps whole minutes (decision 035 §3).
// The form's fields carry the input's names, so the schema's and the server's messages land under
// the field they are about; the hour fields hold text as typed ("7.5").

const HOURS_MESSAGE = 'Enter hours as a number, e.g. 8 or 7.5';
const MINUTES_MESSAGE = 'Enter whole minutes, e.g. 30';

const hours = z
  .string()
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, { message: HOURS_MESSAGE });
const wholeMinutes = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, { message: MINUTES_MESSAGE });

function hoursToMinutes(text: string): number {
  return Math.round(Number(text) * 60);
}

/** 480 → "8", 450 → "7.5", 500 → "8.33". */
export function minutesToHours(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

const TimeSettingsFormFields = z.object({
  breaksPaid: z.enum(['paid', 'unpaid']),
  breakRuleEnabled: z.boolean(),
  breakRuleAfterMinutes: hours,
  breakRuleMinutes: wholeMinutes,
  roundingMinutes: z.enum(['0', '5', '15']),
  dailyOvertimeEnabled: z.boolean(),
  dailyOvertimeMinutes: hours,
  weeklyOvertimeEnabled: z.boolean(),
  weeklyOvertimeMinutes: hours,
  doubleTimeEnabled: z.boolean(),
  doubleTimeMinutes: hours,
  payPeriodLength: z.enum(['weekly', 'biweekly']),
  payPeriodAnchor: z.string(),
});
export type TimeSettingsFormValues = z.input<typeof TimeSettingsFormFields>;

/** What the form sends: the form's text turned into minutes, then the server's own rules. */
export const TimeSettingsFormSchema = TimeSettingsFormFields.transform(
  (form): TimeSettingsInput => ({
    breaksPaid: form.breaksPaid === 'paid',
    breakRuleEnabled: form.breakRuleEnabled,
    breakRuleAfterMinutes: hoursToMinutes(form.breakRuleAfterMinutes),
    breakRuleMinutes: Number(form.breakRuleMinutes),
    roundingMinutes: Number(form.roundingMinutes),
    dailyOvertimeEnabled: form.dailyOvertimeEnabled,
    dailyOvertimeMinutes: hoursToMinutes(form.dailyOvertimeMinutes),
    weeklyOvertimeEnabled: form.weeklyOvertimeEnabled,
    weeklyOvertimeMinutes: hoursToMinutes(form.weeklyOvertimeMinutes),
    doubleTimeEnabled: form.doubleTimeEnabled,
    doubleTimeMinutes: hoursToMinutes(form.doubleTimeMinutes),
    payPeriodLength: form.payPeriodLength,
    payPeriodAnchor: form.payPeriodAnchor,
  }),
).pipe(TimeSettingsInputSchema);
export type TimeSettingsFormOutput = z.output<typeof TimeSettingsFormSchema>;

export const FORM_FIELDS = Object.keys(
  TimeSettingsFormFields.shape,
) as (keyof TimeSettingsFormValues)[];

export function isFormField(path: string): path is keyof TimeSettingsFormValues {
  return (FORM_FIELDS as string[]).includes(path);
}

export function toFormValues(settings: TimeSettings): TimeSettingsFormValues {
  const rounding = String(settings.roundingMinutes);
  return {
    breaksPaid: settings.breaksPaid ? 'paid' : 'unpaid',
    breakRuleEnabled: settings.breakRuleEnabled,
    breakRuleAfterMinutes: minutesToHours(settings.breakRuleAfterMinutes),
    breakRuleMinutes: String(settings.breakRuleMinutes),
    roundingMinutes: rounding === '5' || rounding === '15' ? rounding : '0',
    dailyOvertimeEnabled: settings.dailyOvertimeEnabled,
    dailyOvertimeMinutes: minutesToHours(settings.dailyOvertimeMinutes),
    weeklyOvertimeEnabled: settings.weeklyOvertimeEnabled,
    weeklyOvertimeMinutes: minutesToHours(settings.weeklyOvertimeMinutes),
    doubleTimeEnabled: settings.doubleTimeEnabled,
    doubleTimeMinutes: minutesToHours(settings.doubleTimeMinutes),
    payPeriodLength: settings.payPeriodLength,
    payPeriodAnchor: settings.payPeriodAnchor,
  };
}
