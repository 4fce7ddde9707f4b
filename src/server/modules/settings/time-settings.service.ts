import { canChangeSettings } from '#contract/policies/settings.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { TimeSettings, TimeSettingsInput } from '#contract/schemas/time-settings.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { PayRules } from '../timesheets/overtime.ts';
import type { TimeSettingsRepository } from './time-settings.repository.ts';

export const SETTINGS_FORBIDDEN = 'Only admins can change settings';

/** The settings fields the overtime split reads (a stored row or the API's answer). */
type PayRulesSettings = Pick<
  TimeSettings,
  | 'breaksPaid'
  | 'roundingMinutes'
  | 'dailyOvertimeEnabled'
  | 'dailyOvertimeMinutes'
  | 'doubleTimeEnabled'
  | 'doubleTimeMinutes'
  | 'weeklyOvertimeEnabled'
  | 'weeklyOvertimeMinutes'
>;

/**
 * The overtime split's rules from the settings: a switched-off threshold is null (decision 035 §5).
 * The one mapping, used by the timesheets and the payroll export.
 */
export function payRules(settings: PayRulesSettings): PayRules {
  return {
    breaksPaid: settings.breaksPaid,
    roundingMinutes: settings.roundingMinutes,
    dailyOvertimeMinutes: settings.dailyOvertimeEnabled ? settings.dailyOvertimeMinutes : null,
    doubleTimeMinutes: settings.doubleTimeEnabled ? settings.doubleTimeMinutes : null,
    weeklyOvertimeMinutes: settings.weeklyOvertimeEnabled ? settings.weeklyOvertimeMinutes : null,
  };
}

export function createTimeSettingsService(deps: {
  db: Database;
  repository: TimeSettingsRepository;
  clock: Clock;
}) {
  const { db, repository, clock } = deps;
  return {
    /** The chain's time rules; pass the caller's transaction to read them inside it. */
    async get(executor?: Executor): Promise<TimeSettings> {
      return repository.get(executor);
    },

    /** Admins only; the input is already valid (TimeSettingsInputSchema). Answers the saved row. */
    async update(actor: SessionUser, input: TimeSettingsInput): Promise<TimeSettings> {
      if (!canChangeSettings(actor)) throw forbidden(SETTINGS_FORBIDDEN);
      return db.transaction(async (tx) => {
        await repository.update(input, { id: actor.id, at: clock.now() }, tx);
        return repository.get(tx);
      });
    },
  };
}

export type TimeSettingsService = ReturnType<typeof createTimeSettingsService>;
