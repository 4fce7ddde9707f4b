import { TIME_SETTINGS_DEFAULTS } from '#contract/schemas/time-settings.ts';
import type { SettingsRow } from './timesheets.repository.ts';

// Decision 035 §3: the settings row's defaults, for a database whose row is missing. The rules
// are read from it by the settings module's `payRules` and the time clock's `violatesBreakRule`.

/** The migration's defaults, for a database whose settings row is missing. */
export const DEFAULT_SETTINGS: SettingsRow = TIME_SETTINGS_DEFAULTS;
