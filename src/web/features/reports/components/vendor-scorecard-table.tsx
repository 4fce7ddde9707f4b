import { useTranslation } from 'react-i18next';

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
import { formatMoney, formatNumber } from '#web/lib/locale-format.ts';

import { minutesLabel, rateLabel } from '../lib/spend.ts';

interface VendorScorecardTableProps {
  /** The vendors' scorecards in order; undefined while one is loading. */
  cards: (VendorScorecard | undefined)[];
  currency: string;
}

/** The columns; their words are the reports catalogue's `scorecard.columns.<key>`. */
const COLUMNS: {
  key:
    | 'dispatches'
    | 'accepted'
    | 'declined'
    | 'accept'
    | 'onTime'
    | 'onSite'
    | 'repeat'
    | 'invoice'
    | 'overNte'
    | 'total';
  value: (card: VendorScorecard, currency: string) => string;
}[] = [
  { key: 'dispatches', value: (card) => formatNumber(card.dispatches) },
  { key: 'accepted', value: (card) => formatNumber(card.accepted) },
  { key: 'declined', value: (card) => formatNumber(card.declined) },
  {
    key: 'accept',
    value: (card) => minutesLabel(card.medianAcceptMinutes),
  },
  { key: 'onTime', value: (card) => rateLabel(card.onTimeRate) },
  {
    key: 'onSite',
    value: (card) => minutesLabel(card.avgOnSiteMinutes),
  },
  { key: 'repeat', value: (card) => formatNumber(card.repeatVisits) },
  {
    key: 'invoice',
    value: (card, currency) =>
      card.averageInvoiceCents === null ? '—' : formatMoney(card.averageInvoiceCents, currency),
  },
  { key: 'overNte', value: (card) => formatNumber(card.invoicesOverNte) },
  {
    key: 'total',
    value: (card, currency) => formatMoney(card.totalInvoicedCents, currency),
  },
];

/**
 * Decision 037: each vendor's dispatches, acceptance time, on-site time against the due-by, repeat
 * visits for the same unit within 30 days, average invoice and invoices over the NTE.
 */
export function VendorScorecardTable({ cards, currency }: VendorScorecardTableProps) {
  const { t } = useTranslation('reports');
  return (
    <>
      <ul aria-label={t('scorecard.title')} className="grid gap-3 sm:hidden print:hidden">
        {cards.map((card, index) =>
          card ? (
            <li key={card.vendorId} className="grid gap-2 rounded-lg border p-3">
              <span className="font-medium break-words">{card.name}</span>
              <dl className="grid gap-y-1 text-sm">
                {COLUMNS.map((column) => (
                  <div key={column.key} className="flex justify-between gap-2">
                    <dt className="text-muted-foreground">
                      {t(`scorecard.columns.${column.key}`)}
                    </dt>
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
        {/* Twelve columns beside the sidebar at 1280 px: tight cells keep the last (total
            invoiced, 'USD 4,025.00' in Spanish) in view without sideways scroll. */}
        <Table aria-label={t('scorecard.title')} className="print:text-xs [&_td]:px-1 [&_th]:px-1">
          <TableHeader>
            <TableRow>
              <TableHead>{t('scorecard.vendor')}</TableHead>
              {COLUMNS.map((column) => (
                <TableHead key={column.key} className="text-right whitespace-normal">
                  {t(`scorecard.columns.${column.key}`)}
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
