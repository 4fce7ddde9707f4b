import { BrainIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Insight } from '#contract/schemas/ai.ts';

import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useDeferredAnswer } from '#web/lib/use-deferred-answer.ts';
import { cn } from '#web/lib/utils.ts';

import { useInsights } from '../api/get-insights.ts';
import { byUrgency } from '../lib/ai-display.ts';
import { useSchedulingOptimization } from '../api/get-scheduling-optimization.ts';
import { FoldToggle } from './fold-toggle.tsx';
import { InsightCard } from './insight-card.tsx';
import { SchedulingSuggestionList } from './scheduling-suggestion-list.tsx';

function LoadingCards() {
  return (
    <div className="grid gap-3" aria-hidden="true" data-testid="insights-loading">
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['ai', 'common']);
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-lg border border-destructive/40 p-4 text-sm"
    >
      <p>
        {t('insights.loadFailed', { reason: errorText(error, t('insights.loadFailedReason')) })}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}

/** Issue 36: the insights start collapsed to the most urgent few (a phone reads three, not eight). */
const INSIGHTS_SHOWN = 3;

/** Most urgent first, the top three until 'Show N more'; 'Level N' is explained above them. */
function InsightList({ insights }: { insights: Insight[] }) {
  const { t } = useTranslation('ai');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const sorted = byUrgency(insights);
  const more = sorted.length - INSIGHTS_SHOWN;
  const shown = isShowingAll ? sorted : sorted.slice(0, INSIGHTS_SHOWN);
  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground" data-testid="insights-order">
        {t('insights.order')}
      </p>
      <div className="grid gap-3" id="insight-cards">
        {shown.map((insight) => (
          <InsightCard key={insight.issue} insight={insight} />
        ))}
      </div>
      {more > 0 ? (
        <FoldToggle
          isOpen={isShowingAll}
          onToggle={() => {
            setIsShowingAll((value) => !value);
          }}
          controls="insight-cards"
          className="justify-self-start"
        >
          {isShowingAll
            ? t('insights.showTop', { count: INSIGHTS_SHOWN })
            : t('insights.showMore', { count: more })}
        </FoldToggle>
      ) : null}
    </div>
  );
}

/**
 * Each tab's content keeps a fixed height and scrolls (Radix makes the tab panel focusable, so
 * keyboards can scroll it): the panel has the same size loading, empty or full, and the dashboard
 * below it does not jump when the answer arrives (the jump cost /dashboard its layout-shift score).
 *
 * On phones the panel grows with its content instead (at least as tall as on desktop, so it still
 * does not jump): a scroll area inside the page's scroll caught the thumb (decisions 023-028).
 */
const TAB_CONTENT =
  'mt-2 h-[26rem] flex-none overflow-y-auto rounded-md pr-1 max-sm:h-auto max-sm:min-h-[26rem] max-sm:overflow-visible';

/** Product rules §2 AI Insights panel: Insights and Scheduling tabs and a Refresh button. */
export function AiInsightsPanel() {
  const { t } = useTranslation('ai');
  const insights = useInsights();
  const scheduling = useSchedulingOptimization();
  const isRefreshing = insights.isFetching || scheduling.isFetching;
  // Drawn in slices after the answer (decision 043, sixth pass); the loading cards until then.
  const { data: shownInsights, isWaiting } = useDeferredAnswer(insights);

  return (
    <Card role="region" aria-labelledby="ai-insights-title">
      <CardHeader>
        <h2 id="ai-insights-title" className="flex items-center gap-2 leading-none font-semibold">
          <BrainIcon className="size-5 text-info" aria-hidden="true" />
          {t('insights.title')}
        </h2>
        <CardDescription>{t('insights.description')}</CardDescription>
        <CardAction>
          <Button
            variant="outline"
            size="sm"
            disabled={isRefreshing}
            onClick={() => {
              void insights.refetch();
              void scheduling.refetch();
            }}
          >
            <RefreshCwIcon className={cn(isRefreshing && 'animate-spin')} aria-hidden="true" />
            {t('insights.refresh')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="insights">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="insights">{t('insights.insightsTab')}</TabsTrigger>
            <TabsTrigger value="scheduling">{t('insights.schedulingTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="insights" className={TAB_CONTENT}>
            {isWaiting ? (
              <LoadingCards />
            ) : insights.isError ? (
              <LoadError error={insights.error} onRetry={() => void insights.refetch()} />
            ) : shownInsights === undefined || shownInsights.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{t('insights.none')}</p>
            ) : (
              <InsightList insights={shownInsights} />
            )}
          </TabsContent>
          <TabsContent value="scheduling" className={TAB_CONTENT}>
            {scheduling.isPending ? (
              <LoadingCards />
            ) : scheduling.isError ? (
              <LoadError error={scheduling.error} onRetry={() => void scheduling.refetch()} />
            ) : scheduling.data.suggestions.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">
                {t('insights.noScheduling')}
              </p>
            ) : (
              <SchedulingSuggestionList
                suggestions={scheduling.data.suggestions}
                actions={scheduling.data.actions}
                tickets={scheduling.data.tickets}
              />
            )}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
