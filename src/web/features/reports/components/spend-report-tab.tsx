import { BanknoteIcon, HardHatIcon, ReceiptIcon, TicketIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SPEND_GROUPS } from '#contract/schemas/spend.ts';
import type { SpendGroup } from '#contract/schemas/spend.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { formatMoney, formatNumber } from '#web/lib/locale-format.ts';

import { spendCsvUrl, useSpendReport } from '../api/get-spend-report.ts';
import type { SpendFilters } from '../api/get-spend-report.ts';
import { downloadUrl } from '../lib/download-url.ts';
import { lastTwelveMonths, spendFormProblem } from '../lib/spend.ts';
import { ReportActions } from './report-actions.tsx';
import {
  DateRangeInputs,
  formatDay,
  ReportBody,
  ReportFilterCard,
  ReportPeriod,
  REPORT_SELECT_CLASS,
  ReportSection,
} from './report-layout.tsx';
import { SpendChart } from './spend-chart.tsx';
import { SpendTable } from './spend-table.tsx';
import { SummaryStat } from './summary-stat.tsx';
import { VendorScorecardSection } from './vendor-scorecard-section.tsx';

/**
 * Decision 037: what repairs cost (admins): in-house labour and approved vendor
 * invoices by store, category or vendor and by month, with a chart, CSV and Print, and the vendor
 * scorecard.
 */
export function SpendReportTab() {
  const { t } = useTranslation('reports');
  const [filters, setFilters] = useState<SpendFilters>(() => ({
    ...lastTwelveMonths(new Date()),
    groupBy: 'store',
  }));
  const problem = spendFormProblem(filters);
  const report = useSpendReport(filters, problem === null);
  const data = report.data;
  const hasSpend = (data?.rows.length ?? 0) > 0;
  const canExport = problem === null && report.isSuccess && !report.isPlaceholderData && hasSpend;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title={t('spend.title')}
        description={<ReportPeriod what={t('spend.what')} from={filters.from} to={filters.to} />}
        actions={
          <ReportActions
            canExport={canExport}
            onExport={() => {
              downloadUrl(spendCsvUrl(filters));
            }}
          />
        }
      />

      <ReportFilterCard legend={t('spend.legend')} problem={problem}>
        <DateRangeInputs
          from={{ id: 'spend-from', label: t('spend.from'), value: filters.from }}
          to={{ id: 'spend-to', label: t('spend.to'), value: filters.to }}
          onChange={(range) => {
            setFilters({ ...filters, ...range });
          }}
          problem={problem}
        />
        <div className="grid gap-2">
          <Label htmlFor="spend-group">{t('spend.groupBy')}</Label>
          <select
            id="spend-group"
            className={REPORT_SELECT_CLASS}
            value={filters.groupBy}
            onChange={(event) => {
              setFilters({ ...filters, groupBy: event.target.value as SpendGroup });
            }}
          >
            {SPEND_GROUPS.map((value) => (
              <option key={value} value={value}>
                {t(`spend.groups.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </ReportFilterCard>

      <ReportBody
        query={report}
        isHidden={problem !== null}
        loading={{ label: t('spend.loading'), cards: 4 }}
        errorTitle={t('spend.loadFailed')}
        empty={{
          text: t('spend.empty'),
          isEmpty: (spend) => spend.rows.length === 0,
        }}
        print={{
          title: t(`spend.printTitle.${filters.groupBy}`),
          period: t('range', { from: formatDay(filters.from), to: formatDay(filters.to) }),
        }}
      >
        {(data) => (
          <>
            {/* Amounts are long: one per line on a phone, so none spills out of its card. */}
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
              <SummaryStat
                icon={BanknoteIcon}
                label={t('spend.totalSpend')}
                value={formatMoney(data.totals.totalCents, data.currency)}
                testId="spend-total-stat"
              />
              <SummaryStat
                icon={HardHatIcon}
                label={t('spend.labour')}
                value={formatMoney(data.totals.labourCents, data.currency)}
                testId="spend-labour-stat"
              />
              <SummaryStat
                icon={ReceiptIcon}
                label={t('spend.vendor')}
                value={formatMoney(data.totals.vendorCents, data.currency)}
                testId="spend-vendor-stat"
              />
              <SummaryStat
                icon={TicketIcon}
                label={t('spend.tickets')}
                value={formatNumber(data.totals.tickets)}
                testId="spend-tickets-stat"
              />
            </div>
            <ReportSection title={t('spend.perMonth')} isUnbroken>
              <SpendChart report={data} />
            </ReportSection>
            <ReportSection title={t(`spend.by.${filters.groupBy}`)}>
              <SpendTable report={data} />
            </ReportSection>
          </>
        )}
      </ReportBody>

      {problem === null ? <VendorScorecardSection from={filters.from} to={filters.to} /> : null}
    </div>
  );
}
