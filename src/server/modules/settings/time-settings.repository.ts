import { eq } from 'drizzle-orm';

import type { TimeSettings, TimeSettingsInput } from '#contract/schemas/time-settings.ts';

import type { Database, Executor } from '../../db/database.ts';
import { timeSettings, users } from '../../db/schema.ts';

// The chain's one row of time rules (id 1, inserted by migration 0011; decision 035 §3).
const SETTINGS_ID = 1;

export function createTimeSettingsRepository(db: Database) {
  return {
    async get(executor: Executor = db): Promise<TimeSettings> {
      const [row] = await executor
        .select({ settings: timeSettings, updatedByName: users.name })
        .from(timeSettings)
        .leftJoin(users, eq(timeSettings.updatedBy, users.id))
        .where(eq(timeSettings.id, SETTINGS_ID))
        .limit(1);
      if (!row) throw new Error('time_settings row 1 is missing (migration 0011 inserts it)');
      const { settings, updatedByName } = row;
      return {
        breaksPaid: settings.breaksPaid,
        breakRuleEnabled: settings.breakRuleEnabled,
        breakRuleAfterMinutes: settings.breakRuleAfterMinutes,
        breakRuleMinutes: settings.breakRuleMinutes,
        roundingMinutes: settings.roundingMinutes,
        dailyOvertimeEnabled: settings.dailyOvertimeEnabled,
        dailyOvertimeMinutes: settings.dailyOvertimeMinutes,
        weeklyOvertimeEnabled: settings.weeklyOvertimeEnabled,
        weeklyOvertimeMinutes: settings.weeklyOvertimeMinutes,
        doubleTimeEnabled: settings.doubleTimeEnabled,
        doubleTimeMinutes: settings.doubleTimeMinutes,
        payPeriodLength: settings.payPeriodLength,
        payPeriodAnchor: settings.payPeriodAnchor,
        updatedAt: settings.updatedAt.toISOString(),
        updatedBy:
          settings.updatedBy === null || updatedByName === null
            ? null
            : { id: settings.updatedBy, name: updatedByName },
      };
    },

    async update(
      values: TimeSettingsInput,
      actor: { id: string; at: Date },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(timeSettings)
        .set({ ...values, updatedAt: actor.at, updatedBy: actor.id })
        .where(eq(timeSettings.id, SETTINGS_ID));
    },
  };
}

export type TimeSettingsRepository = ReturnType<typeof createTimeSettingsRepository>;
