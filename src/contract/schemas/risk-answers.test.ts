import { describe, expect, it } from 'vitest';

import { priorityFromRiskAnswers, RiskAnswersSchema } from './risk-answers.ts';

// Issue 38: the three risk answers set the priority by docs/ai-labelling-rules.md.

const NONE = { peopleAtRisk: false, foodAtRisk: false, canServe: true };

describe('priorityFromRiskAnswers', () => {
  it.each([
    [{ ...NONE, peopleAtRisk: true }, 'urgent', /someone could be hurt/],
    [{ ...NONE, foodAtRisk: true }, 'urgent', /food is at risk/],
    [{ ...NONE, canServe: false }, 'urgent', /cannot serve customers/],
  ])('a risk to people, food or service is urgent (%#)', (answers, priority, reason) => {
    const outcome = priorityFromRiskAnswers(answers, 'low');
    expect(outcome.priority).toBe(priority);
    expect(outcome.reason).toMatch(reason);
  });

  it('with nothing at risk keeps a low suggestion and never leaves an urgent one', () => {
    expect(priorityFromRiskAnswers(NONE, 'low').priority).toBe('low');
    expect(priorityFromRiskAnswers(NONE, 'medium').priority).toBe('medium');
    expect(priorityFromRiskAnswers(NONE, 'urgent')).toEqual({
      priority: 'medium',
      reason: 'Medium: no one and no food is at risk, and the store can still serve customers.',
    });
  });
});

describe('RiskAnswersSchema', () => {
  it('takes three booleans and names the one that is not', () => {
    expect(RiskAnswersSchema.safeParse(NONE).success).toBe(true);
    const refused = RiskAnswersSchema.safeParse({ ...NONE, canServe: 'yes' });
    expect(refused.error?.issues[0]?.message).toBe('riskAnswers.canServe must be true or false');
  });
});
