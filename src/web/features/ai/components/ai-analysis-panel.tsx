import { InfoIcon, LoaderCircleIcon, SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AiAnalysisResult, AiPriority } from '#contract/schemas/ai.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useAnalyzeTicket } from '../api/analyze-ticket.ts';
import { confidencePercent } from '../lib/ai-display.ts';
import { ConfidenceIndicator } from './confidence-indicator.tsx';

interface AiAnalysisDraft {
  title: string;
  description: string;
  location: string;
  /** Decision 033: the picked unit, so the suggested category agrees with it. */
  equipmentId?: string | null;
}

interface AiAnalysisPanelProps {
  draft: AiAnalysisDraft;
  applySuggestions: (suggestion: { category: string; priority: AiPriority }) => void;
  /** Issue 38: told of every answer, so the form can ask the risk questions when it is unsure. */
  onAnalyzed?: (result: AiAnalysisResult) => void;
}

// Product rules §4: urgent destructive, medium secondary, low default.
const PRIORITY_VARIANTS: Record<AiPriority, BadgeVariant> = {
  urgent: 'destructive',
  medium: 'secondary',
  low: 'default',
};

/**
 * Product rules §2 AI analysis panel beside the create form: a prompt until title and description are
 * filled, then Analyze; after analysis the confidence, suggestions, reasoning, repair time and
 * troubleshooting steps with Apply Suggestions and Analyze Again.
 */
export function AiAnalysisPanel({ draft, applySuggestions, onAnalyzed }: AiAnalysisPanelProps) {
  const { t } = useTranslation(['ai', 'common']);
  const analyze = useAnalyzeTicket();
  const [result, setResult] = useState<AiAnalysisResult | null>(null);
  const isReady = draft.title.trim() !== '' && draft.description.trim() !== '';

  function runAnalysis() {
    if (!isReady || analyze.isPending) return;
    analyze.mutate(
      {
        title: draft.title.trim(),
        description: draft.description.trim(),
        location: draft.location.trim() || null,
        ...(draft.equipmentId ? { equipmentId: draft.equipmentId } : {}),
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          onAnalyzed?.(answer);
          notifySuccess(
            t('analysis.complete'),
            t('analysis.confidenceToast', { percent: confidencePercent(answer.confidence) }),
          );
        },
        onError: (error) => {
          notifyError(t('analysis.failedTitle'), errorText(error, t('analysis.failed')));
        },
      },
    );
  }

  return (
    <Card role="region" aria-labelledby="ai-analysis-title" className="lg:sticky lg:top-4">
      <CardHeader>
        <h2 id="ai-analysis-title" className="flex items-center gap-2 leading-none font-semibold">
          <SparklesIcon className="size-5 text-info" aria-hidden="true" />
          {t('analysis.title')}
        </h2>
        <CardDescription>{t('analysis.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-live="polite" aria-busy={analyze.isPending}>
        {!isReady ? (
          <p className="text-sm text-muted-foreground">{t('analysis.prompt')}</p>
        ) : result === null ? (
          <Button onClick={runAnalysis} disabled={analyze.isPending} className="w-full">
            {analyze.isPending ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <SparklesIcon aria-hidden="true" />
            )}
            {analyze.isPending ? t('analysis.analyzing') : t('analysis.analyze')}
          </Button>
        ) : (
          <>
            <ConfidenceIndicator confidence={result.confidence} />
            {result.detailHint ? (
              <p
                role="note"
                data-testid="analysis-detail-hint"
                className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
              >
                <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  <span className="font-medium">{t('analysis.addDetail')}</span>
                  {result.detailHint}
                </span>
              </p>
            ) : null}
            <dl className="grid gap-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-muted-foreground">{t('analysis.suggestedCategory')}</dt>
                <dd className="font-medium" data-testid="suggested-category">
                  {result.suggestedCategory}
                </dd>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-muted-foreground">{t('analysis.suggestedPriority')}</dt>
                <dd data-testid="suggested-priority">
                  {/* Lower case capitalized by its style, as it always was ('urgent' shown 'Urgent'). */}
                  <Badge
                    variant={PRIORITY_VARIANTS[result.suggestedPriority]}
                    className="capitalize"
                  >
                    {t(`common:priority.${result.suggestedPriority}`).toLocaleLowerCase()}
                  </Badge>
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-muted-foreground">{t('analysis.reasoning')}</dt>
                <dd>{result.reasoning}</dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-muted-foreground">{t('analysis.repairTime')}</dt>
                <dd>{result.estimatedRepairTime}</dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-muted-foreground">{t('analysis.steps')}</dt>
                <dd>
                  <ol
                    className="grid list-decimal gap-1.5 pl-5"
                    data-testid="troubleshooting-steps"
                  >
                    {result.troubleshootingSteps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </dd>
              </div>
            </dl>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                className="sm:flex-1"
                onClick={() => {
                  applySuggestions({
                    category: result.suggestedCategory,
                    priority: result.suggestedPriority,
                  });
                  notifySuccess(
                    t('analysis.appliedTitle'),
                    t('analysis.applied', {
                      category: result.suggestedCategory,
                      // Lower case, as the sentence has always read it ('priority urgent').
                      priority: t(
                        `common:priority.${result.suggestedPriority}`,
                      ).toLocaleLowerCase(),
                    }),
                  );
                }}
              >
                {t('analysis.apply')}
              </Button>
              <Button
                variant="outline"
                className="sm:flex-1"
                onClick={runAnalysis}
                disabled={analyze.isPending}
              >
                {analyze.isPending ? (
                  <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                ) : null}
                {analyze.isPending ? t('analysis.analyzing') : t('analysis.analyzeAgain')}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
