import { format, subDays } from 'date-fns';
import { lazy, Suspense, useState } from 'react';

import { maintenanceReportAudienceFor } from '#contract/policies/maintenance-report.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
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
          title="Maintenance"
          description={
            <ReportPeriod what="Tickets and upkeep" from={filters.from} to={filters.to} />
          }
          actions={
            <ReportActions
              canExport={canExport}
              onExport={() => {
                if (!data) return;
                downloadTextFile(
                  maintenanceCsvFileName(data),
                  buildMaintenanceCsv(data),
                  'text/csv;charset=utf-8',
                );
              }}
            />
          }
        />
      </div>

      <ReportFilterCard legend="Period and store" problem={problem}>
        <DateRangeInputs
          from={{ id: 'maintenance-from', label: 'From', value: filters.from }}
          to={{ id: 'maintenance-to', label: 'To', value: filters.to }}
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
        loading={{ label: 'Loading the maintenance dashboard', cards: 4 }}
        errorTitle="Failed to load the maintenance dashboard. Please try again."
        empty={{
          text: 'No store to show: you are not assigned to a store.',
          isEmpty: (maintenance) => maintenance.stores.length === 0,
        }}
        print={{
          title: 'Maintenance',
          period: `${formatDay(filters.from)} – ${formatDay(filters.to)}, compared with ${
            data
              ? `${formatDay(data.previousFrom)} – ${formatDay(data.previousTo)}`
              : 'the period before'
          }`,
        }}
      >
        {(maintenance) => (
          <>
            {maintenance.totals.current.opened === 0 &&
            maintenance.totals.current.completed === 0 &&
            maintenance.totals.current.backlog === 0 ? (
              <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
                No tickets were opened, completed or waiting in this period.
              </p>
            ) : null}
            <MaintenanceMetricCards report={maintenance} />
            <ReportSection title="Charts" isUnbroken>
              <Suspense fallback={<Skeleton className="h-64" aria-label="Loading the charts" />}>
                <MaintenanceCharts report={maintenance} />
              </Suspense>
            </ReportSection>
            <ReportSection title="Store Comparison">
              <MaintenanceStoreTable report={maintenance} />
            </ReportSection>
          </>
        )}
      </ReportBody>
    </div>
  );
}
