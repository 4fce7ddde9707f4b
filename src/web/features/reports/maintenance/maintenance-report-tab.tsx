import { format, subDays } from 'date-fns';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { maintenanceReportAudienceFor } from '#contract/policies/maintenance-report.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

import { useReportStores } from '../api/get-pm-compliance.ts';
import { ReportActions } from '../components/report-actions.tsx';
import {
  DateRangeInputs,
  formatDay,
  ReportBody,
  ReportFilterCard,
  ReportPeriod,
  ReportStoreSelect,
  ReportSection,
} from '../components/report-layout.tsx';
import { downloadTextFile } from '../lib/download-text-file.ts';
import { complianceRangeProblem } from '../lib/pm-compliance.ts';
import { useMaintenanceReport } from './get-maintenance-report.ts';
import type { MaintenanceFilters } from './get-maintenance-report.ts';
import { MaintenanceChartsPlaceholder } from './maintenance-chart-grid.tsx';
import { MaintenanceMetricCards } from './maintenance-metric-cards.tsx';
import { buildMaintenanceCsv, maintenanceCsvFileName } from './maintenance-metrics.ts';
import { MaintenanceStoreTable } from './maintenance-store-table.tsx';

// The charts load on their own, so recharts is fetched when this tab draws them and never with the
// login or dashboard bundles.
const MaintenanceCharts = lazy(() => import('./maintenance-charts.tsx'));

const DAY_FORMAT = 'yyyy-MM-dd';

/** The default period: the last 30 days, today included. */
function lastThirtyDays(today: Date): Pick<MaintenanceFilters, 'from' | 'to'> {
  return { from: format(subDays(today, 29), DAY_FORMAT), to: format(today, DAY_FORMAT) };
}

/**
 * Issue 39: the maintenance dashboard. For a period and a store (admins pick any; a manager's is
 * theirs, the server scopes it): figure cards with the trend against the period before, charts,
 * the sortable store comparison, CSV and Print.
 */
export default function MaintenanceReportTab() {
  const { t } = useTranslation('maintenance');
  const user = useSignedInUser();
  const isAdmin = maintenanceReportAudienceFor(user)?.kind === 'all';
  const [filters, setFilters] = useState<MaintenanceFilters>(() => ({
    ...lastThirtyDays(new Date()),
    locationId: null,
  }));
  // The same limits as the PM report's (the server says them too): a start, an end after it, 2 years.
  const problem = complianceRangeProblem(filters);
  const report = useMaintenanceReport(filters, problem === null);
  const stores = useReportStores(isAdmin);
  const data = report.data;
  const canExport = problem === null && report.isSuccess && !report.isPlaceholderData;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {/* On paper the report's own heading (ReportBody's print title) says what and when. */}
      <div className="print-hidden">
        <PageHeader
          title={t('title')}
          description={<ReportPeriod what={t('what')} from={filters.from} to={filters.to} />}
          actions={
            <ReportActions
              canExport={canExport}
              onExport={() => {
                if (!data) return;
                downloadTextFile(
                  maintenanceCsvFileName(data),
                  buildMaintenanceCsv(data, t),
                  'text/csv;charset=utf-8',
                );
              }}
            />
          }
        />
      </div>

      <ReportFilterCard legend={t('filters')} problem={problem}>
        <DateRangeInputs
          from={{ id: 'maintenance-from', label: t('from'), value: filters.from }}
          to={{ id: 'maintenance-to', label: t('to'), value: filters.to }}
          onChange={(range) => {
            setFilters({ ...filters, ...range });
          }}
          problem={problem}
        />
        {isAdmin ? (
          <ReportStoreSelect
            id="maintenance-store"
            value={filters.locationId}
            stores={stores.data}
            onChange={(locationId) => {
              setFilters({ ...filters, locationId });
            }}
          />
        ) : null}
      </ReportFilterCard>

      <ReportBody
        query={report}
        isHidden={problem !== null}
        loading={{ label: t('loading'), cards: 4 }}
        errorTitle={t('loadFailed')}
        empty={{
          text: t('noStore'),
          isEmpty: (maintenance) => maintenance.stores.length === 0,
        }}
        print={{
          title: t('title'),
          period: t('printPeriod', {
            from: formatDay(filters.from),
            to: formatDay(filters.to),
            previous: data
              ? `${formatDay(data.previousFrom)} – ${formatDay(data.previousTo)}`
              : t('periodBefore'),
          }),
        }}
      >
        {(maintenance) => (
          <>
            {maintenance.totals.current.opened === 0 &&
            maintenance.totals.current.completed === 0 &&
            maintenance.totals.current.backlog === 0 ? (
              <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
                {t('nothing')}
              </p>
            ) : null}
            <MaintenanceMetricCards report={maintenance} />
            <ReportSection title={t('chartsTitle')} isUnbroken>
              {/* The placeholder holds the charts' room, so nothing moves when they arrive. */}
              <Suspense fallback={<MaintenanceChartsPlaceholder report={maintenance} />}>
                <MaintenanceCharts report={maintenance} />
              </Suspense>
            </ReportSection>
            <ReportSection title={t('comparisonTitle')}>
              <MaintenanceStoreTable report={maintenance} />
            </ReportSection>
          </>
        )}
      </ReportBody>
    </div>
  );
}
