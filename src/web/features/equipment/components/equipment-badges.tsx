import { RepeatIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Equipment, EquipmentStatus } from '#contract/schemas/equipment.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';

import { formatDay } from '#web/lib/date-format.ts';

const STATUS_VARIANTS: Record<EquipmentStatus, BadgeVariant> = {
  'in-service': 'secondary',
  down: 'destructive',
  retired: 'outline',
};

export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  const { t } = useTranslation('equipment');
  return <Badge variant={STATUS_VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}

/**
 * 'Under warranty until Mar 1, 2027' / 'Warranty expired' (decision 033); nothing without a warranty
 * date. Whether it is still covered is the server's judgement (today in the business time zone),
 * not the browser's clock.
 */
export function WarrantyBadge({
  unit,
}: {
  unit: Pick<Equipment, 'warrantyEndDate' | 'underWarranty'>;
}) {
  const { t } = useTranslation('equipment');
  if (!unit.warrantyEndDate) return null;
  const text = unit.underWarranty
    ? t('badges.underWarranty', { date: formatDay(unit.warrantyEndDate) })
    : t('badges.warrantyExpired');
  return unit.underWarranty ? (
    <Badge
      variant="outline"
      className="border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
    >
      <ShieldCheckIcon aria-hidden="true" />
      {text}
    </Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      <ShieldOffIcon aria-hidden="true" />
      {text}
    </Badge>
  );
}

/** 3 or more tickets in 90 days. */
export function RepeatRepairsBadge({ unit }: { unit: Pick<Equipment, 'repeatRepairs'> }) {
  const { t } = useTranslation('equipment');
  if (!unit.repeatRepairs) return null;
  return (
    <Badge
      variant="outline"
      className="border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <RepeatIcon aria-hidden="true" />
      {t('badges.repeatRepairs')}
    </Badge>
  );
}
