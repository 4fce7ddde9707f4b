import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { MaintenanceReport } from '#contract/schemas/maintenance-report.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

// Issue 39: where the Maintenance tab's charts sit, shared by the charts (a lazy chunk with
// recharts) and the placeholder drawn while that chunk loads, so the placeholder takes the
// charts' exact room (the same grid, boxes and captions) and nothing below moves when they arrive.
// This file imports no recharts: it is part of the tab's own chunk.

/** How many stores the flow chart shows: the busiest, so fifty stores stay readable. */
export const FLOW_STORES = 10;

/**
 * Each chart's box: the chart fills it, so its height is known before recharts loads. On paper
 * no tooltip: the pointer resting on a chart printed its grey hover bar over a store.
 */
export const CHART_BOX =
  'h-64 w-full print:h-52 print:[&_.recharts-tooltip-cursor]:hidden print:[&_.recharts-tooltip-wrapper]:hidden';

/** The three charts' captions (the flow chart's says when it shows only the busiest stores). */
export function chartCaptions(t: TFunction<'maintenance'>, report: MaintenanceReport) {
  return {
    backlog: t('chart.backlogCaption'),
    speed: t('chart.speedCaption'),
    flow:
      report.stores.length > FLOW_STORES
        ? t('chart.flowCaptionTop', { count: FLOW_STORES })
        : t('chart.flowCaption'),
  };
}

/** The charts, two to a row on a wide screen; the stores' flow (more than one store) a whole row. */
export function MaintenanceChartsGrid({
  report,
  backlog,
  speed,
  flow,
}: {
  report: MaintenanceReport;
  backlog: ReactNode;
  speed: ReactNode;
  flow: ReactNode;
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2 print:grid-cols-2">
      {backlog}
      {speed}
      {report.stores.length > 1 ? (
        <div className="lg:col-span-2 print:col-span-2">{flow}</div>
      ) : null}
    </div>
  );
}

/** One chart's place while recharts loads: ChartFigure's box and caption, the box pulsing. */
function ChartPlaceholder({ caption }: { caption: string }) {
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-2">
      <Skeleton className={CHART_BOX} />
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}

/** The charts' room while their chunk loads (announced once, as the charts are loading). */
export function MaintenanceChartsPlaceholder({ report }: { report: MaintenanceReport }) {
  const { t } = useTranslation('maintenance');
  const captions = chartCaptions(t, report);
  return (
    <div role="status" aria-label={t('chartsLoading')} data-testid="maintenance-charts-loading">
      <MaintenanceChartsGrid
        report={report}
        backlog={<ChartPlaceholder caption={captions.backlog} />}
        speed={<ChartPlaceholder caption={captions.speed} />}
        flow={<ChartPlaceholder caption={captions.flow} />}
      />
    </div>
  );
}
