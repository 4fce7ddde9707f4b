import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { LegendPayload } from 'recharts';

import type { MaintenanceReport } from '#contract/schemas/maintenance-report.ts';
import { ChartFigure, REPORT_CHART } from '#web/components/chart-frame.tsx';

import { formatNumber } from '#web/lib/locale-format.ts';

import {
  CHART_BOX,
  chartCaptions,
  FLOW_STORES,
  MaintenanceChartsGrid,
} from './maintenance-chart-grid.tsx';
import { formatFigure, metricLabel } from './maintenance-metrics.ts';

// Issue 39: the Maintenance tab's charts. Loaded on their own (React.lazy in the tab), so recharts
// stays out of every bundle but the one of the tab that draws it.

const BUCKETS = [
  { key: 'backlog0to2', label: 'chart.bucket0to2' },
  { key: 'backlog3to7', label: 'chart.bucket3to7' },
  { key: 'backlog8to30', label: 'chart.bucket8to30' },
  { key: 'backlogOver30', label: 'chart.bucketOver30' },
] as const;

const SPEEDS = [
  'respondMeanHours',
  'respondP90Hours',
  'resolveMeanHours',
  'resolveP90Hours',
] as const;

/**
 * A legend naming the bars in the order they stand: recharts sorts its items by name, which put
 * 'Completed' before 'Opened' and, in Spanish, 'Este periodo' before 'Periodo anterior'.
 */
function legendOf(...dataKeys: string[]) {
  return {
    wrapperStyle: { fontSize: 12 },
    itemSorter: (item: LegendPayload) => dataKeys.indexOf(String(item.dataKey)),
  };
}

const PERIOD_LEGEND = legendOf('previous', 'current');
const FLOW_LEGEND = legendOf('opened', 'completed');

function BacklogChart({ report }: { report: MaintenanceReport }) {
  const { t } = useTranslation('maintenance');
  const data = BUCKETS.map((bucket) => ({
    label: t(bucket.label),
    current: report.totals.current[bucket.key] ?? 0,
    previous: report.totals.previous[bucket.key] ?? 0,
  }));
  const summary = data
    .map((entry) =>
      t('chart.entry', {
        label: entry.label,
        current: formatNumber(entry.current),
        previous: formatNumber(entry.previous),
      }),
    )
    .join(', ');
  return (
    <ChartFigure
      className={CHART_BOX}
      label={t('chart.backlogLabel', { summary })}
      caption={chartCaptions(t, report).backlog}
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        {/* Every age named: on a phone recharts dropped two of the four as overlapping. */}
        <XAxis dataKey="label" {...REPORT_CHART.xAxis} interval={0} fontSize={11} />
        <YAxis {...REPORT_CHART.yAxis} allowDecimals={false} />
        <Tooltip {...REPORT_CHART.tooltip} />
        <Legend {...PERIOD_LEGEND} />
        <Bar
          dataKey="previous"
          name={t('chart.previous')}
          fill="var(--muted-foreground)"
          {...REPORT_CHART.bar}
        />
        <Bar
          dataKey="current"
          name={t('chart.current')}
          fill="var(--chart-1)"
          {...REPORT_CHART.bar}
        />
      </BarChart>
    </ChartFigure>
  );
}

function SpeedChart({ report }: { report: MaintenanceReport }) {
  const { t } = useTranslation('maintenance');
  const data = SPEEDS.map((speed) => ({
    label: metricLabel(t, speed, true),
    current: report.totals.current[speed],
    previous: report.totals.previous[speed],
  }));
  const summary = data
    .map((entry) =>
      t('chart.entry', {
        label: entry.label,
        current: formatFigure(t, 'respondMeanHours', entry.current, ''),
        previous: formatFigure(t, 'respondMeanHours', entry.previous, ''),
      }),
    )
    .join(', ');
  return (
    <ChartFigure
      className={CHART_BOX}
      label={t('chart.speedLabel', { summary })}
      caption={chartCaptions(t, report).speed}
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="label" {...REPORT_CHART.xAxis} interval={0} fontSize={11} />
        <YAxis {...REPORT_CHART.yAxis} unit=" h" />
        <Tooltip
          {...REPORT_CHART.tooltip}
          formatter={(value) => t('units.hours', { value: String(value) })}
        />
        <Legend {...PERIOD_LEGEND} />
        <Bar
          dataKey="previous"
          name={t('chart.previous')}
          fill="var(--muted-foreground)"
          {...REPORT_CHART.bar}
        />
        <Bar
          dataKey="current"
          name={t('chart.current')}
          fill="var(--chart-2)"
          {...REPORT_CHART.bar}
        />
      </BarChart>
    </ChartFigure>
  );
}

function FlowChart({ report }: { report: MaintenanceReport }) {
  const { t } = useTranslation('maintenance');
  const data = [...report.stores]
    .sort(
      (a, b) => (b.current.opened ?? 0) - (a.current.opened ?? 0) || a.name.localeCompare(b.name),
    )
    .slice(0, FLOW_STORES)
    .map((store) => ({
      label: store.name,
      opened: store.current.opened ?? 0,
      completed: store.current.completed ?? 0,
    }));
  const summary = data
    .map((entry) =>
      t('chart.flowEntry', {
        label: entry.label,
        opened: formatNumber(entry.opened),
        completed: formatNumber(entry.completed),
      }),
    )
    .join('; ');
  return (
    <ChartFigure
      className={CHART_BOX}
      label={t('chart.flowLabel', { summary })}
      caption={chartCaptions(t, report).flow}
    >
      {/* Room on the left for the first store's slanted name, which ends at its bar: on a phone
          the other charts' margin cut it ('rbour Point…'). */}
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        {/* Store names slanted so ten of them fit a phone's width. */}
        <XAxis
          dataKey="label"
          {...REPORT_CHART.xAxis}
          interval={0}
          angle={-30}
          textAnchor="end"
          height={64}
          tickFormatter={(name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name)}
        />
        <YAxis {...REPORT_CHART.yAxis} allowDecimals={false} />
        <Tooltip {...REPORT_CHART.tooltip} />
        <Legend {...FLOW_LEGEND} />
        <Bar
          dataKey="opened"
          name={t('chart.opened')}
          fill="var(--chart-3)"
          {...REPORT_CHART.bar}
        />
        <Bar
          dataKey="completed"
          name={t('chart.completed')}
          fill="var(--chart-2)"
          {...REPORT_CHART.bar}
        />
      </BarChart>
    </ChartFigure>
  );
}

/** The tab's charts, in the grid their placeholder reserved. */
export default function MaintenanceCharts({ report }: { report: MaintenanceReport }) {
  return (
    <MaintenanceChartsGrid
      report={report}
      backlog={<BacklogChart report={report} />}
      speed={<SpeedChart report={report} />}
      flow={<FlowChart report={report} />}
    />
  );
}
