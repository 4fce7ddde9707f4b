import type { TFunction } from 'i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';

/** What a unit is known by in the picker: its name, then make, model and serial number. */
function equipmentSearchText(unit: Equipment): string {
  return [unit.name, unit.make, unit.model, unit.serialNumber].filter(Boolean).join(' ');
}

/** The units whose name, make, model or serial holds every typed word, in the list's order. */
export function matchEquipment(units: readonly Equipment[], typed: string): Equipment[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...units];
  return units.filter((unit) => {
    const text = equipmentSearchText(unit).toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** 'Pitco SG14 · Down': the make and model, and a status other than in service. */
export function equipmentDetailLine(t: TFunction<'tickets'>, unit: Equipment): string {
  const parts = [[unit.make, unit.model].filter(Boolean).join(' ')];
  if (unit.status === 'down') parts.push(t('equipmentPicker.down'));
  return parts.filter(Boolean).join(' · ');
}
