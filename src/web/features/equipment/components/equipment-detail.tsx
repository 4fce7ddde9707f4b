import { AlertCircleIcon, ArrowLeftIcon, WrenchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDay } from '#web/lib/date-format.ts';

import { useEquipmentHistory } from '../api/get-equipment-history.ts';
import { reportProblemPath } from '../lib/equipment-links.ts';
import { EquipmentStatusBadge, RepeatRepairsBadge, WarrantyBadge } from './equipment-badges.tsx';
import { EquipmentCost } from './equipment-cost.tsx';
import { EquipmentFormDialog } from './equipment-form-dialog.tsx';
import { EquipmentHistoryList } from './equipment-history.tsx';
import { EquipmentPhoto } from './equipment-photo.tsx';
import { RetireEquipmentButton } from './retire-equipment-button.tsx';

/** /equipment/:id: the unit's details, warranty, flags, photo and its tickets. */
export function EquipmentDetail({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const { t } = useTranslation('equipment');
  const query = useEquipmentHistory(id);
  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-2 w-fit">
      <Link to="/equipment">
        <ArrowLeftIcon aria-hidden="true" />
        {t('detail.back')}
      </Link>
    </Button>
  );
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('detail.loading')} className="grid gap-3">
        {back}
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  // A failed next page keeps the unit shown (the history's LoadMore says it failed).
  if (query.data === undefined) {
    return (
      <div className="grid gap-3">
        {back}
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{errorText(query.error, t('detail.failed'))}</AlertDescription>
        </Alert>
      </div>
    );
  }
  const pages = query.data.pages;
  const first = pages[0];
  if (!first) return null;
  const { equipment: unit } = first;
  return (
    <div className="grid gap-6">
      <div>
        {back}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{unit.name}</h1>
            <p className="mt-1 text-muted-foreground">
              {t('detail.subtitle', {
                store: unit.location,
                category: unit.category,
                code: unit.shortCode,
              })}
            </p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <EquipmentStatusBadge status={unit.status} />
              <RepeatRepairsBadge unit={unit} />
              <WarrantyBadge unit={unit} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {unit.status !== 'retired' ? (
              <Button asChild>
                <Link to={reportProblemPath(unit.id)}>
                  <WrenchIcon aria-hidden="true" />
                  {t('detail.reportProblem')}
                </Link>
              </Button>
            ) : null}
            {isAdmin ? <EquipmentFormDialog editing={unit} /> : null}
            {isAdmin && unit.status !== 'retired' ? <RetireEquipmentButton unit={unit} /> : null}
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <div className="grid min-w-0 flex-1 gap-4">
          <UnitDetails unit={unit} />
          {isAdmin ? <EquipmentCost id={unit.id} /> : null}
        </div>
        <div className="md:w-72 md:shrink-0">
          <EquipmentPhoto unit={unit} canEdit={isAdmin} />
        </div>
      </div>
      <EquipmentHistoryList
        history={first}
        tickets={pages.flatMap((page) => page.tickets)}
        pages={query}
      />
    </div>
  );
}

function UnitDetails({ unit }: { unit: Equipment }) {
  const { t } = useTranslation('equipment');
  const day = (value: string | null) => (value ? formatDay(value) : null);
  const rows: [string, ReactNode][] = [
    [t('detail.store'), unit.location],
    [t('detail.category'), unit.category],
    [t('detail.make'), unit.make],
    [t('detail.model'), unit.model],
    [t('detail.serialNumber'), unit.serialNumber],
    [t('detail.installDate'), day(unit.installDate)],
    [t('detail.warrantyEnd'), day(unit.warrantyEndDate)],
    [t('detail.warrantyProvider'), unit.warrantyProvider],
    [t('detail.labelCode'), unit.shortCode],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border p-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {unit.notes ? (
        <div className="rounded-lg border p-4 text-sm">
          <h2 className="mb-1 text-muted-foreground">{t('detail.notes')}</h2>
          <p className="whitespace-pre-wrap">{unit.notes}</p>
        </div>
      ) : null}
    </div>
  );
}
