import { z } from 'zod';

// Issue 38: when the triage is unsure how urgent a report is (needsRiskQuestions), the create form asks
// three one-tap questions. The answers set the priority by docs/ai-labelling-rules.md (people, food or
// service at risk is urgent), are sent with the ticket as `riskAnswers` and stored with it; the
// manager may still choose another priority.

export const RISK_QUESTIONS = [
  {
    key: 'peopleAtRisk',
    text: 'Is anyone at risk (fire, gas, shock, water, injury, someone trapped)?',
  },
  { key: 'foodAtRisk', text: 'Is food at risk (cold food warming, no hot water)?' },
  { key: 'canServe', text: 'Can the store still serve customers?' },
] as const;

const answer = (key: string) => z.boolean({ message: `riskAnswers.${key} must be true or false` });

export const RiskAnswersSchema = z.object(
  {
    peopleAtRisk: answer('peopleAtRisk'),
    foodAtRisk: answer('foodAtRisk'),
    canServe: answer('canServe'),
  },
  { message: 'riskAnswers must be an object of true or false answers' },
);
export type RiskAnswers = z.infer<typeof RiskAnswersSchema>;

type Priority = 'low' | 'medium' | 'urgent';

/**
 * The priority the answers give, with the reason shown beside it. Any risk to people or food, or a
 * store that cannot serve, is urgent; with none of those the engine's suggestion stands, but never
 * urgent (nothing the reporter knows puts anything at risk).
 */
export function priorityFromRiskAnswers(
  answers: RiskAnswers,
  suggested: Priority,
): { priority: Priority; reason: string } {
  if (answers.peopleAtRisk)
    return {
      priority: 'urgent',
      reason: 'Urgent: someone could be hurt (fire, gas, shock, water, injury or someone trapped).',
    };
  if (answers.foodAtRisk)
    return {
      priority: 'urgent',
      reason: 'Urgent: food is at risk (cold food warming or no hot water).',
    };
  if (!answers.canServe)
    return { priority: 'urgent', reason: 'Urgent: the store cannot serve customers.' };
  if (suggested === 'low')
    return {
      priority: 'low',
      reason: 'Low: nothing is at risk, the store still serves and the fault reads as minor.',
    };
  return {
    priority: 'medium',
    reason: 'Medium: no one and no food is at risk, and the store can still serve customers.',
  };
}
