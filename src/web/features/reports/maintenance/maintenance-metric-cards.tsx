import { ArrowDownRightIcon, ArrowRightIcon, ArrowUpRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { MaintenanceMetric, MaintenanceReport } from '#contract/schemas/maintenance-report.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

import {
  CARD_METRICS,
  formatFigure,
  metricLabel,
  shownMetrics,
  trendOf,
} from './maintenance-metrics.ts';
import type { TrendTone } from './maintenance-metrics.ts';

// Colours of a trend: green good news, red bad, muted neither; the words say it too (screen
// readers, print in black and white).
const TONE_CLASS: Record<TrendTone, string> = {
  better: 'text-emerald-700 dark:text-emerald-300',
  worse: 'text-red-700 dark:text-red-300',
  same: 'text-muted-foreground',
  neutral: 'text-muted-foreground',
};

function MetricCard({ metric, report }: { metric: MaintenanceMetric; report: MaintenanceReport }) {
  const { t } = useTranslation('maintenance');
  const current = report.totals.current[metric];
  const previous = report.totals.previous[metric];
  const trend = trendOf(t, metric, current, previous, report.currency);
  const toneWord =
    trend.tone === 'better' ? t('card.better') : trend.tone === 'worse' ? t('card.worse') : '';
  const Arrow =
    trend.change === null || trend.tone === 'same'
      ? ArrowRightIcon
      : (current ?? 0) > (previous ?? 0)
        ? ArrowUpRightIcon
        : ArrowDownRightIcon;
  return (
    <Card
      className="break-inside-avoid gap-1 py-3 print:shadow-none"
      data-testid={`maintenance-card-${metric}`}
    >
      <CardHeader className="px-4">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          {metricLabel(t, metric)}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        <p className="text-2xl font-bold tabular-nums" data-testid="maintenance-card-value">
          {formatFigure(t, metric, current, report.currency)}
        </p>
        <p className={cn('flex flex-wrap items-center gap-1 text-xs', TONE_CLASS[trend.tone])}>
          <Arrow className="size-3.5 shrink-0" aria-hidden="true" />
          <span>
            {trend.change ?? t('card.noComparison')}
            {toneWord ? ` ${toneWord}` : ''}
          </span>
          <span className="text-muted-foreground">
            {t('card.before', { value: formatFigure(t, metric, previous, report.currency) })}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}

/** A card per figure with its trend against the previous period of the same length. */
export function MaintenanceMetricCards({ report }: { report: MaintenanceReport }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4">
      {shownMetrics(CARD_METRICS, report).map((metric) => (
        <MetricCard key={metric} metric={metric} report={report} />
      ))}
    </div>
  );
}
