import Papa from 'papaparse';

import { formatMoney } from '#contract/money.ts';
import { MAINTENANCE_METRICS } from '#contract/schemas/maintenance-report.ts';
import type {
  MaintenanceFigures,
  MaintenanceMetric,
  MaintenanceReport,
} from '#contract/schemas/maintenance-report.ts';
import { protectCsvRows } from '#contract/utils/csv.ts';

// Issue 39, the Maintenance tab: how each figure reads (label, unit, which way is better), its
// trend against the previous period, the store comparison's order and worst cells, and the CSV.

type Unit = 'count' | 'hours' | 'percent' | 'money';

interface MetricInfo {
  label: string;
  /** The store comparison's column header. */
  short: string;
  unit: Unit;
  /** Which way is good: a trend the other way reads as worse; 'none' is neither (tickets opened). */
  better: 'higher' | 'lower' | 'none';
}

export const METRIC_INFO: Record<MaintenanceMetric, MetricInfo> = {
  opened: { label: 'Tickets opened', short: 'Opened', unit: 'count', better: 'none' },
  completed: { label: 'Tickets completed', short: 'Completed', unit: 'count', better: 'higher' },
  backlog: { label: 'Backlog', short: 'Backlog', unit: 'count', better: 'lower' },
  backlog0to2: { label: 'Backlog 0–2 days', short: '0–2 d', unit: 'count', better: 'lower' },
  backlog3to7: { label: 'Backlog 3–7 days', short: '3–7 d', unit: 'count', better: 'lower' },
  backlog8to30: { label: 'Backlog 8–30 days', short: '8–30 d', unit: 'count', better: 'lower' },
  backlogOver30: { label: 'Backlog over 30 days', short: '30+ d', unit: 'count', better: 'lower' },
  respondMeanHours: {
    label: 'Time to respond (mean)',
    short: 'Respond',
    unit: 'hours',
    better: 'lower',
  },
  respondP90Hours: {
    label: 'Time to respond (90th pct.)',
    short: 'Respond P90',
    unit: 'hours',
    better: 'lower',
  },
  resolveMeanHours: {
    label: 'Time to resolve (mean)',
    short: 'Resolve',
    unit: 'hours',
    better: 'lower',
  },
  resolveP90Hours: {
    label: 'Time to resolve (90th pct.)',
    short: 'Resolve P90',
    unit: 'hours',
    better: 'lower',
  },
  slaCompliancePercent: {
    label: 'SLA compliance',
    short: 'SLA',
    unit: 'percent',
    better: 'higher',
  },
  firstTimeFixPercent: {
    label: 'First-time fix rate',
    short: 'First fix',
    unit: 'percent',
    better: 'higher',
  },
  repeatRepairs: { label: 'Repeat repairs', short: 'Repeats', unit: 'count', better: 'lower' },
  downtimeHours: { label: 'Equipment downtime', short: 'Downtime', unit: 'hours', better: 'lower' },
  pmCompliancePercent: {
    label: 'PM compliance',
    short: 'PM',
    unit: 'percent',
    better: 'higher',
  },
  spendCents: { label: 'Spend', short: 'Spend', unit: 'money', better: 'lower' },
};

/** The cards, in order: the backlog's age buckets are the chart's, not cards. */
export const CARD_METRICS = MAINTENANCE_METRICS.filter(
  (metric) => !metric.startsWith('backlog') || metric === 'backlog',
);

/** The store comparison's columns. */
export const TABLE_METRICS: MaintenanceMetric[] = [
  'opened',
  'completed',
  'backlog',
  'respondMeanHours',
  'resolveMeanHours',
  'slaCompliancePercent',
  'firstTimeFixPercent',
  'repeatRepairs',
  'downtimeHours',
  'pmCompliancePercent',
  'spendCents',
];

/** Whether a metric applies to this viewer: spend is null for managers (repair costs are admins'). */
export function shownMetrics<T extends MaintenanceMetric>(
  metrics: readonly T[],
  report: MaintenanceReport,
): T[] {
  return metrics.filter(
    (metric) => metric !== 'spendCents' || report.totals.current.spendCents !== null,
  );
}

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A figure as the dashboard shows it: '—' when there was nothing to measure. */
export function formatFigure(
  metric: MaintenanceMetric,
  value: number | null,
  currency: string,
): string {
  if (value === null) return '—';
  switch (METRIC_INFO[metric].unit) {
    case 'count':
      return value.toLocaleString('en-US');
    case 'hours':
      return `${hoursFormat.format(value)} h`;
    case 'percent':
      return `${String(value)}%`;
    case 'money':
      return formatMoney(value, currency);
  }
}

export type TrendTone = 'better' | 'worse' | 'same' | 'neutral';

interface Trend {
  /** '+3', '−1.5 h', '+5 pts', '−$120.00'; null when either period had nothing to measure. */
  change: string | null;
  tone: TrendTone;
}

/** The change against the previous period, and whether it is good news. */
export function trendOf(
  metric: MaintenanceMetric,
  current: number | null,
  previous: number | null,
  currency: string,
): Trend {
  if (current === null || previous === null) return { change: null, tone: 'neutral' };
  const delta = Math.round((current - previous) * 10) / 10;
  if (delta === 0) return { change: 'No change', tone: 'same' };
  const sign = delta > 0 ? '+' : '−';
  const size = Math.abs(delta);
  const info = METRIC_INFO[metric];
  const amount =
    info.unit === 'percent'
      ? `${String(size)} pts`
      : info.unit === 'money'
        ? formatMoney(size, currency)
        : info.unit === 'hours'
          ? `${hoursFormat.format(size)} h`
          : size.toLocaleString('en-US');
  const tone: TrendTone =
    info.better === 'none'
      ? 'neutral'
      : delta > 0 === (info.better === 'higher')
        ? 'better'
        : 'worse';
  return { change: `${sign}${amount}`, tone };
}

type StoreRow = MaintenanceReport['stores'][number];

export interface StoreSort {
  metric: MaintenanceMetric | 'name';
  direction: 'asc' | 'desc';
}

/** The comparison's default order: the biggest backlog first, so the store most behind tops it. */
export const DEFAULT_STORE_SORT: StoreSort = { metric: 'backlog', direction: 'desc' };

/** Stores in the asked order; a store with nothing to measure goes last either way, then by name. */
export function sortStores(stores: readonly StoreRow[], sort: StoreSort): StoreRow[] {
  const byName = (a: StoreRow, b: StoreRow) => a.name.localeCompare(b.name, 'en');
  return [...stores].sort((a, b) => {
    if (sort.metric === 'name') return sort.direction === 'asc' ? byName(a, b) : byName(b, a);
    const x = a.current[sort.metric];
    const y = b.current[sort.metric];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const order = sort.direction === 'asc' ? x - y : y - x;
    return order === 0 ? byName(a, b) : order;
  });
}

/**
 * The worst value of a metric among the stores, to mark: the highest where lower is better, the
 * lowest where higher is better; none when fewer than two stores have a value or all are equal.
 */
export function worstValue(metric: MaintenanceMetric, stores: readonly StoreRow[]): number | null {
  const better = METRIC_INFO[metric].better;
  if (better === 'none') return null;
  const values = stores
    .map((store) => store.current[metric])
    .filter((value): value is number => value !== null);
  if (values.length < 2) return null;
  const worst = better === 'lower' ? Math.max(...values) : Math.min(...values);
  const best = better === 'lower' ? Math.min(...values) : Math.max(...values);
  return worst === best ? null : worst;
}

/** A figure in a CSV cell: plain numbers (spend as a decimal), empty when nothing was measured. */
function csvFigure(metric: MaintenanceMetric, value: number | null): string {
  if (value === null) return '';
  return metric === 'spendCents' ? (value / 100).toFixed(2) : String(value);
}

/** The dashboard as CSV: one line for all stores, then one per store, each figure and its previous. */
export function buildMaintenanceCsv(report: MaintenanceReport): string {
  const metrics = shownMetrics(MAINTENANCE_METRICS, report);
  const unit = (metric: MaintenanceMetric) =>
    metric === 'spendCents'
      ? ` (${report.currency})`
      : METRIC_INFO[metric].unit === 'hours'
        ? ' (h)'
        : METRIC_INFO[metric].unit === 'percent'
          ? ' (%)'
          : '';
  const header = [
    'Store',
    ...metrics.flatMap((metric) => [
      `${METRIC_INFO[metric].label}${unit(metric)}`,
      `${METRIC_INFO[metric].label}${unit(metric)} previous`,
    ]),
  ];
  const line = (
    name: string,
    figures: { current: MaintenanceFigures; previous: MaintenanceFigures },
  ) => [
    name,
    ...metrics.flatMap((metric) => [
      csvFigure(metric, figures.current[metric]),
      csvFigure(metric, figures.previous[metric]),
    ]),
  ];
  const rows = [
    line(report.locationId === null ? 'All stores' : 'Total', report.totals),
    ...report.stores.map((store) => line(store.name, store)),
  ];
  return Papa.unparse([header, ...protectCsvRows(rows)], { newline: '\r\n' });
}

export function maintenanceCsvFileName(report: MaintenanceReport): string {
  return `maintenance-${report.from}-${report.to}.csv`;
}
