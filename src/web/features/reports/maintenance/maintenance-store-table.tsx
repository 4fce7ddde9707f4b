import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MaintenanceMetric, MaintenanceReport } from '#contract/schemas/maintenance-report.ts';
import { cn } from '#web/lib/utils.ts';

import {
  DEFAULT_STORE_SORT,
  formatFigure,
  METRIC_INFO,
  metricLabel,
  shownMetrics,
  sortStores,
  TABLE_METRICS,
  worstValue,
} from './maintenance-metrics.ts';
import type { StoreSort } from './maintenance-metrics.ts';

// Issue 39: every store's figures side by side, sortable by any column (a column header is a
// button; aria-sort says the order). The worst value of each column is marked in red with the word
// 'worst', so the stores that need attention stand out at any sort. Headers wrap and cells are
// tight so every column fits a 1280 px screen beside the sidebar; on a phone the card scrolls.

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: MaintenanceMetric | 'name';
  sort: StoreSort;
  onSort: (sort: StoreSort) => void;
  className?: string;
}) {
  const active = sort.metric === column;
  const Icon = !active ? ArrowUpDownIcon : sort.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <th
      scope="col"
      className={cn('px-0.5 py-1 align-bottom font-medium', className)}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-0.5 rounded-sm px-0.5 text-left text-xs leading-tight hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none print:min-h-0"
        onClick={() => {
          // A new column starts worst first for figures (names A to Z); the same column flips.
          const direction = active
            ? sort.direction === 'asc'
              ? 'desc'
              : 'asc'
            : column === 'name'
              ? 'asc'
              : METRIC_INFO[column].better === 'higher'
                ? 'asc'
                : 'desc';
          onSort({ metric: column, direction });
        }}
      >
        {label}
        <Icon className="size-3 shrink-0 print:hidden" aria-hidden="true" />
      </button>
    </th>
  );
}

export function MaintenanceStoreTable({ report }: { report: MaintenanceReport }) {
  const { t } = useTranslation('maintenance');
  const [sort, setSort] = useState<StoreSort>(DEFAULT_STORE_SORT);
  const metrics = shownMetrics(TABLE_METRICS, report);
  const rows = sortStores(report.stores, sort);
  const worst = new Map(metrics.map((metric) => [metric, worstValue(metric, report.stores)]));
  return (
    // w-0 min-w-full: the table scrolls inside its card and never widens the page on a phone;
    // relative: the cells' screen-reader words (absolute) are clipped with it, not laid out past it.
    <div className="relative w-0 min-w-full overflow-x-auto print:overflow-visible">
      <table
        className="w-full border-collapse text-sm tabular-nums print:text-xs"
        data-testid="maintenance-store-table"
      >
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="text-left text-muted-foreground">
          <tr className="border-b">
            <SortHeader
              label={t('table.store')}
              column="name"
              sort={sort}
              onSort={setSort}
              className="sticky left-0 z-10 bg-card"
            />
            {metrics.map((metric) => (
              <SortHeader
                key={metric}
                label={metricLabel(t, metric, true)}
                column={metric}
                sort={sort}
                onSort={setSort}
                className="text-right"
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((store) => (
            <tr
              key={store.locationId}
              className="border-b last:border-0"
              data-testid="maintenance-store-row"
            >
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-40 bg-card px-2 py-2 text-left font-medium break-words"
              >
                {store.name}
              </th>
              {metrics.map((metric) => {
                const value = store.current[metric];
                const isWorst = value !== null && value === worst.get(metric);
                return (
                  <td
                    key={metric}
                    className={cn(
                      'px-1 py-2 text-right whitespace-nowrap',
                      isWorst &&
                        'bg-red-50 font-semibold text-red-700 dark:bg-red-950/40 dark:text-red-300',
                    )}
                  >
                    {formatFigure(t, metric, value, report.currency)}
                    {isWorst ? <span className="sr-only"> {t('table.worst')}</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
