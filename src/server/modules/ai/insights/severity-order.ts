import type { Insight } from '#contract/schemas/ai.ts';

// Issue 38: the insights read most severe first, whichever rule found them (repeat repairs,
// missed preventive maintenance, vendor repeat visits, recurring failures): the dashboard shows the
// first three. Equal levels keep the order they came in (Array.prototype.sort is stable).

export function bySeverity(insights: readonly Insight[]): Insight[] {
  return [...insights].sort((left, right) => right.urgencyLevel - left.urgencyLevel);
}
