import type { TFunction } from 'i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { formatDay } from '#web/lib/date-format.ts';

/**
 * Decision 033: 'Under warranty until Mar 1, 2027 — Pitco, 800-555-0100. Call the warranty provider
 * before paying for a repair.' The provider is left out when none is on file; null when the unit
 * is not under warranty.
 */
export function warrantyNoticeText(
  t: TFunction<'tickets'>,
  unit: Pick<Equipment, 'underWarranty' | 'warrantyEndDate' | 'warrantyProvider'>,
): string | null {
  if (!unit.underWarranty || !unit.warrantyEndDate) return null;
  const provider = unit.warrantyProvider?.trim();
  const date = formatDay(unit.warrantyEndDate);
  return provider
    ? t('form.warrantyWithProvider', { date, provider })
    : t('form.warranty', { date });
}
