import type { Equipment } from '#contract/schemas/equipment.ts';
import { formatDay } from '#web/lib/date-format.ts';

/**
 * The warranty badge's words (decision 033): 'Under warranty until Mar 1, 2027' or 'Warranty expired';
 * null when the unit has no warranty date. Whether it is still covered is the server's judgement
 * (today in the business time zone), not the browser's clock.
 */
export function warrantyText(
  unit: Pick<Equipment, 'warrantyEndDate' | 'underWarranty'>,
): string | null {
  if (!unit.warrantyEndDate) return null;
  return unit.underWarranty
    ? `Under warranty until ${formatDay(unit.warrantyEndDate)}`
    : 'Warranty expired';
}
