import type { Insight } from '#contract/schemas/ai.ts';

import type { RepeatVendorVisit } from '../chat/chat-tools.ts';

// Architecture §7: the insights learn the vendor data. A vendor sent back to the same unit within 30
// days is a repair that did not hold, paid for twice; the rows are the vendor scorecard's
// 'repeat visits' (the same definition), with the tickets named so the admin can open them.

export function repeatVendorVisitInsights(rows: RepeatVendorVisit[], days: number): Insight[] {
  return rows.map((row) => {
    const visits = row.ticketNumbers.length;
    return {
      issue: `${row.vendor} was sent to ${row.unit} at ${row.location} ${String(visits)} times in the last ${String(days)} days, again within 30 days of an earlier visit.`,
      solution: `Ask ${row.vendor} why the first repair did not hold before approving the next invoice, and check the unit's warranty; if it fails again, dispatch the second-call vendor for ${row.category} at ${row.location}.`,
      // A third visit is as pressing as a recurring failure; two is worth a look.
      urgencyLevel: Math.min(9, 4 + visits),
      preventiveMeasures: [
        `Compare the invoices on ${row.ticketNumbers.map((number) => `#${String(number)}`).join(', ')} for parts replaced twice`,
        `Review ${row.vendor}'s scorecard under Reports → Spend before the next dispatch`,
      ],
      location: row.location,
      category: row.category,
      ticketNumbers: row.ticketNumbers,
    };
  });
}
