import { formatMoney } from '#contract/money.ts';
import type { VendorScorecard } from '#contract/schemas/spend.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';

import { minutesLabel, rateLabel } from '../lib/spend.ts';

interface VendorScorecardTableProps {
  /** The vendors' scorecards in order; undefined while one is loading. */
  cards: (VendorScorecard | undefined)[];
  currency: string;
}

const COLUMNS: {
  key: string;
  label: string;
  value: (card: VendorScorecard, currency: string) => string;
}[] = [
  { key: 'dispatches', label: 'Dispatches', value: (card) => String(card.dispatches) },
  { key: 'accepted', label: 'Accepted', value: (card) => String(card.accepted) },
  { key: 'declined', label: 'Declined', value: (card) => String(card.declined) },
  {
    key: 'accept',
    label: 'Median time to accept',
    value: (card) => minutesLabel(card.medianAcceptMinutes),
  },
  { key: 'onTime', label: 'On time', value: (card) => rateLabel(card.onTimeRate) },
  {
    key: 'onSite',
    label: 'Avg. on site',
    value: (card) => minutesLabel(card.avgOnSiteMinutes),
  },
  { key: 'repeat', label: 'Repeat visits', value: (card) => String(card.repeatVisits) },
  {
    key: 'invoice',
    label: 'Avg. invoice',
    value: (card, currency) =>
      card.averageInvoiceCents === null ? '—' : formatMoney(card.averageInvoiceCents, currency),
  },
  { key: 'overNte', label: 'Over NTE', value: (card) => String(card.invoicesOverNte) },
  {
    key: 'total',
    label: 'Invoiced',
    value: (card, currency) => formatMoney(card.totalInvoicedCents, currency),
  },
];

/**
 * Decision 037: each vendor's dispatches, acceptance time, on-site time against the due-by, repeat
 * visits for the same unit within 30 days, average invoice and invoices over the NTE.
 */
export function VendorScorecardTable({ cards, currency }: VendorScorecardTableProps) {
  return (
    <>
      <ul aria-label="Vendor scorecard" className="grid gap-3 sm:hidden print:hidden">
        {cards.map((card, index) =>
          card ? (
            <li key={card.vendorId} className="grid gap-2 rounded-lg border p-3">
              <span className="font-medium break-words">{card.name}</span>
              <dl className="grid gap-y-1 text-sm">
                {COLUMNS.map((column) => (
                  <div key={column.key} className="flex justify-between gap-2">
                    <dt className="text-muted-foreground">{column.label}</dt>
                    <dd className="text-right tabular-nums">{column.value(card, currency)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ) : (
            <li key={index}>
              <Skeleton className="h-28" />
            </li>
          ),
        )}
      </ul>
      <div className="hidden sm:block print:block">
        <Table aria-label="Vendor scorecard" className="print:text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>Vendor</TableHead>
              {COLUMNS.map((column) => (
                <TableHead key={column.key} className="text-right whitespace-normal">
                  {column.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {cards.map((card, index) =>
              card ? (
                <TableRow key={card.vendorId} className="break-inside-avoid">
                  <TableCell className="font-medium whitespace-normal">{card.name}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.key} className="text-right tabular-nums">
                      {column.value(card, currency)}
                    </TableCell>
                  ))}
                </TableRow>
              ) : (
                <TableRow key={index}>
                  <TableCell colSpan={COLUMNS.length + 1}>
                    <Skeleton className="h-5" />
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
