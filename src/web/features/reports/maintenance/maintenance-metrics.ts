import type { TFunction } from 'i18next';
import Papa from 'papaparse';

import { MAINTENANCE_METRICS } from '#contract/schemas/maintenance-report.ts';
import type {
  MaintenanceFigures,
  MaintenanceMetric,
  MaintenanceReport,
} from '#contract/schemas/maintenance-report.ts';
import { protectCsvRows } from '#contract/utils/csv.ts';
import { formatMoney, formatNumber } from '#web/lib/locale-format.ts';

// Issue 39, the Maintenance tab: how each figure reads (its words in the maintenance catalogue,
// its unit, which way is better), its trend against the previous period, the store comparison's
// order and worst cells, and the CSV.

type Unit = 'count' | 'hours' | 'percent' | 'money';

interface MetricInfo {
  unit: Unit;
  /** Which way is good: a trend the other way reads as worse; 'none' is neither (tickets opened). */
  better: 'higher' | 'lower' | 'none';
  /**
   * False for a count that grows with how much a store had to do (completed tickets): a store that
   * opened nothing completes nothing, and marking it the worst would send an admin to the quietest
   * store. Its trend still reads better or worse.
   */
  marksWorst?: false;
}

/** The maintenance catalogue's t (decision 044): each figure's label and column header. */
type MaintenanceT = TFunction<'maintenance'>;

export const METRIC_INFO: Record<MaintenanceMetric, MetricInfo> = {
  opened: { unit: 'count', better: 'none' },
  completed: { unit: 'count', better: 'higher', marksWorst: false },
  backlog: { unit: 'count', better: 'lower' },
  backlog0to2: { unit: 'count', better: 'lower' },
  backlog3to7: { unit: 'count', better: 'lower' },
  backlog8to30: { unit: 'count', better: 'lower' },
  backlogOver30: { unit: 'count', better: 'lower' },
  respondMeanHours: { unit: 'hours', better: 'lower' },
  respondP90Hours: { unit: 'hours', better: 'lower' },
  resolveMeanHours: { unit: 'hours', better: 'lower' },
  resolveP90Hours: { unit: 'hours', better: 'lower' },
  slaCompliancePercent: { unit: 'percent', better: 'higher' },
  firstTimeFixPercent: { unit: 'percent', better: 'higher' },
  repeatRepairs: { unit: 'count', better: 'lower' },
  downtimeHours: { unit: 'hours', better: 'lower' },
  pmCompliancePercent: { unit: 'percent', better: 'higher' },
  spendCents: { unit: 'money', better: 'lower' },
};

/** A figure's name ('Tickets opened'), or its column header ('Opened'), in the language shown. */
export function metricLabel(t: MaintenanceT, metric: MaintenanceMetric, isShort = false): string {
  return isShort ? t(`metrics.${metric}.short`) : t(`metrics.${metric}.label`);
}

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

/** A figure as the dashboard shows it, in the language shown: '—' when nothing was measured. */
export function formatFigure(
  t: MaintenanceT,
  metric: MaintenanceMetric,
  value: number | null,
  currency: string,
): string {
  if (value === null) return '—';
  switch (METRIC_INFO[metric].unit) {
    case 'count':
      return formatNumber(value);
    case 'hours':
      return t('units.hours', { value: formatNumber(value, { maximumFractionDigits: 1 }) });
    case 'percent':
      return formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 });
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
  t: MaintenanceT,
  metric: MaintenanceMetric,
  current: number | null,
  previous: number | null,
  currency: string,
): Trend {
  if (current === null || previous === null) return { change: null, tone: 'neutral' };
  const delta = Math.round((current - previous) * 10) / 10;
  if (delta === 0) return { change: t('card.noChange'), tone: 'same' };
  const sign = delta > 0 ? '+' : '−';
  const size = Math.abs(delta);
  const info = METRIC_INFO[metric];
  const amount =
    info.unit === 'percent'
      ? t('units.points', { value: formatNumber(size) })
      : info.unit === 'money'
        ? formatMoney(size, currency)
        : info.unit === 'hours'
          ? t('units.hours', { value: formatNumber(size, { maximumFractionDigits: 1 }) })
          : formatNumber(size);
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
  const byName = (a: StoreRow, b: StoreRow) => a.name.localeCompare(b.name);
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
 * lowest where higher is better; none when fewer than two stores have a value or all are equal,
 * or for a count that only says how busy a store was (`marksWorst`).
 */
export function worstValue(metric: MaintenanceMetric, stores: readonly StoreRow[]): number | null {
  const { better, marksWorst } = METRIC_INFO[metric];
  if (better === 'none' || marksWorst === false) return null;
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

/**
 * The dashboard as CSV: one line for all stores, then one per store, each figure and its
 * previous. Headers in the language shown; the figures plain numbers (a machine format).
 */
export function buildMaintenanceCsv(report: MaintenanceReport, t: MaintenanceT): string {
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
    t('csv.store'),
    ...metrics.flatMap((metric) => {
      const label = `${metricLabel(t, metric)}${unit(metric)}`;
      return [label, t('csv.previous', { label })];
    }),
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
    line(report.locationId === null ? t('csv.allStores') : t('csv.total'), report.totals),
    ...report.stores.map((store) => line(store.name, store)),
  ];
  return Papa.unparse([header, ...protectCsvRows(rows)], { newline: '\r\n' });
}

export function maintenanceCsvFileName(report: MaintenanceReport): string {
  return `maintenance-${report.from}-${report.to}.csv`;
}
