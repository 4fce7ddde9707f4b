import { z } from 'zod';

import type { SlaSettings, SlaSettingsInput } from '#contract/schemas/sla.ts';

// Issue 39: the targets are typed in hours (0.5 for half an hour) and sent in whole minutes, the
// contract's unit; the server checks them again.

const PRIORITIES = ['urgent', 'medium', 'low'] as const;
const MAX_HOURS = 8760;

const hours = (label: string) =>
  z.string().refine(
    (text) => {
      const value = Number(text);
      return text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= MAX_HOURS;
    },
    `${label} must be a number of hours above 0 and at most ${String(MAX_HOURS)} (a year)`,
  );

const priorityFields = (priority: string) =>
  z
    .object({
      respondHours: hours(`The ${priority} respond target`),
      resolveHours: hours(`The ${priority} resolve target`),
    })
    .refine((value) => Number(value.respondHours) <= Number(value.resolveHours), {
      message: `The ${priority} respond target must not be longer than its resolve target`,
      path: ['respondHours'],
    });

export const SlaTargetsFormSchema = z.object({
  urgent: priorityFields('urgent'),
  medium: priorityFields('medium'),
  low: priorityFields('low'),
});
export type SlaTargetsFormValues = z.input<typeof SlaTargetsFormSchema>;

function minutes(text: string): number {
  return Math.max(1, Math.round(Number(text) * 60));
}

function hoursText(value: number): string {
  return String(Math.round((value / 60) * 100) / 100);
}

export function toSlaFormValues(settings: SlaSettings): SlaTargetsFormValues {
  const values = {} as SlaTargetsFormValues;
  for (const priority of PRIORITIES) {
    const target = settings.targets[priority];
    values[priority] = {
      respondHours: hoursText(target.respondMinutes),
      resolveHours: hoursText(target.resolveMinutes),
    };
  }
  return values;
}

/** The PUT body: the typed targets in minutes; the stores' hours are left as they are. */
export function toSlaInput(values: SlaTargetsFormValues): SlaSettingsInput {
  const target = (priority: (typeof PRIORITIES)[number]) => ({
    respondMinutes: minutes(values[priority].respondHours),
    resolveMinutes: minutes(values[priority].resolveHours),
  });
  return { targets: { urgent: target('urgent'), medium: target('medium'), low: target('low') } };
}
