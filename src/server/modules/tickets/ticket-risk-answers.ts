import { RiskAnswersSchema } from '#contract/schemas/risk-answers.ts';
import type { RiskAnswers } from '#contract/schemas/risk-answers.ts';

// Issue 38: the create form's three risk answers, stored with the ticket as given (jsonb).

/** The stored jsonb as the contract's shape; anything else reads as not asked. */
export function storedRiskAnswers(value: unknown): RiskAnswers | null {
  if (value === null || value === undefined) return null;
  const parsed = RiskAnswersSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
