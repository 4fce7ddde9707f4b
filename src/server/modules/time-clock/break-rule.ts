import type { TimeSettings } from '#contract/schemas/time-settings.ts';

// Decision 035 §4: the chain's required-break rule, computed on read with the current settings
// (nothing is stored). Pure, so the time report and the timesheets flag a session the same way.

interface BreakRuleSession {
  /** null while the session runs: a running session is never flagged. */
  clockOutTime: string | Date | null;
  workedMinutes: number | null;
  breakMinutes: number;
}

export type BreakRule = Pick<
  TimeSettings,
  'breakRuleEnabled' | 'breakRuleAfterMinutes' | 'breakRuleMinutes'
>;

/** A closed session worked longer than the rule's threshold with less than the required break. */
export function violatesBreakRule(session: BreakRuleSession, rule: BreakRule): boolean {
  if (!rule.breakRuleEnabled || session.clockOutTime === null || session.workedMinutes === null) {
    return false;
  }
  return (
    session.workedMinutes > rule.breakRuleAfterMinutes &&
    session.breakMinutes < rule.breakRuleMinutes
  );
}
