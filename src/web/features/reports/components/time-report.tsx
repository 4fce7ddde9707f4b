import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SESSION_REVIEW_AFTER_HOURS } from '#contract/schemas/time-session.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

import { useTimeReport } from '../api/get-time-report.ts';
import type { ReportRange } from '../api/get-time-report.ts';
import { downloadTextFile } from '../lib/download-text-file.ts';
import { presetRange, rangeProblem } from '../lib/report-range.ts';
import { applyFilters, filterOptions, NO_FILTERS } from '../lib/report-filters.ts';
import type { ReportFilters } from '../lib/report-filters.ts';
import { reportDateTime } from '../lib/shown-formats.ts';
import { buildTimeReportCsv, timeReportFileName } from '../lib/time-report-csv.ts';
import { HoursByTechnicianChart } from './hours-by-technician-chart.tsx';
import { ReportActions } from './report-actions.tsx';
import { ReportDateFilter } from './report-date-filter.tsx';
import { formatDay, ReportBody, ReportPeriod, ReportSection } from './report-layout.tsx';
import { ReportFilterSelects } from './report-filters.tsx';
import { ReportSummary } from './report-summary.tsx';
import { ReportTable } from './report-table.tsx';
import { TechnicianSubtotals } from './technician-subtotals.tsx';

/**
 * Product rules §2 Time report: date filter, Summary, a chart of hours per technician, the table, Print
 * (only the report is printed: the shell, filter and buttons are print-hidden) and CSV export.
 */
export function TimeReport() {
  const { t } = useTranslation('reports');
  const [range, setRange] = useState<ReportRange>(() => presetRange('last-7-days', new Date()));
  const problem = rangeProblem(range);
  const report = useTimeReport(range, problem === null);
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const allSessions = report.data ?? [];
  const options = filterOptions(allSessions);
  // Everything below — summary, subtotals, chart, rows, CSV and print — shows the filtered rows.
  const sessions = applyFilters(allSessions, filters);
  const needsReviewCount = sessions.filter((session) => session.needsReview).length;
  const canExport = problem === null && report.isSuccess && !report.isPlaceholderData;

  return (
    <div className="min-w-0">
      <PageHeader
        title={t('time.title')}
        description={
          <ReportPeriod what={t('time.what')} from={range.startDate} to={range.endDate} />
        }
        actions={
          <ReportActions
            canExport={canExport}
            onExport={() => {
              downloadTextFile(
                timeReportFileName(new Date()),
                buildTimeReportCsv(sessions),
                'text/csv;charset=utf-8',
              );
            }}
          />
        }
      />

      <div className="grid grid-cols-1 gap-6">
        <Card className="print-hidden gap-4 py-4">
          <CardContent className="px-4">
            <div className="grid gap-4">
              <ReportDateFilter value={range} onChange={setRange} problem={problem} />
              <ReportFilterSelects
                value={filters}
                onChange={setFilters}
                technicians={options.technicians}
                stores={options.stores}
              />
            </div>
          </CardContent>
        </Card>

        <ReportBody
          query={report}
          isHidden={problem !== null}
          loading={{ label: t('time.loading'), cards: 3 }}
          errorTitle={t('time.loadFailed')}
          print={{
            title: t('time.title'),
            period: t('range', { from: formatDay(range.startDate), to: formatDay(range.endDate) }),
            extra: <p>{t('time.printed', { at: reportDateTime(new Date().toISOString()) })}</p>,
          }}
        >
          {() => (
            <>
              <ReportSummary sessions={sessions} />
              {needsReviewCount > 0 ? (
                <Alert variant="warning">
                  <TriangleAlertIcon aria-hidden="true" />
                  <AlertTitle>{t('time.needReview', { count: needsReviewCount })}</AlertTitle>
                  <AlertDescription>
                    {t('time.needReviewHint', { hours: SESSION_REVIEW_AFTER_HOURS })}
                  </AlertDescription>
                </Alert>
              ) : null}
              {sessions.length > 0 ? (
                <ReportSection
                  title={t('time.subtotals')}
                  contentClassName="px-4 sm:px-6 print:px-0"
                >
                  <TechnicianSubtotals sessions={sessions} />
                </ReportSection>
              ) : null}
              {sessions.length > 0 ? (
                <Card className="print-hidden gap-4">
                  <CardHeader>
                    <CardTitle>{t('time.hoursPerTechnician')}</CardTitle>
                  </CardHeader>
                  <CardContent className="px-2 sm:px-6">
                    <HoursByTechnicianChart sessions={sessions} />
                  </CardContent>
                </Card>
              ) : null}
              <ReportSection title={t('time.entries')}>
                <ReportTable sessions={sessions} />
              </ReportSection>
              <div className="hidden gap-8 pt-8 print:grid print:grid-cols-2">
                <p className="border-t border-black pt-1">{t('time.approvedBy')}</p>
                <p className="border-t border-black pt-1">{t('time.date')}</p>
              </div>
            </>
          )}
        </ReportBody>
      </div>
    </div>
  );
}
