import { CalendarCheckIcon, CircleAlertIcon, ClockIcon, PercentIcon } from 'lucide-react';
import { useState } from 'react';

import { pmPlanAudienceFor } from '#contract/policies/maintenance-plans.ts';

import { PageHeader } from '#web/components/page-header.tsx';
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
import {
  DateRangeInputs,
  formatDay,
  ReportBody,
  ReportFilterCard,
  ReportPeriod,
  ReportStoreSelect,
  ReportSection,
} from './report-layout.tsx';
import { SummaryStat } from './summary-stat.tsx';

/**
 * Decision 034: PM compliance per store and month of the due date (product rules §12): the overall
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
        description={<ReportPeriod what="PM work due" from={filters.from} to={filters.to} />}
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

      <ReportFilterCard legend="Period and store" problem={problem}>
        <DateRangeInputs
          from={{ id: 'pm-report-from', label: 'Due from', value: filters.from }}
          to={{ id: 'pm-report-to', label: 'Due to', value: filters.to }}
          onChange={(range) => {
            setFilters({ ...filters, ...range });
          }}
          problem={problem}
        />
        {isAdmin ? (
          <ReportStoreSelect
            id="pm-report-store"
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
        loading={{ label: 'Loading the compliance report', cards: 4 }}
        errorTitle="Failed to load the compliance report. Please try again."
        empty={{
          text: 'No preventive maintenance was due in this period.',
          isEmpty: (compliance) => compliance.rows.length === 0,
        }}
        print={{
          title: 'Preventive Maintenance Compliance',
          period: `Due ${formatDay(filters.from)} – ${formatDay(filters.to)}`,
        }}
      >
        {(data) => (
          <>
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
            <ReportSection title="Compliance per Month" isUnbroken>
              <PmComplianceChart report={data} />
            </ReportSection>
            <ReportSection title="By Store and Month">
              <PmComplianceTable report={data} />
            </ReportSection>
          </>
        )}
      </ReportBody>
    </div>
  );
}
