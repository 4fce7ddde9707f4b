import { useTranslation } from 'react-i18next';

import type { SpendReport } from '#contract/schemas/spend.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { formatMoney, formatNumber } from '#web/lib/locale-format.ts';

/** The report's rows with their totals: a table on wider screens and paper, cards on a phone. */
export function SpendTable({ report }: { report: SpendReport }) {
  const { t } = useTranslation('reports');
  const money = (cents: number) => formatMoney(cents, report.currency);
  const group = t(`spend.groups.${report.groupBy}`);
  const label = t(`spend.tableLabel.${report.groupBy}`);
  return (
    <>
      <ul aria-label={label} className="grid gap-3 sm:hidden print:hidden">
        {report.rows.map((row) => (
          <li key={row.id} className="grid gap-2 rounded-lg border p-3">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium break-words">{row.name}</span>
              <span className="font-semibold tabular-nums">{money(row.totalCents)}</span>
            </div>
            <dl className="grid grid-cols-3 gap-1 text-sm">
              <div className="grid">
                <dt className="text-xs text-muted-foreground">{t('spend.labour')}</dt>
                <dd className="tabular-nums">{money(row.labourCents)}</dd>
              </div>
              <div className="grid">
                <dt className="text-xs text-muted-foreground">{t('spend.vendor')}</dt>
                <dd className="tabular-nums">{money(row.vendorCents)}</dd>
              </div>
              <div className="grid">
                <dt className="text-xs text-muted-foreground">{t('spend.tickets')}</dt>
                <dd className="tabular-nums">{formatNumber(row.tickets)}</dd>
              </div>
            </dl>
          </li>
        ))}
        <li className="flex items-center justify-between gap-2 rounded-lg bg-muted/50 p-3 font-semibold">
          <span>{t('spend.total')}</span>
          <span className="tabular-nums">{money(report.totals.totalCents)}</span>
        </li>
      </ul>
      <div className="hidden sm:block print:block">
        <Table aria-label={label} className="print:text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>{group}</TableHead>
              <TableHead className="text-right">{t('spend.labour')}</TableHead>
              <TableHead className="text-right">{t('spend.vendor')}</TableHead>
              <TableHead className="text-right">{t('spend.total')}</TableHead>
              <TableHead className="text-right">{t('spend.tickets')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.id} className="break-inside-avoid">
                <TableCell className="font-medium whitespace-normal">{row.name}</TableCell>
                <TableCell className="text-right tabular-nums">{money(row.labourCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(row.vendorCents)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {money(row.totalCents)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatNumber(row.tickets)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <tfoot className="border-t bg-muted/50">
            <TableRow>
              <TableCell className="font-semibold">{t('spend.total')}</TableCell>
              <TableCell className="text-right tabular-nums">
                {money(report.totals.labourCents)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {money(report.totals.vendorCents)}
              </TableCell>
              <TableCell
                className="text-right font-semibold tabular-nums"
                data-testid="spend-total"
              >
                {money(report.totals.totalCents)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatNumber(report.totals.tickets)}
              </TableCell>
            </TableRow>
          </tfoot>
        </Table>
      </div>
    </>
  );
}
