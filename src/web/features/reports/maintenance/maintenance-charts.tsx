import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import type { MaintenanceReport } from '#contract/schemas/maintenance-report.ts';
import { ChartFigure, REPORT_CHART } from '#web/components/chart-frame.tsx';

import { formatFigure } from './maintenance-metrics.ts';

// Issue 39: the Maintenance tab's charts. Loaded on their own (React.lazy in the tab), so recharts
// stays out of every bundle but the one of the tab that draws it.

const BUCKETS = [
  { key: 'backlog0to2', label: '0–2 days' },
  { key: 'backlog3to7', label: '3–7 days' },
  { key: 'backlog8to30', label: '8–30 days' },
  { key: 'backlogOver30', label: 'Over 30' },
] as const;

const SPEEDS = [
  { key: 'respondMeanHours', label: 'Respond' },
  { key: 'respondP90Hours', label: 'Respond P90' },
  { key: 'resolveMeanHours', label: 'Resolve' },
  { key: 'resolveP90Hours', label: 'Resolve P90' },
] as const;

/** How many stores the flow chart shows: the busiest, so fifty stores stay readable. */
const FLOW_STORES = 10;

const legend = { wrapperStyle: { fontSize: 12 } };

function BacklogChart({ report }: { report: MaintenanceReport }) {
  const data = BUCKETS.map((bucket) => ({
    label: bucket.label,
    current: report.totals.current[bucket.key] ?? 0,
    previous: report.totals.previous[bucket.key] ?? 0,
  }));
  const summary = data
    .map((entry) => `${entry.label}: ${String(entry.current)} (before ${String(entry.previous)})`)
    .join(', ');
  return (
    <ChartFigure
      className="h-64 w-full print:h-52"
      label={`Backlog by age. ${summary}`}
      caption="Open tickets at the end of each period, by days since they were reported"
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="label" {...REPORT_CHART.xAxis} />
        <YAxis {...REPORT_CHART.yAxis} allowDecimals={false} />
        <Tooltip {...REPORT_CHART.tooltip} />
        <Legend {...legend} />
        <Bar
          dataKey="previous"
          name="Previous period"
          fill="var(--muted-foreground)"
          {...REPORT_CHART.bar}
        />
        <Bar dataKey="current" name="This period" fill="var(--chart-1)" {...REPORT_CHART.bar} />
      </BarChart>
    </ChartFigure>
  );
}

function SpeedChart({ report }: { report: MaintenanceReport }) {
  const data = SPEEDS.map((speed) => ({
    label: speed.label,
    current: report.totals.current[speed.key],
    previous: report.totals.previous[speed.key],
  }));
  const summary = data
    .map(
      (entry) =>
        `${entry.label}: ${formatFigure('respondMeanHours', entry.current, '')} (before ${formatFigure('respondMeanHours', entry.previous, '')})`,
    )
    .join(', ');
  return (
    <ChartFigure
      className="h-64 w-full print:h-52"
      label={`Response and resolution hours. ${summary}`}
      caption="Hours from report to response and to completion, this period against the previous"
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
        <XAxis dataKey="label" {...REPORT_CHART.xAxis} interval={0} fontSize={11} />
        <YAxis {...REPORT_CHART.yAxis} unit=" h" />
        <Tooltip {...REPORT_CHART.tooltip} formatter={(value) => `${String(value)} h`} />
        <Legend {...legend} />
        <Bar
          dataKey="previous"
          name="Previous period"
          fill="var(--muted-foreground)"
          {...REPORT_CHART.bar}
        />
        <Bar dataKey="current" name="This period" fill="var(--chart-2)" {...REPORT_CHART.bar} />
      </BarChart>
    </ChartFigure>
  );
}

function FlowChart({ report }: { report: MaintenanceReport }) {
  const data = [...report.stores]
    .sort(
      (a, b) =>
        (b.current.opened ?? 0) - (a.current.opened ?? 0) || a.name.localeCompare(b.name, 'en'),
    )
    .slice(0, FLOW_STORES)
    .map((store) => ({
      label: store.name,
      opened: store.current.opened ?? 0,
      completed: store.current.completed ?? 0,
    }));
  const summary = data
    .map(
      (entry) =>
        `${entry.label}: ${String(entry.opened)} opened, ${String(entry.completed)} completed`,
    )
    .join('; ');
  return (
    <ChartFigure
      className="h-64 w-full print:h-52"
      label={`Tickets opened and completed per store. ${summary}`}
      caption={
        report.stores.length > FLOW_STORES
          ? `The ${String(FLOW_STORES)} stores with the most tickets opened in the period`
          : 'Tickets opened and completed in the period, per store'
      }
    >
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
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
        <Legend {...legend} />
        <Bar dataKey="opened" name="Opened" fill="var(--chart-3)" {...REPORT_CHART.bar} />
        <Bar dataKey="completed" name="Completed" fill="var(--chart-2)" {...REPORT_CHART.bar} />
      </BarChart>
    </ChartFigure>
  );
}

/** The tab's charts, two to a row on a wide screen. */
export default function MaintenanceCharts({ report }: { report: MaintenanceReport }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2 print:grid-cols-2">
      <BacklogChart report={report} />
      <SpeedChart report={report} />
      {report.stores.length > 1 ? (
        <div className="lg:col-span-2 print:col-span-2">
          <FlowChart report={report} />
        </div>
      ) : null}
    </div>
  );
}
