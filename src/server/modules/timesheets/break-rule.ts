import type { BreakRule } from './pay-rules.ts';

// Decision 035 §4: a closed session that worked more than the rule's minutes with less break than
// it requires is flagged 'Missed break'. Computed on read with the current settings; the time
// report's flag (time-clock) applies the same rule, so swap this for its `violatesBreakRule` when
// both are merged.
export function violatesBreakRule(
  session: { closed: boolean; workedMinutes: number; breakMinutes: number },
  rule: BreakRule,
): boolean {
  return (
    rule.afterMinutes !== null &&
    session.closed &&
    session.workedMinutes > rule.afterMinutes &&
    session.breakMinutes < rule.minutes
  );
}
