import { TruckIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { formatDay } from '#web/lib/date-format.ts';
import { formatMoney } from '#web/lib/locale-format.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';
import { QueryErrorAlert } from '#web/components/retry-alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { CardList, ListTable } from '#web/components/list-table.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableCell, TableRow } from '#web/components/ui/table.tsx';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { useStoreOptions, useTradeOptions, useVendorCurrency } from '../api/get-vendor-options.ts';
import { useVendors } from '../api/get-vendors.ts';
import { DeleteVendorButton } from './delete-vendor-button.tsx';
import { VendorFormDialog } from './vendor-form-dialog.tsx';

interface Names {
  stores: Map<string, string>;
  trades: Map<string, string>;
  currency: string;
  t: TFunction<'vendors'>;
}

function tradesOf(vendor: Vendor, names: Names): string {
  return vendor.trades.map((id) => names.trades.get(id) ?? '—').join(', ') || '—';
}

function storesOf(vendor: Vendor, names: Names): string {
  const stores = [...new Set(vendor.coverage.map((entry) => entry.locationId))];
  if (stores.length === 0) return '—';
  if (names.stores.size > 0 && stores.length === names.stores.size)
    return names.t('list.allStores');
  return stores.map((id) => names.stores.get(id) ?? '—').join(', ');
}

function rateOf(vendor: Vendor, names: Names): string {
  return vendor.hourlyRateCents === null
    ? '—'
    : names.t('list.rate', { amount: formatMoney(vendor.hourlyRateCents, names.currency) });
}

function InsuranceCell({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation('vendors');
  if (!vendor.insuranceExpiresOn) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className={vendor.insuranceExpired ? 'text-destructive' : undefined}>
        {formatDay(vendor.insuranceExpiresOn)}
      </span>
      {vendor.insuranceExpired ? (
        <Badge variant="destructive">{t('list.insuranceExpired')}</Badge>
      ) : null}
    </span>
  );
}

function StatusBadge({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation('vendors');
  return vendor.active ? (
    <Badge variant="secondary">{t('list.active')}</Badge>
  ) : (
    <Badge variant="outline">{t('list.inactive')}</Badge>
  );
}

function Actions({ vendor }: { vendor: Vendor }) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <VendorFormDialog editing={vendor} />
      <DeleteVendorButton vendor={vendor} />
    </div>
  );
}

/** The admins' vendors: a table on desktop, cards on a phone. */
export function VendorList() {
  const { t } = useTranslation('vendors');
  const query = useVendors();
  const stores = useStoreOptions();
  const trades = useTradeOptions();
  const currency = useVendorCurrency();
  const isMobile = useIsMobile();
  const names: Names = {
    stores: new Map((stores.data ?? []).map((store) => [store.id, store.name])),
    trades: new Map((trades.data ?? []).map((trade) => [trade.id, trade.name])),
    currency,
    t,
  };

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-label={t('list.loading')} role="status">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <QueryErrorAlert query={query} fallback={t('list.failed')} />;
  }
  const vendors = query.data;
  if (vendors.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <TruckIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('list.emptyTitle')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('list.emptyText')}</p>
      </div>
    );
  }
  if (isMobile) {
    return (
      <CardList items={vendors} label={t('list.cards')}>
        {(vendor) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <p className="font-medium break-words">{vendor.name}</p>
              <StatusBadge vendor={vendor} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('headings.trades')}</dt>
              <dd>{tradesOf(vendor, names)}</dd>
              <dt className="text-muted-foreground">{t('headings.stores')}</dt>
              <dd>{storesOf(vendor, names)}</dd>
              <dt className="text-muted-foreground">{t('headings.rate')}</dt>
              <dd>{rateOf(vendor, names)}</dd>
              <dt className="text-muted-foreground">{t('headings.insurance')}</dt>
              <dd>
                <InsuranceCell vendor={vendor} />
              </dd>
            </dl>
            <Actions vendor={vendor} />
          </>
        )}
      </CardList>
    );
  }
  return (
    <ListTable
      className="rounded-md border"
      headings={[
        t('headings.name'),
        t('headings.trades'),
        t('headings.stores'),
        t('headings.rate'),
        t('headings.insurance'),
        t('headings.status'),
        <span key="actions" className="sr-only">
          {t('headings.actions')}
        </span>,
      ]}
    >
      {vendors.map((vendor) => (
        <TableRow key={vendor.id}>
          <TableCell className="font-medium">
            {vendor.name}
            {vendor.contactName || vendor.phone ? (
              <span className="block text-xs font-normal text-muted-foreground">
                {[vendor.contactName, vendor.phone].filter(Boolean).join(' · ')}
              </span>
            ) : null}
          </TableCell>
          <TableCell className="max-w-48 whitespace-normal">{tradesOf(vendor, names)}</TableCell>
          <TableCell className="max-w-56 whitespace-normal">{storesOf(vendor, names)}</TableCell>
          <TableCell>{rateOf(vendor, names)}</TableCell>
          <TableCell>
            <InsuranceCell vendor={vendor} />
          </TableCell>
          <TableCell>
            <StatusBadge vendor={vendor} />
          </TableCell>
          <TableCell>
            <Actions vendor={vendor} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
