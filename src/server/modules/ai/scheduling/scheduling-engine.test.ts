import { describe, expect, it } from 'vitest';

import type { TechnicianFacts, TicketFacts } from '../ai.repository.ts';
import { buildSchedulingPlan, buildSchedulingSuggestions } from './scheduling-engine.ts';
import type { SchedulingFacts } from './scheduling-engine.ts';

// Tuesday 2026-01-06, 09:00 in New York.
const NOW = new Date('2026-01-06T14:00:00.000Z');
const ZONE = 'America/New_York';
let nextNumber = 1000;

function ticket(overrides: Partial<TicketFacts>): TicketFacts {
  nextNumber += 1;
  return {
    id: `ticket-${String(nextNumber)}`,
    ticketNumber: nextNumber,
    title: 'Something broken',
    status: 'accepted',
    priority: 'medium',
    location: 'Downtown',
    locationId: 'loc-downtown',
    category: 'Other',
    submittedAt: new Date(NOW.getTime() - 3 * 3_600_000),
    assignedTo: null,
    assigneeName: null,
    scheduledStart: null,
    scheduledEnd: null,
    allDay: false,
    equipmentDown: false,
    ...overrides,
  };
}

function technician(
  id: string,
  name: string,
  openTickets: number,
  certifications: TechnicianFacts['certifications'] = [],
): TechnicianFacts {
  return { id, name, openTickets, certifications };
}

function facts(overrides: Partial<SchedulingFacts>): SchedulingFacts {
  return {
    now: NOW,
    timeZone: ZONE,
    scheduled: [],
    urgentNeedingAction: [],
    assigned: [],
    technicians: [],
    includeWorkload: true,
    ...overrides,
  };
}

const tony = technician('tony', 'Tony Reyes', 6, [{ name: 'Refrigeration', expirationDate: null }]);
const sam = technician('sam', 'Sam Lee', 1, [
  { name: 'General Repair', expirationDate: '2027-01-01' },
]);

describe('scheduling suggestions', () => {
  it('answers nothing when the schedule has nothing to improve', () => {
    expect(
      buildSchedulingSuggestions(facts({ technicians: [{ ...tony, openTickets: 2 }, sam] })),
    ).toEqual([]);
  });

  it('asks for a slot for an urgent ticket that has a technician but no time', () => {
    const urgent = ticket({
      title: 'Walk-in at 47',
      priority: 'urgent',
      category: 'Freezer',
      assignedTo: 'tony',
      assigneeName: 'Tony Reyes',
    });
    expect(
      buildSchedulingSuggestions(facts({ urgentNeedingAction: [urgent], technicians: [tony] })),
    ).toEqual([
      `Urgent #${String(urgent.ticketNumber)} “Walk-in at 47” at Downtown is assigned to Tony Reyes but has no time slot, waiting 3 h: schedule it for today.`,
    ]);
  });

  it('calls for an outside contractor when no technician is active', () => {
    const urgent = ticket({ title: 'No hot water', priority: 'urgent', category: 'Plumbing' });
    expect(buildSchedulingSuggestions(facts({ urgentNeedingAction: [urgent] }))[0]).toMatch(
      /no active technician is available, so call an outside contractor today\.$/,
    );
  });

  it('reschedules a visit whose slot has passed', () => {
    const overdue = ticket({
      title: 'Hood fan noisy',
      status: 'in-progress',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-05T14:00:00.000Z'),
      scheduledEnd: new Date('2026-01-05T16:00:00.000Z'),
    });
    expect(
      buildSchedulingSuggestions(facts({ scheduled: [overdue], technicians: [sam] })),
    ).toContain(
      `#${String(overdue.ticketNumber)} “Hood fan noisy” at Downtown was scheduled for Mon Jan 5, 9:00 AM – 11:00 AM and is still in-progress: reschedule it with Sam Lee.`,
    );
  });

  it('does not call all-day visits double-booked, and leaves urgent work in peak hours alone', () => {
    const allDay = ticket({
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      allDay: true,
      scheduledStart: new Date('2026-01-07T05:00:00.000Z'),
      scheduledEnd: new Date('2026-01-08T04:59:59.000Z'),
    });
    const urgentLunch = ticket({
      priority: 'urgent',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-07T17:00:00.000Z'),
      scheduledEnd: new Date('2026-01-07T18:00:00.000Z'),
    });
    const lines = buildSchedulingSuggestions(
      facts({ scheduled: [allDay, urgentLunch], technicians: [sam] }),
    );
    expect(lines.some((line) => line.includes('double-booked'))).toBe(false);
    expect(lines.some((line) => line.includes('lunch rush'))).toBe(false);
  });

  it('moves dinner-service work to the afternoon', () => {
    const dinner = ticket({
      title: 'Booth torn',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-07T23:00:00.000Z'),
      scheduledEnd: new Date('2026-01-08T00:00:00.000Z'),
    });
    expect(
      buildSchedulingSuggestions(facts({ scheduled: [dinner], technicians: [sam] })),
    ).toContain(
      `#${String(dinner.ticketNumber)} “Booth torn” at Downtown is scheduled Wed Jan 7, 6:00 PM – 7:00 PM, during dinner service (17:00–21:00): move it to 14:00–15:00 the same day.`,
    );
  });

  it('evens out workloads for admins, naming tickets the lighter technician is certified for', () => {
    const movable = ticket({
      category: 'Other',
      status: 'accepted',
      assignedTo: 'tony',
      assigneeName: 'Tony Reyes',
    });
    const needsRefrigeration = ticket({
      category: 'Freezer',
      status: 'open',
      assignedTo: 'tony',
      assigneeName: 'Tony Reyes',
    });
    const input = facts({ assigned: [needsRefrigeration, movable], technicians: [tony, sam] });
    expect(buildSchedulingSuggestions(input)).toContain(
      `Tony Reyes has 6 open tickets while Sam Lee has 1: hand #${String(movable.ticketNumber)} to Sam Lee.`,
    );
    expect(
      buildSchedulingSuggestions({ ...input, includeWorkload: false }).some((line) =>
        line.includes('open tickets while'),
      ),
    ).toBe(false);
  });

  it('treats a certification that expired before the visit as missing', () => {
    const expiring = technician('eve', 'Eve Cold', 0, [
      { name: 'Refrigeration', expirationDate: '2026-01-07' },
    ]);
    const visit = ticket({
      category: 'Ice Machine',
      assignedTo: 'eve',
      assigneeName: 'Eve Cold',
      scheduledStart: new Date('2026-01-09T15:00:00.000Z'),
      scheduledEnd: new Date('2026-01-09T16:00:00.000Z'),
    });
    const lines = buildSchedulingSuggestions(
      facts({ scheduled: [visit], assigned: [visit], technicians: [expiring, tony] }),
    );
    expect(lines).toContain(
      `#${String(visit.ticketNumber)} “Something broken” (Ice Machine) at Downtown is assigned to Eve Cold, whose Refrigeration certification expired on 2026-01-07; Tony Reyes is certified.`,
    );
  });
});

// Architecture §7: a suggestion to reassign or reschedule carries the button that does it, only for a
// viewer the ticket rules let do it.
describe('scheduling suggestions carry their actions', () => {
  const admin = { id: 'admin', role: 'admin' as const, locationId: null };
  const manager = { id: 'manager', role: 'manager' as const, locationId: 'loc-downtown' };

  it('offers to assign the picked technician to an urgent open ticket, in the next full hour', () => {
    const urgent = ticket({
      title: 'Walk-in #2 warm',
      status: 'open',
      priority: 'urgent',
      category: 'Freezer',
    });
    const [line] = buildSchedulingPlan(
      facts({ urgentNeedingAction: [urgent], technicians: [tony, sam], viewer: admin }),
    );
    expect(line?.text).toContain('assign Tony Reyes (Refrigeration certified, 6 open tickets)');
    // The ticket the line names, as data: the web links its number, not the '#2' of its title.
    expect(line?.text).toContain('“Walk-in #2 warm”');
    expect(line?.tickets).toEqual([{ id: urgent.id, ticketNumber: urgent.ticketNumber }]);
    expect(line?.actions).toEqual([
      {
        kind: 'assign',
        ticketId: urgent.id,
        ticketNumber: urgent.ticketNumber,
        technicianId: 'tony',
        technicianName: 'Tony Reyes',
        // Now is 09:00 in New York; the next full hour strictly after it is 10:00.
        start: '2026-01-06T15:00:00.000Z',
        end: '2026-01-06T17:00:00.000Z',
      },
    ]);
    // A manager may not assign: the same text, no button.
    const [managerLine] = buildSchedulingPlan(
      facts({ urgentNeedingAction: [urgent], technicians: [tony, sam], viewer: manager }),
    );
    expect(managerLine?.text).toBe(line?.text);
    expect(managerLine?.actions).toEqual([]);
  });

  it('offers to move the second of a double booking to the end of the first, or to hand it over', () => {
    const first = ticket({
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-06T15:00:00.000Z'),
      scheduledEnd: new Date('2026-01-06T17:00:00.000Z'),
    });
    const second = ticket({
      status: 'open',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-06T16:00:00.000Z'),
      scheduledEnd: new Date('2026-01-06T17:00:00.000Z'),
    });
    const line = buildSchedulingPlan(
      facts({ scheduled: [first, second], technicians: [tony, sam], viewer: admin }),
    ).find((entry) => entry.text.includes('double-booked'));
    expect(line?.actions).toEqual([
      {
        kind: 'schedule',
        ticketId: second.id,
        ticketNumber: second.ticketNumber,
        start: '2026-01-06T17:00:00.000Z',
        end: '2026-01-06T18:00:00.000Z',
      },
      {
        kind: 'assign',
        ticketId: second.id,
        ticketNumber: second.ticketNumber,
        technicianId: 'tony',
        technicianName: 'Tony Reyes',
        start: '2026-01-06T16:00:00.000Z',
        end: '2026-01-06T17:00:00.000Z',
      },
    ]);
  });

  it('offers the same hours on the next day ahead for a visit whose slot has passed', () => {
    const overdue = ticket({
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-05T14:00:00.000Z'),
      scheduledEnd: new Date('2026-01-05T16:00:00.000Z'),
    });
    const [line] = buildSchedulingPlan(
      facts({ scheduled: [overdue], technicians: [sam], viewer: admin }),
    );
    expect(line?.actions).toEqual([
      {
        kind: 'schedule',
        ticketId: overdue.id,
        ticketNumber: overdue.ticketNumber,
        start: '2026-01-07T14:00:00.000Z',
        end: '2026-01-07T16:00:00.000Z',
      },
    ]);
  });
});

// Architecture §7: the scheduling engine knows who is close to weekly overtime (90 % of the threshold).
describe('scheduling suggestions and weekly overtime', () => {
  const admin = { id: 'admin', role: 'admin' as const, locationId: null };
  // Tuesday; the timesheet week runs Sunday 2026-01-04 to Saturday 2026-01-10.
  const week = { overtimeThresholdMinutes: 2400, overtimeWeekLastDay: '2026-01-10' };

  it('does not pick someone close to overtime for urgent work when someone else can go', () => {
    const urgent = ticket({ title: 'Door off its hinge', status: 'open', priority: 'urgent' });
    const tired = technician('tired', 'Tina Long', 0);
    const rested = technician('rested', 'Ray Fresh', 3);
    const [line] = buildSchedulingPlan(
      facts({
        urgentNeedingAction: [urgent],
        technicians: [
          { ...tired, weekWorkedMinutes: 2160 },
          { ...rested, weekWorkedMinutes: 600 },
        ],
        viewer: admin,
        ...week,
      }),
    );
    expect(line?.text).toContain('assign Ray Fresh (3 open tickets)');
    // Without the week's hours, the lighter workload wins as before.
    const [before] = buildSchedulingPlan(
      facts({ urgentNeedingAction: [urgent], technicians: [tired, rested], viewer: admin }),
    );
    expect(before?.text).toContain('assign Tina Long (0 open tickets)');
  });

  it('hands the last visit of the week of someone close to overtime to someone who is not', () => {
    const first = ticket({
      status: 'open',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-07T15:00:00.000Z'),
      scheduledEnd: new Date('2026-01-07T16:00:00.000Z'),
    });
    const last = ticket({
      title: 'Loose shelf',
      status: 'open',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-09T15:00:00.000Z'),
      scheduledEnd: new Date('2026-01-09T16:00:00.000Z'),
    });
    // Next week's visit is not this week's overtime.
    const nextWeek = ticket({
      status: 'open',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-12T15:00:00.000Z'),
      scheduledEnd: new Date('2026-01-12T16:00:00.000Z'),
    });
    const plan = buildSchedulingPlan(
      facts({
        scheduled: [first, last, nextWeek],
        technicians: [
          { ...sam, weekWorkedMinutes: 2220 },
          { ...tony, openTickets: 2, weekWorkedMinutes: 900 },
        ],
        viewer: admin,
        ...week,
      }),
    );
    const line = plan.find((entry) => entry.text.includes('weekly overtime'));
    expect(line?.text).toBe(
      `Sam Lee has worked 37h 0m of the 40h 0m weekly overtime threshold and still has #${String(first.ticketNumber)}, #${String(last.ticketNumber)} scheduled this week: give #${String(last.ticketNumber)} “Loose shelf” to Tony Reyes.`,
    );
    expect(line?.actions).toEqual([
      {
        kind: 'assign',
        ticketId: last.id,
        ticketNumber: last.ticketNumber,
        technicianId: 'tony',
        technicianName: 'Tony Reyes',
        start: '2026-01-09T15:00:00.000Z',
        end: '2026-01-09T16:00:00.000Z',
      },
    ]);
  });
});

// Decision 044: the same suggestions in the reader's language; what is suggested does not change.
describe('scheduling suggestions in Spanish', () => {
  it('words every kind of suggestion in Spanish, with dates, times and hours in the Spanish form', () => {
    const urgent = ticket({
      title: 'Walk-in warm',
      status: 'open',
      priority: 'urgent',
      category: 'Freezer',
    });
    const noSlot = ticket({
      title: 'No hot water',
      priority: 'urgent',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      submittedAt: NOW,
    });
    const overdue = ticket({
      title: 'Hood fan noisy',
      status: 'in-progress',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-05T14:00:00.000Z'),
      scheduledEnd: new Date('2026-01-05T16:00:00.000Z'),
    });
    const dinner = ticket({
      title: 'Booth torn',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      location: 'North Side',
      scheduledStart: new Date('2026-01-07T23:00:00.000Z'),
      scheduledEnd: new Date('2026-01-08T00:00:00.000Z'),
    });
    const overlap = ticket({
      title: 'Door sticks',
      assignedTo: 'sam',
      assigneeName: 'Sam Lee',
      scheduledStart: new Date('2026-01-07T23:30:00.000Z'),
      scheduledEnd: new Date('2026-01-08T00:30:00.000Z'),
    });
    const eve = technician('eve', 'Eve Cold', 0, [
      { name: 'Refrigeration', expirationDate: '2026-01-07' },
    ]);
    const iceVisit = ticket({
      category: 'Ice Machine',
      assignedTo: 'eve',
      assigneeName: 'Eve Cold',
      scheduledStart: new Date('2026-01-09T15:00:00.000Z'),
      scheduledEnd: new Date('2026-01-09T16:00:00.000Z'),
    });
    const movable = ticket({ status: 'accepted', assignedTo: 'tony', assigneeName: 'Tony Reyes' });
    const lines = buildSchedulingSuggestions(
      facts({
        language: 'es',
        urgentNeedingAction: [urgent, noSlot],
        scheduled: [overdue, dinner, overlap, iceVisit],
        assigned: [movable, iceVisit],
        technicians: [tony, { ...sam, weekWorkedMinutes: 2220 }, eve],
        overtimeThresholdMinutes: 2400,
        overtimeWeekLastDay: '2026-01-10',
      }),
    );
    const n = (entry: TicketFacts) => `#${String(entry.ticketNumber)}`;
    expect(lines).toEqual([
      `El ticket urgente ${n(urgent)} “Walk-in warm” de Downtown (Freezer) no tiene técnico y lleva 3 h esperando: asígnaselo a Eve Cold (certificación en refrigeración, 0 tickets abiertos) y prográmalo para hoy.`,
      `El ticket urgente ${n(noSlot)} “No hot water” de Downtown está asignado a Sam Lee pero no tiene horario y se reportó hace menos de una hora: prográmalo para hoy.`,
      `Sam Lee tiene dos visitas a la vez: ${n(dinner)} “Booth torn” en North Side (mié, 7 ene, 6:00 p.m. – 7:00 p.m.) se cruza con ${n(overlap)} “Door sticks” en Downtown (mié, 7 ene, 6:30 p.m. – 7:30 p.m.). Pasa el ${n(overlap)} a mié, 7 ene, 7:00 p.m. – 8:00 p.m. o dáselo a Eve Cold.`,
      `${n(overdue)} “Hood fan noisy” de Downtown estaba programado para el lun, 5 ene, 9:00 a.m. – 11:00 a.m. y sigue en progreso: reprográmalo con Sam Lee.`,
      `${n(movable)} “Something broken” (Other) de Downtown está asignado a Tony Reyes, que no tiene certificación en reparaciones generales; Sam Lee sí tiene la certificación.`,
      `${n(iceVisit)} “Something broken” (Ice Machine) de Downtown está asignado a Eve Cold, cuya certificación en refrigeración venció el 7 ene 2026; Tony Reyes sí tiene la certificación.`,
      `${n(dinner)} “Booth torn” de North Side está programado para el mié, 7 ene, 6:00 p.m. – 7:00 p.m., durante el servicio de la cena (17:00–21:00): muévelo a 14:00–15:00 el mismo día.`,
      `${n(overlap)} “Door sticks” de Downtown está programado para el mié, 7 ene, 6:30 p.m. – 7:30 p.m., durante el servicio de la cena (17:00–21:00): muévelo a 14:00–15:00 el mismo día.`,
      `Sam Lee va de una sucursal a otra (2 sucursales) el mié, 7 ene: North Side (${n(dinner)}) y Downtown (${n(overlap)}). Junta las visitas de cada sucursal en un mismo día, o dale el trabajo de una sucursal a un técnico cercano.`,
      'Tony Reyes tiene 6 tickets abiertos y Eve Cold, 0: dale a Eve Cold los próximos tickets nuevos.',
      `Sam Lee lleva 37 h 0 min trabajadas de las 40 h 0 min del límite semanal de horas extra y todavía tiene ${n(dinner)}, ${n(overlap)} programados esta semana: dale ${n(overlap)} “Door sticks” a Eve Cold.`,
    ]);
  });
});
