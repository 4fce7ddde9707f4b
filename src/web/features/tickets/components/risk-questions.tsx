import { ShieldQuestionIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

import { RISK_QUESTIONS } from '#contract/schemas/risk-answers.ts';
import type { RiskAnswers } from '#contract/schemas/risk-answers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { i18next } from '#web/lib/i18n/i18n.ts';

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
 * The answers' reason in the language shown: the contract words it in English, which the English
 * catalogue holds word for word; a reason it does not hold stays as the contract wrote it.
 */
function reasonText(t: TFunction<'tickets'>, reason: string): string {
  const english = i18next.getResource('en', 'tickets', 'risk.reasons') as unknown;
  const found =
    english && typeof english === 'object'
      ? RISK_REASONS.find((key) => (english as Record<string, unknown>)[key] === reason)
      : undefined;
  return found ? t(`risk.reasons.${found}`) : reason;
}

const RISK_REASONS = ['people', 'food', 'cannotServe', 'low', 'medium'] as const;

/**
 * Issue 38: the three one-tap questions the create form asks before submitting when the analysis is
 * unsure how urgent the report is. Each is a Yes/No pair of toggle buttons (a tap answers it, a tap
 * on the other changes it); the outcome names the priority set and the reason.
 */
export function RiskQuestions({ answers, onAnswer, outcome, disabled }: RiskQuestionsProps) {
  const { t } = useTranslation('tickets');
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
          {t('risk.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('risk.intro')}</p>
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
              {t(`risk.questions.${question.key}`)}
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
                  {choice ? t('risk.yes') : t('risk.no')}
                </Button>
              ))}
            </div>
          </div>
        );
      })}
      <p role="status" className="text-sm" data-testid="risk-outcome">
        {outcome ? (
          <Trans
            t={t}
            i18nKey="risk.outcome"
            values={{ priority: outcome.label, reason: reasonText(t, outcome.reason) }}
            components={{ strong: <span className="font-medium" /> }}
          />
        ) : (
          t('risk.answerAll')
        )}
      </p>
    </section>
  );
}
