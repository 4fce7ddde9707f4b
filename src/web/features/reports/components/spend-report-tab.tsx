import { BanknoteIcon, HardHatIcon, ReceiptIcon, TicketIcon } from 'lucide-react';
import { useState } from 'react';

import { formatMoney } from '#contract/money.ts';
import { SPEND_GROUP_LABELS, SPEND_GROUPS } from '#contract/schemas/spend.ts';
import type { SpendGroup } from '#contract/schemas/spend.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

import { spendCsvUrl, useSpendReport } from '../api/get-spend-report.ts';
import type { SpendFilters } from '../api/get-spend-report.ts';
import { downloadUrl } from '../lib/download-url.ts';
import { lastTwelveMonths, spendFormProblem } from '../lib/spend.ts';
import { ReportActions } from './report-actions.tsx';
import { ReportLoadError, ReportLoading } from './report-states.tsx';
import { SpendChart } from './spend-chart.tsx';
import { SpendTable } from './spend-table.tsx';
import { SummaryStat } from './summary-stat.tsx';
import { VendorScorecardSection } from './vendor-scorecard-section.tsx';

const SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground';

function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month ?? ''}/${date ?? ''}/${year ?? ''}`;
}

/**
 * Issue 22, decision 037: what repairs cost (admins): in-house labour and approved vendor
 * invoices by store, category or vendor and by month, with a chart, CSV and Print, and the vendor
 * scorecard.
 */
export function SpendReportTab() {
  const [filters, setFilters] = useState<SpendFilters>(() => ({
    ...lastTwelveMonths(new Date()),
    groupBy: 'store',
  }));
  const problem = spendFormProblem(filters);
  const report = useSpendReport(filters, problem === null);
  const data = report.data;
  const hasSpend = (data?.rows.length ?? 0) > 0;
  const canExport = problem === null && report.isSuccess && !report.isPlaceholderData && hasSpend;
  const group = SPEND_GROUP_LABELS[filters.groupBy];

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Spend"
        description={
          <>
            Repair spend from{' '}
            <span className="font-medium text-foreground">{formatDay(filters.from)}</span> to{' '}
            <span className="font-medium text-foreground">{formatDay(filters.to)}</span>
          </>
        }
        actions={
          <ReportActions
            canExport={canExport}
            onExport={() => {
              downloadUrl(spendCsvUrl(filters));
            }}
          />
        }
      />

      <Card className="print-hidden gap-4 py-4">
        <CardContent className="px-4">
          <fieldset className="grid gap-4">
            <legend className="sr-only">Period and grouping</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="grid gap-2">
                <Label htmlFor="spend-from">From</Label>
                <Input
                  id="spend-from"
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
                <Label htmlFor="spend-to">To</Label>
                <Input
                  id="spend-to"
                  type="date"
                  value={filters.to}
                  min={filters.from || undefined}
                  aria-invalid={problem !== null}
                  onChange={(event) => {
                    setFilters({ ...filters, to: event.target.value });
                  }}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="spend-group">Group by</Label>
                <select
                  id="spend-group"
                  className={SELECT_CLASS}
                  value={filters.groupBy}
                  onChange={(event) => {
                    setFilters({ ...filters, groupBy: event.target.value as SpendGroup });
                  }}
                >
                  {SPEND_GROUPS.map((value) => (
                    <option key={value} value={value}>
                      {SPEND_GROUP_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
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
        <ReportLoading label="Loading the spend report" cards={4} />
      ) : report.isError ? (
        <ReportLoadError
          title="Failed to load the spend report. Please try again."
          onRetry={() => void report.refetch()}
        />
      ) : data === undefined || !hasSpend ? (
        <Card>
          <CardContent className="py-8 text-center text-muted-foreground">
            No repair spend in this period.
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6" aria-busy={report.isFetching}>
          {/* Print only: what the paper is and for which days. */}
          <div className="hidden print:block">
            <h1 className="text-xl font-bold">Repair Spend by {group}</h1>
            <p>
              {formatDay(filters.from)} – {formatDay(filters.to)}
            </p>
          </div>
          {/* Amounts are long: one per line on a phone, so none spills out of its card. */}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
            <SummaryStat
              icon={BanknoteIcon}
              label="Total spend"
              value={formatMoney(data.totals.totalCents, data.currency)}
              testId="spend-total-stat"
            />
            <SummaryStat
              icon={HardHatIcon}
              label="Labour"
              value={formatMoney(data.totals.labourCents, data.currency)}
              testId="spend-labour-stat"
            />
            <SummaryStat
              icon={ReceiptIcon}
              label="Vendor"
              value={formatMoney(data.totals.vendorCents, data.currency)}
              testId="spend-vendor-stat"
            />
            <SummaryStat
              icon={TicketIcon}
              label="Tickets"
              value={String(data.totals.tickets)}
              testId="spend-tickets-stat"
            />
          </div>
          <Card className="break-inside-avoid gap-4 print:border-0 print:py-0 print:shadow-none">
            <CardHeader className="print:px-0">
              <CardTitle>Spend per Month</CardTitle>
            </CardHeader>
            <CardContent className="px-2 sm:px-6 print:px-0">
              <SpendChart report={data} />
            </CardContent>
          </Card>
          <Card className="gap-4 print:border-0 print:py-0 print:shadow-none">
            <CardHeader className="print:px-0">
              <CardTitle>Spend by {group}</CardTitle>
            </CardHeader>
            <CardContent className="px-2 sm:px-6 print:px-0">
              <SpendTable report={data} />
            </CardContent>
          </Card>
        </div>
      )}

      {problem === null ? <VendorScorecardSection from={filters.from} to={filters.to} /> : null}
    </div>
  );
}
