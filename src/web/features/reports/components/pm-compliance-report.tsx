import { CalendarCheckIcon, CircleAlertIcon, ClockIcon, PercentIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('reports');
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
        title={t('pm.title')}
        description={<ReportPeriod what={t('pm.what')} from={filters.from} to={filters.to} />}
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

      <ReportFilterCard legend={t('pm.legend')} problem={problem}>
        <DateRangeInputs
          from={{ id: 'pm-report-from', label: t('pm.dueFrom'), value: filters.from }}
          to={{ id: 'pm-report-to', label: t('pm.dueTo'), value: filters.to }}
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
        loading={{ label: t('pm.loading'), cards: 4 }}
        errorTitle={t('pm.loadFailed')}
        empty={{
          text: t('pm.empty'),
          isEmpty: (compliance) => compliance.rows.length === 0,
        }}
        print={{
          title: t('pm.printTitle'),
          period: t('pm.printPeriod', { from: formatDay(filters.from), to: formatDay(filters.to) }),
        }}
      >
        {(data) => (
          <>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4">
              <SummaryStat
                icon={PercentIcon}
                label={t('pm.compliance')}
                value={percentLabel(data.totals.compliancePercent)}
                testId="pm-compliance-percent"
              />
              <SummaryStat
                icon={CalendarCheckIcon}
                label={t('pm.onTimeStat')}
                value={t('pm.ofTotal', { count: data.totals.onTime, total: data.totals.due })}
                testId="pm-compliance-on-time"
              />
              <SummaryStat
                icon={ClockIcon}
                label={t('pm.late')}
                value={String(data.totals.late)}
                testId="pm-compliance-late"
              />
              <SummaryStat
                icon={CircleAlertIcon}
                label={t('pm.missed')}
                value={String(data.totals.missed)}
                testId="pm-compliance-missed"
              />
            </div>
            <ReportSection title={t('pm.perMonth')} isUnbroken>
              <PmComplianceChart report={data} />
            </ReportSection>
            <ReportSection title={t('pm.byStoreMonth')}>
              <PmComplianceTable report={data} />
            </ReportSection>
          </>
        )}
      </ReportBody>
    </div>
  );
}
