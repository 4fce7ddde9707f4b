import { useTranslation } from 'react-i18next';

import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';

import { useQuery } from '@tanstack/react-query';

import { getVendorsQueryOptions } from '#web/lib/vendors-query.ts';

import { useSpendReport, useVendorScorecards } from '../api/get-spend-report.ts';
import { ReportLoadError } from './report-states.tsx';
import { VendorScorecardTable } from './vendor-scorecard-table.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/**
 * Decision 037: the 'Vendor scorecard' of every vendor (the /vendors list), each over the dispatches
 * sent to it in the period; the spend report gives the chain's currency.
 */
export function VendorScorecardSection({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('reports');
  const spend = useSpendReport({ from, to, groupBy: 'vendor' }, true);
  const list = useQuery(getVendorsQueryOptions());
  const rows = list.data ?? [];
  const cards = useVendorScorecards(
    rows.map((row) => row.id),
    { from, to },
  );
  const vendors = {
    isPending: spend.isPending || list.isPending,
    isError: spend.isError || list.isError,
    refetch: () => Promise.all([spend.refetch(), list.refetch()]),
    data: spend.data,
  };
  const failed = cards.find((card) => card.isError);
  return (
    <Card className="gap-4 print:border-0 print:py-0 print:shadow-none">
      <CardHeader className="print:px-0">
        <CardTitle>{t('scorecard.title')}</CardTitle>
        <CardDescription>{t('scorecard.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-6 print:px-0">
        {vendors.isPending ? (
          <Skeleton className="h-24" aria-label={t('scorecard.loading')} />
        ) : vendors.isError || failed ? (
          <ReportLoadError
            title={t('scorecard.loadFailed')}
            onRetry={() => {
              void vendors.refetch();
              for (const card of cards) if (card.isError) void card.refetch();
            }}
          />
        ) : rows.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{t('scorecard.none')}</p>
        ) : (
          <VendorScorecardTable
            cards={cards.map((card) => card.data)}
            currency={vendors.data?.currency ?? 'USD'}
          />
        )}
      </CardContent>
    </Card>
  );
}
