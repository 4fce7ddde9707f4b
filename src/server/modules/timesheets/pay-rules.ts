import type { SettingsRow } from './timesheets.repository.ts';
import type { PayRules } from './overtime.ts';

// The settings row (decision 035 §3) as the pure overtime split and the break rule read it: a
// switched-off threshold is null. Kept here until the settings module's own `payRules` is merged.

/** The migration's defaults, for a database whose settings row is missing. */
export const DEFAULT_SETTINGS: SettingsRow = {
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
};

export function payRulesOf(settings: SettingsRow): PayRules {
  return {
    breaksPaid: settings.breaksPaid,
    roundingMinutes: settings.roundingMinutes,
    dailyOvertimeMinutes: settings.dailyOvertimeEnabled ? settings.dailyOvertimeMinutes : null,
    doubleTimeMinutes: settings.doubleTimeEnabled ? settings.doubleTimeMinutes : null,
    weeklyOvertimeMinutes: settings.weeklyOvertimeEnabled ? settings.weeklyOvertimeMinutes : null,
  };
}

export interface BreakRule {
  /** null: the rule is off. */
  afterMinutes: number | null;
  minutes: number;
}

export function breakRuleOf(settings: SettingsRow): BreakRule {
  return {
    afterMinutes: settings.breakRuleEnabled ? settings.breakRuleAfterMinutes : null,
    minutes: settings.breakRuleMinutes,
  };
}
