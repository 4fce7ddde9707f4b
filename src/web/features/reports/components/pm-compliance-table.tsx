import { useTranslation } from 'react-i18next';

import type { PmComplianceReport } from '#contract/schemas/pm-plan.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';

import { monthLabel, percentLabel } from '../lib/pm-compliance.ts';

/** The counted columns; their words are the reports catalogue's `pm.counts.<key>`. */
const COUNTS = ['due', 'onTime', 'late', 'missed', 'open'] as const;

/** Per store and month: a table on wider screens and paper, labelled cards on a phone. */
export function PmComplianceTable({ report }: { report: PmComplianceReport }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <ul aria-label={t('pm.tableLabel')} className="grid gap-3 sm:hidden print:hidden">
        {report.rows.map((row) => (
          <li key={`${row.locationId}|${row.month}`} className="grid gap-2 rounded-lg border p-3">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">
                {t('pm.storeMonth', { store: row.location, month: monthLabel(row.month) })}
              </span>
              <span className="font-semibold tabular-nums" aria-label={t('pm.compliance')}>
                {percentLabel(row.compliancePercent)}
              </span>
            </div>
            <dl className="grid grid-cols-5 gap-1 text-center text-sm">
              {COUNTS.map((key) => (
                <div key={key} className="grid">
                  <dt className="text-xs text-muted-foreground">{t(`pm.counts.${key}`)}</dt>
                  <dd className="tabular-nums">{row[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block print:block">
        <Table aria-label={t('pm.tableLabel')} className="print:text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>{t('pm.store')}</TableHead>
              <TableHead>{t('pm.month')}</TableHead>
              {COUNTS.map((key) => (
                <TableHead key={key} className="text-right">
                  {t(`pm.counts.${key}`)}
                </TableHead>
              ))}
              <TableHead className="text-right">{t('pm.compliance')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={`${row.locationId}|${row.month}`} className="break-inside-avoid">
                <TableCell className="font-medium">{row.location}</TableCell>
                <TableCell>{monthLabel(row.month)}</TableCell>
                {COUNTS.map((key) => (
                  <TableCell key={key} className="text-right tabular-nums">
                    {row[key]}
                  </TableCell>
                ))}
                <TableCell className="text-right font-semibold tabular-nums">
                  {percentLabel(row.compliancePercent)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow className="border-t-2 font-semibold">
              <TableCell colSpan={2}>{t('pm.total')}</TableCell>
              {COUNTS.map((key) => (
                <TableCell key={key} className="text-right tabular-nums">
                  {report.totals[key]}
                </TableCell>
              ))}
              <TableCell className="text-right tabular-nums">
                {percentLabel(report.totals.compliancePercent)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
    </>
  );
}
