import { randomUUID } from 'node:crypto';

import { dayOf, daysToRange } from '../lib/business-time.ts';
import { occurrencesBetween } from '../modules/maintenance-plans/recurrence.ts';
import type { Executor } from './database.ts';
import {
  activity,
  pmOccurrences,
  pmPlanLocations,
  pmPlans,
  ticketChecklistItems,
  tickets,
} from './schema.ts';

// Decision 034: the demo chain's preventive maintenance plans with a year of history, so the
// compliance report and the plans' on-time rates mean something. Rows are written directly, with
// the keys generation uses (plan, unit_key, due_date) and `checked_through` at now, so the live
// generator starts after them and never redoes them. Most past occurrences were done on time,
// some late, a few missed; those whose lead time has begun have an open ticket on their due date.
// Outcomes come from a fixed hash of the plan, unit and day, so every demo looks the same.

interface DemoPlan {
  title: string;
  description: string;
  scope: 'category' | 'store';
  category: string;
  stores: string[];
  rrule: string;
  dueTime: string;
  leadDays: number;
  priority: 'low' | 'medium' | 'urgent';
  estimatedMinutes: number;
  checklist: string[];
  templateId: string;
}

const ALL_STORES = ['Downtown', 'Mall Location', 'Highway 101', 'North Side', 'Airport'];

const DEMO_PLANS: DemoPlan[] = [
  {
    title: 'Fryer boil-out',
    description: 'Weekly boil-out of each fryer before opening.',
    scope: 'category',
    category: 'Fryer',
    stores: ['Downtown'],
    rrule: 'FREQ=WEEKLY;BYDAY=MO',
    dueTime: '06:00',
    leadDays: 2,
    priority: 'medium',
    estimatedMinutes: 60,
    checklist: [
      'Drain and filter the oil',
      'Fill with water and boil-out solution',
      'Boil for 20 minutes and scrub the walls',
      'Rinse twice and dry completely',
      'Refill with fresh oil and check the thermostat',
    ],
    templateId: 'fryer-boil-out',
  },
  {
    title: 'Grease trap pump-out',
    description: 'Monthly pump-out of the grease trap by the hauler; keep the manifest.',
    scope: 'store',
    category: 'Plumbing',
    stores: ALL_STORES,
    rrule: 'FREQ=MONTHLY;BYMONTHDAY=5',
    dueTime: '07:00',
    leadDays: 5,
    priority: 'medium',
    estimatedMinutes: 90,
    checklist: [
      'Pump out the trap',
      'Scrape the baffles and walls',
      'Check the inlet and outlet tees',
      'File the hauler manifest',
    ],
    templateId: 'grease-trap-pump-out',
  },
  {
    title: 'Kitchen hood and duct cleaning',
    description: 'Quarterly hood, filter and duct cleaning (NFPA 96).',
    scope: 'store',
    category: 'HVAC',
    stores: ALL_STORES,
    rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15',
    dueTime: '05:00',
    leadDays: 7,
    priority: 'urgent',
    estimatedMinutes: 240,
    checklist: [
      'Degrease the hood and plenum',
      'Clean or swap the baffle filters',
      'Clean the duct to the fan',
      'Clean the exhaust fan and check the belt',
      'Post the cleaning certificate',
    ],
    templateId: 'hood-duct-cleaning',
  },
  {
    title: 'Condenser coil cleaning',
    description: 'Quarterly cleaning of the condenser coils on the walk-ins and reach-ins.',
    scope: 'category',
    category: 'Freezer',
    stores: ['Downtown', 'Mall Location'],
    rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
    dueTime: '08:00',
    leadDays: 7,
    priority: 'medium',
    estimatedMinutes: 45,
    checklist: [
      'Power off the unit',
      'Brush and vacuum the coil',
      'Straighten bent fins',
      'Check the fan motor and power back on',
    ],
    templateId: 'condenser-coil-cleaning',
  },
  {
    title: 'Ice machine clean and sanitize',
    description: 'Descale and sanitize the ice machine every two months.',
    scope: 'category',
    category: 'Ice Machine',
    stores: ['Downtown', 'Mall Location', 'Highway 101', 'Airport'],
    rrule: 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=10',
    dueTime: '14:00',
    leadDays: 5,
    priority: 'medium',
    estimatedMinutes: 90,
    checklist: [
      'Discard the ice and empty the bin',
      'Run the descale cycle',
      'Run the sanitize cycle',
      'Wipe the bin and scoop',
      'Check the water filter date',
    ],
    templateId: 'ice-machine-sanitize',
  },
];

/** The technician who does a store's PM work (their home store); none for the others. */
const TECH_BY_STORE: Record<string, string> = {
  Downtown: 'tech',
  'Mall Location': 'maria',
  Airport: 'sam',
};

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 1_000_003;
  return value;
}

type Outcome = 'on-time' | 'late' | 'missed' | 'open';

function pastOutcome(key: string): Exclude<Outcome, 'open'> {
  const roll = hash(key) % 100;
  if (roll < 5) return 'missed';
  if (roll < 14) return 'late';
  return 'on-time';
}

interface DemoPmContext {
  now: Date;
  timeZone: string;
  adminId: string | null;
  locationId: (name: string) => string | undefined;
  categoryId: (name: string) => string | undefined;
  userId: (username: string) => string | undefined;
  /** The demo register's units: id, store and category names, unit name. */
  units: { id: string; location: string; category: string; name: string }[];
}

export async function seedDemoPm(tx: Executor, context: DemoPmContext): Promise<void> {
  const { now, timeZone } = context;
  const today = dayOf(now, timeZone);
  const yearAgo = dayOf(new Date(now.getTime() - 365 * 86_400_000), timeZone);
  const historyStart = daysToRange(yearAgo, yearAgo, timeZone).start;

  for (const demo of DEMO_PLANS) {
    const categoryId = context.categoryId(demo.category) ?? '';
    const [plan] = await tx
      .insert(pmPlans)
      .values({
        title: demo.title,
        description: demo.description,
        scope: demo.scope,
        categoryId,
        rrule: demo.rrule,
        startDate: yearAgo,
        dueTime: demo.dueTime,
        leadDays: demo.leadDays,
        priority: demo.priority,
        estimatedMinutes: demo.estimatedMinutes,
        checklist: demo.checklist.map((text) => ({ id: randomUUID(), text })),
        effectiveFrom: historyStart,
        checkedThrough: now,
        templateId: demo.templateId,
        createdBy: context.adminId,
        createdAt: historyStart,
        updatedAt: historyStart,
      })
      .returning({ id: pmPlans.id });
    if (!plan) continue;
    await tx.insert(pmPlanLocations).values(
      demo.stores.map((store) => ({
        planId: plan.id,
        locationId: context.locationId(store) ?? '',
      })),
    );
    const units =
      demo.scope === 'store'
        ? demo.stores.map((store) => ({ store, unitId: null, unitName: null }))
        : context.units
            .filter(
              (unit) => unit.category === demo.category && demo.stores.includes(unit.location),
            )
            .map((unit) => ({ store: unit.location, unitId: unit.id, unitName: unit.name }));
    // Up to the end of the lead window: tickets exist for occurrences whose lead time has begun.
    const horizon = new Date(now.getTime() + (demo.leadDays + 1) * 86_400_000);
    const dues = occurrencesBetween(
      { rrule: demo.rrule, startDate: yearAgo, dueTime: demo.dueTime },
      historyStart,
      horizon,
      timeZone,
    );
    for (const unit of units) {
      const locationId = context.locationId(unit.store) ?? '';
      const techName = TECH_BY_STORE[unit.store];
      const techId = techName ? (context.userId(techName) ?? null) : null;
      for (const dueAt of dues) {
        const dueDate = dayOf(dueAt, timeZone);
        const opensAt = daysToRange(dueDate, dueDate, timeZone).start.getTime();
        const windowOpens = new Date(opensAt - demo.leadDays * 86_400_000);
        if (windowOpens > now) continue;
        const outcome: Outcome =
          dueDate < today
            ? pastOutcome(`${demo.title}|${unit.store}|${unit.unitName ?? ''}|${dueDate}`)
            : 'open';
        const unitKey = unit.unitId ?? locationId;
        if (outcome === 'missed') {
          await tx.insert(pmOccurrences).values({
            planId: plan.id,
            locationId,
            equipmentId: unit.unitId,
            unitKey,
            dueAt,
            dueDate,
            status: 'missed',
            createdAt: new Date(dueAt.getTime() + 86_400_000),
          });
          continue;
        }
        const scheduledEnd = new Date(dueAt.getTime() + demo.estimatedMinutes * 60_000);
        const completedAt =
          outcome === 'on-time'
            ? scheduledEnd
            : outcome === 'late'
              ? new Date(scheduledEnd.getTime() + (2 + (hash(dueDate) % 4)) * 86_400_000)
              : null;
        const [ticket] = await tx
          .insert(tickets)
          .values({
            title: unit.unitName ? `${demo.title}: ${unit.unitName}` : demo.title,
            description: demo.description,
            priority: demo.priority,
            status: completedAt ? 'completed' : 'open',
            locationId,
            categoryId,
            equipmentId: unit.unitId,
            submittedBy: null,
            submittedAt: windowOpens,
            assignedTo: techId,
            scheduledStart: dueAt,
            scheduledEnd,
            completedAt,
            completionNotes: completedAt ? 'Done as per the checklist.' : null,
            preventive: true,
            pmPlanId: plan.id,
            updatedAt: completedAt ?? windowOpens,
          })
          .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber });
        if (!ticket) continue;
        await tx.insert(ticketChecklistItems).values(
          demo.checklist.map((text, position) => ({
            ticketId: ticket.id,
            position,
            text,
            done: completedAt !== null,
            doneBy: completedAt ? techId : null,
            doneAt: completedAt ? new Date(completedAt.getTime() - (5 - position) * 60_000) : null,
            createdAt: windowOpens,
          })),
        );
        await tx.insert(pmOccurrences).values({
          planId: plan.id,
          locationId,
          equipmentId: unit.unitId,
          unitKey,
          dueAt,
          dueDate,
          status: 'generated',
          ticketId: ticket.id,
          createdAt: windowOpens,
        });
        const events: (typeof activity.$inferInsert)[] = [
          {
            actorId: null,
            ticketId: ticket.id,
            kind: 'ticket.created',
            details: { title: demo.title, ticketNumber: ticket.ticketNumber },
            createdAt: windowOpens,
          },
        ];
        if (completedAt) {
          events.push({
            actorId: techId,
            ticketId: ticket.id,
            kind: 'ticket.completed',
            details: { ticketNumber: ticket.ticketNumber },
            createdAt: completedAt,
          });
        }
        await tx.insert(activity).values(events);
      }
    }
  }
}
