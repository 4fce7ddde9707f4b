import type { Insight } from '#contract/schemas/ai.ts';
import type { PmComplianceReport } from '#contract/schemas/pm-plan.ts';

// Architecture §7: the insights learn the preventive maintenance data. A store whose planned visits were
// missed is where the next breakdown comes from; the figures are the compliance report's (the same
// query as Reports → Preventive Maintenance), over the days the insights look back on.

export function missedMaintenanceInsights(
  report: PmComplianceReport,
  missedTickets: { location: string; ticketNumber: number }[],
  days: number,
): Insight[] {
  const byStore = new Map<string, { missed: number; due: number }>();
  for (const row of report.rows) {
    const entry = byStore.get(row.location) ?? { missed: 0, due: 0 };
    entry.missed += row.missed;
    entry.due += row.due;
    byStore.set(row.location, entry);
  }
  return [...byStore.entries()]
    .filter(([, counts]) => counts.missed > 0)
    .sort(([leftName, left], [rightName, right]) => {
      return right.missed - left.missed || leftName.localeCompare(rightName);
    })
    .map(([location, { missed, due }]) => ({
      issue: `Preventive maintenance is falling behind at ${location}: ${String(missed)} of ${String(due)} planned ${due === 1 ? 'visit' : 'visits'} in the last ${String(days)} days ${missed === 1 ? 'was' : 'were'} missed.`,
      solution:
        'Open Preventive Maintenance, schedule the missed visits first, and check that each plan at this store has a technician who can reach it on its due days.',
      // Each missed visit adds risk; half or more missed is as pressing as a recurring failure.
      urgencyLevel: Math.min(10, 3 + missed + (missed * 2 >= due ? 2 : 0)),
      preventiveMeasures: [
        `Review the maintenance plans at ${location} for due days that clash with service hours`,
        'Look at the Preventive Maintenance calendar each week and schedule the coming visits before their due days',
      ],
      location,
      category: null,
      // The missed visits whose tickets are still open, so the admin can schedule them from here.
      ticketNumbers: missedTickets
        .filter((ticket) => ticket.location === location)
        .map((ticket) => ticket.ticketNumber),
    }));
}
