import { RepeatIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';

import type { Equipment, EquipmentStatus } from '#contract/schemas/equipment.ts';
import { EQUIPMENT_STATUS_LABELS } from '#contract/schemas/equipment.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';

import { warrantyText } from '../lib/warranty.ts';

const STATUS_VARIANTS: Record<EquipmentStatus, BadgeVariant> = {
  'in-service': 'secondary',
  down: 'destructive',
  retired: 'outline',
};

export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{EQUIPMENT_STATUS_LABELS[status]}</Badge>;
}

/** 'Under warranty until Mar 1, 2027' / 'Warranty expired'; nothing without a warranty date. */
export function WarrantyBadge({
  unit,
}: {
  unit: Pick<Equipment, 'warrantyEndDate' | 'underWarranty'>;
}) {
  const text = warrantyText(unit);
  if (text === null) return null;
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
  if (!unit.repeatRepairs) return null;
  return (
    <Badge
      variant="outline"
      className="border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <RepeatIcon aria-hidden="true" />
      Repeat repairs
    </Badge>
  );
}
