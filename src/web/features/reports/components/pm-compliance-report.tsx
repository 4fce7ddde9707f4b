import { CalendarCheckIcon, CircleAlertIcon, ClockIcon, PercentIcon } from 'lucide-react';
import { useState } from 'react';

import { pmPlanAudienceFor } from '#contract/policies/pm-plans.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

import { usePmCompliance, useReportStores } from '../api/get-pm-compliance.ts';
import type { PmComplianceFilters } from '../api/get-pm-compliance.ts';
import { downloadTextFile } from '../lib/download-text-file.ts';
import {
  buildPmComplianceCsv,
  complianceRangeProblem,
  lastSixMonths,
  percentLabel,
  pmComplianceFileName,
} from '../lib/pm-compliance.ts';
import { PmComplianceChart } from './pm-compliance-chart.tsx';
import { PmComplianceTable } from './pm-compliance-table.tsx';
import { ReportActions } from './report-actions.tsx';
import { ReportLoadError, ReportLoading } from './report-states.tsx';
import { SummaryStat } from './summary-stat.tsx';

const SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground';

function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month ?? ''}/${date ?? ''}/${year ?? ''}`;
}

/**
 * Issue 19: PM compliance per store and month of the due date (product rules §12): the overall
 * percentage, a chart per month, the table, CSV and Print. Managers see their own store (the
 * server scopes it), so only admins get a store filter.
 */
export function PmComplianceReport() {
  const user = useSignedInUser();
  // Product rules §12: admins pick any store; a manager's report is their store's.
  const isAdmin = pmPlanAudienceFor(user)?.kind === 'all';
  const [filters, setFilters] = useState<PmComplianceFilters>(() => ({
    ...lastSixMonths(new Date()),
    locationId: null,
  }));
  const problem = complianceRangeProblem(filters);
  const report = usePmCompliance(filters, problem === null);
  const stores = useReportStores(isAdmin);
  const data = report.data;
  const hasRows = (data?.rows.length ?? 0) > 0;
  const canExport = problem === null && report.isSuccess && !report.isPlaceholderData && hasRows;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Preventive Maintenance"
        description={
          <>
            PM work due from{' '}
            <span className="font-medium text-foreground">{formatDay(filters.from)}</span> to{' '}
            <span className="font-medium text-foreground">{formatDay(filters.to)}</span>
          </>
        }
        actions={
          <ReportActions
            canExport={canExport}
            onExport={() => {
              if (!data) return;
              downloadTextFile(
                pmComplianceFileName(filters),
                buildPmComplianceCsv(data),
                'text/csv;charset=utf-8',
              );
            }}
          />
        }
      />

      <Card className="print-hidden gap-4 py-4">
        <CardContent className="px-4">
          <fieldset className="grid gap-4">
            <legend className="sr-only">Period and store</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="grid gap-2">
                <Label htmlFor="pm-report-from">Due from</Label>
                <Input
                  id="pm-report-from"
                  type="date"
                  value={filters.from}
                  max={filters.to || undefined}
                  aria-invalid={problem !== null}
                  onChange={(event) => {
                    setFilters({ ...filters, from: event.target.value });
                  }}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="pm-report-to">Due to</Label>
                <Input
                  id="pm-report-to"
                  type="date"
                  value={filters.to}
                  min={filters.from || undefined}
                  aria-invalid={problem !== null}
                  onChange={(event) => {
                    setFilters({ ...filters, to: event.target.value });
                  }}
                />
              </div>
              {isAdmin ? (
                <div className="grid gap-2">
                  <Label htmlFor="pm-report-store">Store</Label>
                  <select
                    id="pm-report-store"
                    className={SELECT_CLASS}
                    value={filters.locationId ?? ''}
                    onChange={(event) => {
                      setFilters({ ...filters, locationId: event.target.value || null });
                    }}
                  >
                    <option value="">All stores</option>
                    {(stores.data ?? []).map((store) => (
                      <option key={store.id} value={store.id}>
                        {store.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </div>
            {problem ? (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
          </fieldset>
        </CardContent>
      </Card>

      {problem !== null ? null : report.isPending ? (
        <ReportLoading label="Loading the compliance report" cards={4} />
      ) : report.isError ? (
        <ReportLoadError
          title="Failed to load the compliance report. Please try again."
          onRetry={() => void report.refetch()}
        />
      ) : data === undefined || !hasRows ? (
        <Card>
          <CardContent className="py-8 text-center text-muted-foreground">
            No preventive maintenance was due in this period.
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6" aria-busy={report.isFetching}>
          {/* Print only: what the paper is and for which days. */}
          <div className="hidden print:block">
            <h1 className="text-xl font-bold">Preventive Maintenance Compliance</h1>
            <p>
              Due {formatDay(filters.from)} – {formatDay(filters.to)}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4">
            <SummaryStat
              icon={PercentIcon}
              label="Compliance"
              value={percentLabel(data.totals.compliancePercent)}
              testId="pm-compliance-percent"
            />
            <SummaryStat
              icon={CalendarCheckIcon}
              label="Done on time"
              value={`${String(data.totals.onTime)} of ${String(data.totals.due)}`}
              testId="pm-compliance-on-time"
            />
            <SummaryStat
              icon={ClockIcon}
              label="Late"
              value={String(data.totals.late)}
              testId="pm-compliance-late"
            />
            <SummaryStat
              icon={CircleAlertIcon}
              label="Missed"
              value={String(data.totals.missed)}
              testId="pm-compliance-missed"
            />
          </div>
          <Card className="break-inside-avoid gap-4 print:border-0 print:py-0 print:shadow-none">
            <CardHeader className="print:px-0">
              <CardTitle>Compliance per Month</CardTitle>
            </CardHeader>
            <CardContent className="px-2 sm:px-6 print:px-0">
              <PmComplianceChart report={data} />
            </CardContent>
          </Card>
          <Card className="gap-4 print:border-0 print:py-0 print:shadow-none">
            <CardHeader className="print:px-0">
              <CardTitle>By Store and Month</CardTitle>
            </CardHeader>
            <CardContent className="px-2 sm:px-6 print:px-0">
              <PmComplianceTable report={data} />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
