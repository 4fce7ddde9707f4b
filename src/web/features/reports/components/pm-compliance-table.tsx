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

const COUNTS = [
  ['due', 'Due'],
  ['onTime', 'On time'],
  ['late', 'Late'],
  ['missed', 'Missed'],
  ['open', 'Open'],
] as const;

/** Per store and month: a table on wider screens and paper, labelled cards on a phone. */
export function PmComplianceTable({ report }: { report: PmComplianceReport }) {
  return (
    <>
      <ul
        aria-label="PM compliance by store and month"
        className="grid gap-3 sm:hidden print:hidden"
      >
        {report.rows.map((row) => (
          <li key={`${row.locationId}|${row.month}`} className="grid gap-2 rounded-lg border p-3">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">
                {row.location} · {monthLabel(row.month)}
              </span>
              <span className="font-semibold tabular-nums" aria-label="Compliance">
                {percentLabel(row.compliancePercent)}
              </span>
            </div>
            <dl className="grid grid-cols-5 gap-1 text-center text-sm">
              {COUNTS.map(([key, label]) => (
                <div key={key} className="grid">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="tabular-nums">{row[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block print:block">
        <Table aria-label="PM compliance by store and month" className="print:text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>Store</TableHead>
              <TableHead>Month</TableHead>
              {COUNTS.map(([key, label]) => (
                <TableHead key={key} className="text-right">
                  {label}
                </TableHead>
              ))}
              <TableHead className="text-right">Compliance</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={`${row.locationId}|${row.month}`} className="break-inside-avoid">
                <TableCell className="font-medium">{row.location}</TableCell>
                <TableCell>{monthLabel(row.month)}</TableCell>
                {COUNTS.map(([key]) => (
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
              <TableCell colSpan={2}>Total</TableCell>
              {COUNTS.map(([key]) => (
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
