import { format } from 'date-fns';

import type { Insight } from '#contract/schemas/ai.ts';
import { REPEAT_REPAIR_DAYS } from '#contract/schemas/equipment.ts';

import type { RepeatRepairUnit } from '../repeat-repairs.repository.ts';

// Decision 033: an insight naming each unit with repeat repairs ('Fryer 2 at Downtown: 4 repairs in
// 90 days'). The most common money wasted in restaurant maintenance is paying for a repair the
// manufacturer owes, so the solution leads with the warranty when the unit still has one.

function day(value: string): string {
  return format(new Date(`${value}T12:00:00`), 'MMM d, yyyy');
}

export function repeatRepairInsights(units: readonly RepeatRepairUnit[], today: string): Insight[] {
  return units.map((unit) => {
    const underWarranty = unit.warrantyEndDate !== null && unit.warrantyEndDate >= today;
    const warranty = underWarranty
      ? `${unit.name} is under warranty until ${day(unit.warrantyEndDate ?? today)}${unit.warrantyProvider ? ` (${unit.warrantyProvider})` : ''}: call the warranty provider before paying for another repair.`
      : 'Find the root cause instead of repeating the same fix, and price a replacement against the repairs so far.';
    return {
      issue: `${unit.name} at ${unit.location}: ${String(unit.repairs)} repairs in ${String(REPEAT_REPAIR_DAYS)} days`,
      solution: warranty,
      urgencyLevel: Math.min(10, 3 + unit.repairs + (unit.urgent > 0 ? 1 : 0)),
      preventiveMeasures: [
        `Review the last ${String(unit.repairs)} tickets on ${unit.name} together for a common cause`,
        'Schedule a preventive maintenance visit for this unit',
      ],
      location: unit.location,
      category: unit.category,
      ticketNumbers: unit.ticketNumbers,
    };
  });
}
