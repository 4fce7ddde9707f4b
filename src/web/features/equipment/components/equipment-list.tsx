import { WrenchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { LoadMore } from '#web/components/load-more.tsx';
import { QueryErrorAlert } from '#web/components/retry-alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CardList, ListTable } from '#web/components/list-table.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableCell, TableRow } from '#web/components/ui/table.tsx';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

import { useEquipmentList } from '../api/get-equipment-list.ts';
import { equipmentDetailPath } from '../lib/equipment-links.ts';
import { hasFilters } from '../lib/list-filters.ts';
import type { EquipmentFilters as Filters } from '../lib/list-filters.ts';
import { EquipmentFilters } from './equipment-filters.tsx';
import { EquipmentStatusBadge, RepeatRepairsBadge, WarrantyBadge } from './equipment-badges.tsx';

interface EquipmentListProps {
  filters: Filters;
  onFiltersChange: (next: Filters) => void;
  canPickStore: boolean;
}

/** The register: filters with counts, a table on desktop and cards on a phone, 'Load more'. */
export function EquipmentList({ filters, onFiltersChange, canPickStore }: EquipmentListProps) {
  const { t } = useTranslation('equipment');
  const query = useEquipmentList(filters);
  const isMobile = useIsMobile();
  const pages = query.data?.pages ?? [];
  const units = pages.flatMap((page) => page.equipment);
  const first = pages[0];

  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-2" aria-label={t('list.loading')} role="status">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (query.isError && first === undefined) {
    // A failed next page keeps the units shown; LoadMore says it failed.
    body = <QueryErrorAlert query={query} fallback={t('list.failed')} />;
  } else if (units.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <WrenchIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('list.noMatch')}</p>
        {hasFilters(filters) ? (
          <Button
            variant="outline"
            onClick={() => {
              onFiltersChange({});
            }}
          >
            {t('list.clearFilters')}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = isMobile ? <EquipmentCards units={units} /> : <EquipmentTable units={units} />;
  }

  return (
    <section aria-label={t('list.label')}>
      <EquipmentFilters
        value={filters}
        onChange={onFiltersChange}
        counts={first?.counts}
        canPickStore={canPickStore}
      />
      {first && units.length > 0 ? (
        <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
          {t('list.showing', { shown: units.length, count: first.matching })}
        </p>
      ) : null}
      {body}
      <LoadMore
        pages={query}
        labels={{
          more: t('list.loadMore'),
          loading: t('list.loadingMore'),
          failed: t('list.loadMoreFailed'),
        }}
      />
    </section>
  );
}

function UnitFlags({ unit }: { unit: Equipment }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <EquipmentStatusBadge status={unit.status} />
      <RepeatRepairsBadge unit={unit} />
      <WarrantyBadge unit={unit} />
    </div>
  );
}

function makeModel(unit: Equipment): string {
  return [unit.make, unit.model].filter(Boolean).join(' ');
}

function EquipmentTable({ units }: { units: Equipment[] }) {
  const { t } = useTranslation('equipment');
  return (
    <ListTable
      headings={[
        t('headings.name'),
        t('headings.store'),
        t('headings.category'),
        t('headings.makeModel'),
        t('headings.status'),
      ]}
    >
      {units.map((unit) => (
        <TableRow key={unit.id}>
          <TableCell className="font-medium">
            <Link to={equipmentDetailPath(unit.id)} className="hover:underline">
              {unit.name}
            </Link>
          </TableCell>
          <TableCell>{unit.location}</TableCell>
          <TableCell>{unit.category}</TableCell>
          <TableCell className="text-muted-foreground">{makeModel(unit) || '—'}</TableCell>
          <TableCell>
            <UnitFlags unit={unit} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

function EquipmentCards({ units }: { units: Equipment[] }) {
  return (
    <CardList items={units}>
      {(unit) => (
        <>
          <Link
            to={equipmentDetailPath(unit.id)}
            className="text-base font-semibold hover:underline"
          >
            {unit.name}
          </Link>
          <p className="text-sm text-muted-foreground">
            {unit.location} · {unit.category}
            {makeModel(unit) ? ` · ${makeModel(unit)}` : ''}
          </p>
          <UnitFlags unit={unit} />
        </>
      )}
    </CardList>
  );
}
