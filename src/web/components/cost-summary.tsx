import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { Cost } from '#contract/schemas/spend.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatMinutes, formatMoney } from '#web/lib/locale-format.ts';
import { cn } from '#web/lib/utils.ts';

interface CostSummaryProps {
  /** The cost query of a ticket, a unit or a store (admins only). */
  query: UseQueryResult<Cost>;
  /** Names what the cost is of, for screen readers ('Cost of ticket #1042'). */
  label: string;
  className?: string;
}

/**
 * Decision 037: what something cost, as labour (with its time), vendor invoices and the
 * total, in the chain's currency. Shared by the ticket, equipment and store screens.
 */
export function CostSummary({ query, label, className }: CostSummaryProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={t('shared.loadingCost', { what: label.toLowerCase() })}
        className={className}
      >
        <Skeleton className="h-5 w-56" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className={cn('text-sm text-destructive', className)}>
        {errorText(query.error, t('shared.costFailed'))}
      </p>
    );
  }
  const cost = query.data;
  const money = (cents: number) => formatMoney(cents, cost.currency);
  return (
    <dl
      aria-label={label}
      className={cn('flex flex-wrap items-baseline gap-x-5 gap-y-1 text-sm', className)}
    >
      <div className="flex items-baseline gap-1.5">
        <dt className="text-muted-foreground">{t('shared.labour')}</dt>
        <dd className="font-medium tabular-nums" data-testid="cost-labour">
          {money(cost.labourCents)}
          {cost.labourMinutes > 0 ? ' ' : null}
          {cost.labourMinutes > 0 ? (
            <span className="font-normal text-muted-foreground">
              ({formatMinutes(cost.labourMinutes)})
            </span>
          ) : null}
        </dd>
      </div>
      <div className="flex items-baseline gap-1.5">
        <dt className="text-muted-foreground">{t('shared.vendor')}</dt>
        <dd className="font-medium tabular-nums" data-testid="cost-vendor">
          {money(cost.vendorCents)}
        </dd>
      </div>
      <div className="flex items-baseline gap-1.5">
        <dt className="text-muted-foreground">{t('shared.total')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="cost-total">
          {money(cost.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
