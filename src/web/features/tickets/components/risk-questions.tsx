import { ShieldQuestionIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { RISK_QUESTIONS } from '#contract/schemas/risk-answers.ts';
import type { RiskAnswers } from '#contract/schemas/risk-answers.ts';
import { Button } from '#web/components/ui/button.tsx';

/** The answers given so far; a question not yet answered is missing. */
export type PartialRiskAnswers = Partial<RiskAnswers>;

interface RiskQuestionsProps {
  answers: PartialRiskAnswers;
  onAnswer: (answers: PartialRiskAnswers) => void;
  /** The priority the answers set and why, once all three are answered. */
  outcome: { label: string; reason: string } | null;
  disabled?: boolean;
}

/**
 * Issue 38: the three one-tap questions the create form asks before submitting when the analysis is
 * unsure how urgent the report is. Each is a Yes/No pair of toggle buttons (a tap answers it, a tap
 * on the other changes it); the outcome names the priority set and the reason.
 */
export function RiskQuestions({ answers, onAnswer, outcome, disabled }: RiskQuestionsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Shown in answer to Submit: the reader is taken to the questions rather than left at the button.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="risk-questions-title"
      className="grid gap-4 rounded-lg border border-warning/50 bg-warning/10 p-4"
    >
      <div className="grid gap-1">
        <h2
          id="risk-questions-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold outline-none"
        >
          <ShieldQuestionIcon className="size-5 shrink-0" aria-hidden="true" />
          Three quick questions before you submit
        </h2>
        <p className="text-sm text-muted-foreground">
          The report does not make clear how urgent this is. Your answers set the priority.
        </p>
      </div>
      {RISK_QUESTIONS.map((question) => {
        const value = answers[question.key];
        return (
          <div
            key={question.key}
            role="group"
            aria-labelledby={`risk-${question.key}`}
            className="grid gap-2"
          >
            <p id={`risk-${question.key}`} className="text-sm font-medium">
              {question.text}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:flex">
              {[true, false].map((choice) => (
                <Button
                  key={String(choice)}
                  type="button"
                  variant={value === choice ? 'default' : 'outline'}
                  aria-pressed={value === choice}
                  disabled={disabled}
                  className="min-h-11 sm:min-w-24"
                  onClick={() => {
                    onAnswer({ ...answers, [question.key]: choice });
                  }}
                >
                  {choice ? 'Yes' : 'No'}
                </Button>
              ))}
            </div>
          </div>
        );
      })}
      <p role="status" className="text-sm" data-testid="risk-outcome">
        {outcome ? (
          <>
            <span className="font-medium">Priority set to {outcome.label}.</span> {outcome.reason}{' '}
            You can still change the priority above.
          </>
        ) : (
          'Answer all three to set the priority.'
        )}
      </p>
    </section>
  );
}
