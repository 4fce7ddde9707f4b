import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ChatAnswer } from '#contract/schemas/ai.ts';
import {
  categories,
  dispatches,
  locations,
  tickets,
  timeSessions,
  users,
  vendorCoverage,
  vendors,
  vendorTrades,
} from '#server/db/schema.ts';
import { shiftDay } from '#server/lib/business-time.ts';
import { certify, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertUnit } from '#tests/helpers/equipment-fixtures.ts';
import { insertPmHistory } from '#tests/helpers/pm-compliance-fixtures.ts';

import {
  FRESH_QUESTIONS,
  MISSED_PM,
  PEOPLE_AND_TIME_QUESTIONS,
  QUESTIONS,
  SESSIONS,
  SPANISH_QUESTIONS,
  TECHNICIANS,
  TICKETS,
  UNITS,
} from '#tests/fixtures/chat-evaluation.data.ts';
import type {
  Day,
  EvalQuestion,
  Expectation,
  FixtureTicket,
  Role,
  TicketFilter,
} from '#tests/fixtures/chat-evaluation.data.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Architecture §7: the chat's evaluation. A fixture chain is seeded through the API and the tables; each
// question of tests/fixtures/chat-evaluation.data.ts is asked by an admin, the Downtown manager and the
// technician Tony Russo, and its answer checked against the expectation. The accuracy per role
// is printed and must be at least 0.9 (README "AI chat evaluation").

const TODAY = '2026-01-06';
const GOAL = 0.9;

const { ctx } = fileTestContext();
const askers = {} as Record<Role, Actor>;
const numberOf = new Map<string, number>();

/** New York is UTC−5 all winter: a local time as an instant. */
function newYork(local: string): Date {
  return new Date(`${local}:00.000-05:00`);
}

beforeAll(async () => {
  const people = new Map<string, Actor>();
  for (const technician of TECHNICIANS) {
    const actor = await ctx.newActor('technician', {
      name: technician.name,
      username: technician.username,
    });
    for (const certification of technician.certifications) await certify(ctx, actor, certification);
    people.set(technician.name, actor);
  }
  const units = new Map<string, string>();
  for (const unit of UNITS) {
    const inserted = await insertUnit(ctx, {
      name: unit.name,
      location: unit.store,
      category: unit.category,
      warrantyEndDate: unit.warrantyEndDate,
    });
    units.set(`${unit.name}@${unit.store}`, inserted.id);
  }
  for (const draft of TICKETS) {
    const created = await createTicket(ctx, draft.by === 'manager' ? ctx.manager : ctx.admin, {
      title: draft.title,
      description: `${draft.title}. Reported by the store.`,
      location: draft.store,
      category: draft.category,
      priority: draft.priority,
      ...(draft.equipment ? { equipmentId: units.get(draft.equipment) } : {}),
    });
    numberOf.set(draft.key, created.ticketNumber);
    const [days, startHour, endHour] = draft.slot ?? [];
    const slotDay = days === undefined ? undefined : shiftDay(TODAY, days);
    const hour = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
    await ctx.database.db
      .update(tickets)
      .set({
        status: draft.status,
        assignedTo: draft.assignee ? (people.get(draft.assignee)?.user.id ?? null) : null,
        submittedAt: newYork(`${shiftDay(TODAY, -draft.daysAgo)}T08:00`),
        completedAt:
          draft.status === 'completed' ? newYork(`${shiftDay(TODAY, -draft.daysAgo)}T17:00`) : null,
        scheduledStart: slotDay ? newYork(`${slotDay}T${hour(startHour)}:00`) : null,
        scheduledEnd: slotDay ? newYork(`${slotDay}T${hour(endHour)}:00`) : null,
        allDay: false,
      })
      .where(eq(tickets.id, created.id));
  }
  const ticketIds = new Map<string, string>();
  for (const row of await ctx.database.db
    .select({ id: tickets.id, number: tickets.ticketNumber })
    .from(tickets)) {
    const key = [...numberOf.entries()].find(([, number]) => number === row.number)?.[0];
    if (key) ticketIds.set(key, row.id);
  }
  for (const [name, key, clockIn, clockOut] of SESSIONS) {
    const start = newYork(clockIn);
    const end = newYork(clockOut);
    await ctx.database.db.insert(timeSessions).values({
      userId: people.get(name)?.user.id ?? '',
      ticketId: ticketIds.get(key) ?? null,
      clockInTime: start,
      clockOutTime: end,
      durationMinutes: Math.round((end.getTime() - start.getTime()) / 60_000),
    });
  }
  const stores = [...new Set(MISSED_PM.map(([store]) => store))];
  for (const store of stores) {
    await insertPmHistory(ctx, {
      location: store,
      occurrences: MISSED_PM.filter(([name]) => name === store).map(([, dueDate]) => ({
        dueDate,
        outcome: 'missed' as const,
      })),
    });
  }
  askers.admin = ctx.admin;
  askers.manager = ctx.manager;
  const tony = people.get('Tony Russo');
  if (!tony) throw new Error('Tony is missing');
  // Decision 037's costs: Tony costs $40 an hour; two approved vendor invoices this month.
  await ctx.database.db
    .update(users)
    .set({ hourlyCostCents: 4000 })
    .where(eq(users.id, tony.user.id));
  const [vendor] = await ctx.database.db
    .insert(vendors)
    .values({ name: 'Polar Service', phone: '555-0199' })
    .returning({ id: vendors.id });
  const [airport, freezer] = await Promise.all([
    ctx.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, 'Airport')),
    ctx.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Freezer')),
  ]);
  await ctx.database.db
    .insert(vendorTrades)
    .values({ vendorId: vendor?.id ?? '', categoryId: freezer[0]?.id ?? '' });
  await ctx.database.db.insert(vendorCoverage).values({
    vendorId: vendor?.id ?? '',
    locationId: airport[0]?.id ?? '',
    categoryId: freezer[0]?.id ?? '',
    rank: 1,
  });
  for (const [key, cents, token] of [
    ['T16', 45_000, 'a'],
    ['T1', 10_000, 'b'],
  ] as const) {
    await ctx.database.db.insert(dispatches).values({
      ticketId: ticketIds.get(key) ?? '',
      vendorId: vendor?.id ?? '',
      status: 'approved',
      nteCents: 50_000,
      dueBy: newYork('2026-01-05T17:00'),
      portalTokenHash: token.repeat(64),
      sentAt: newYork('2026-01-04T08:00'),
      invoiceCents: cents,
      invoicedAt: newYork('2026-01-05T12:00'),
      approvedAt: newYork('2026-01-05T12:00'),
    });
  }
  // A vendor on its way (decision 044's Spanish check): Polar Service accepted T14, arriving 2:00 PM.
  await ctx.database.db.insert(dispatches).values({
    ticketId: ticketIds.get('T14') ?? '',
    vendorId: vendor?.id ?? '',
    status: 'accepted',
    nteCents: 50_000,
    dueBy: newYork('2026-01-07T17:00'),
    portalTokenHash: 'c'.repeat(64),
    sentAt: newYork('2026-01-06T07:00'),
    acceptedAt: newYork('2026-01-06T08:00'),
    etaAt: newYork('2026-01-06T14:00'),
  });
  askers.technician = tony;
}, 120_000);

function periodOf(day: Day): [string, string] {
  switch (day) {
    case 'today':
      return [TODAY, TODAY];
    case 'yesterday':
      return [shiftDay(TODAY, -1), shiftDay(TODAY, -1)];
    case 'tomorrow':
      return [shiftDay(TODAY, 1), shiftDay(TODAY, 1)];
    case 'this week':
      return ['2026-01-04', '2026-01-10'];
    case 'last week':
      return ['2025-12-28', '2026-01-03'];
    case 'last month':
      return ['2025-12-01', '2025-12-31'];
  }
}

function visibleTo(role: Role, ticket: FixtureTicket): boolean {
  if (role === 'admin') return true;
  if (role === 'manager') return ticket.store === 'Downtown' || ticket.by === 'manager';
  return ticket.assignee === 'Tony Russo';
}

/** The fixture's tickets a filter selects, narrowed to what the role may see. */
function expectedTickets(role: Role, filter: TicketFilter, forCount: boolean): FixtureTicket[] {
  return TICKETS.filter((ticket) => {
    if (!visibleTo(role, ticket)) return false;
    const status = filter.status ?? 'unfinished';
    if (status === 'unfinished' && ticket.status === 'completed') return false;
    if (Array.isArray(status) && !status.includes(ticket.status)) return false;
    if (filter.priority && ticket.priority !== filter.priority) return false;
    if (filter.store && ticket.store !== filter.store) return false;
    if (filter.category && ticket.category !== filter.category) return false;
    const assignee = filter.assignee === 'asker' ? 'Tony Russo' : filter.assignee;
    if (assignee === 'unassigned' && ticket.assignee !== null) return false;
    if (assignee && assignee !== 'unassigned' && ticket.assignee !== assignee) return false;
    if (filter.submitted) {
      const [from, to] = periodOf(filter.submitted);
      const day = shiftDay(TODAY, -ticket.daysAgo);
      if (day < from || day > to) return false;
    }
    if (filter.notStore && ticket.store === filter.notStore) return false;
    if (filter.notCategory && ticket.category === filter.notCategory) return false;
    if (filter.notPriority && ticket.priority === filter.notPriority) return false;
    if (filter.overdue) {
      // The clock is TODAY 09:00: a slot ended before it, on a ticket not completed.
      if (!ticket.slot || ticket.status === 'completed') return false;
      const [days, , endHour] = ticket.slot;
      if (days > 0 || (days === 0 && endHour > 9)) return false;
    }
    if (filter.scheduled) {
      const [from, to] = periodOf(filter.scheduled);
      if (!ticket.slot) return false;
      const day = shiftDay(TODAY, ticket.slot[0]);
      if (day < from || day > to) return false;
    }
    return forCount || true;
  });
}

const REFUSAL = /\b(only|can't|cannot|not allowed|permission|may not|do not have)\b/i;

function numbersOf(keys: string[]): number[] {
  return keys.map((key) => numberOf.get(key) ?? -1).sort((left, right) => left - right);
}

/** The words an answer must hold, with `{T2}` as that ticket's number. */
function missingWords(says: string[], answer: string): string | null {
  const missing = says
    .map((text) => text.replace(/\{(T\d+)\}/g, (_, key: string) => String(numberOf.get(key) ?? 0)))
    .filter((text) => !answer.toLowerCase().includes(text.toLowerCase()));
  return missing.length === 0 ? null : `missing ${JSON.stringify(missing)}`;
}

/** Why the answer misses the expectation, or null when it meets it. */
function check(role: Role, expectation: Expectation, reply: ChatAnswer): string | null {
  if ('says' in expectation && expectation.says && !('refused' in expectation)) {
    const missing = missingWords(expectation.says, reply.answer);
    if (missing || !('tickets' in expectation || 'ticketKeys' in expectation)) return missing;
  }
  const linked = reply.tickets.map((ref) => ref.number).sort((left, right) => left - right);
  if ('tickets' in expectation || 'ticketKeys' in expectation) {
    const keys =
      'tickets' in expectation
        ? expectedTickets(role, expectation.tickets, false).map((ticket) => ticket.key)
        : expectation.ticketKeys;
    const wanted = numbersOf(keys);
    return JSON.stringify(linked) === JSON.stringify(wanted)
      ? null
      : `expected tickets ${JSON.stringify(wanted)}, linked ${JSON.stringify(linked)}`;
  }
  if ('count' in expectation) {
    const wanted = expectedTickets(role, expectation.count, true).length;
    // 'Hay 3 tickets…': a Spanish question's count (issue 40).
    const said = /(?:^|\bthere (?:is|are) |\bhay )(\d+)\b/i.exec(reply.answer)?.[1];
    return said !== undefined && Number(said) === wanted
      ? null
      : `expected the count ${String(wanted)}`;
  }
  return REFUSAL.test(reply.answer) && reply.tickets.length === 0 ? null : 'expected a refusal';
}

async function ask(actor: Actor, question: string): Promise<ChatAnswer> {
  const response = await actor.request({
    method: 'POST',
    url: '/api/ai/chat',
    payload: { question },
  });
  expect(response.statusCode, `${question}: ${response.body}`).toBe(200);
  return response.json<ChatAnswer>();
}

function questionText(entry: EvalQuestion): string {
  return entry.q.replace(/\{(T\d+)\}/g, (_, key: string) => String(numberOf.get(key) ?? 0));
}

/** One question per new data kind, each held exactly by every role (no accuracy slack). */
const NEW_DATA_QUESTIONS = [
  'Is Fryer 2 at Downtown under warranty?',
  'which equipment keeps breaking',
  'Which stores have overdue preventive maintenance?',
  'Who is close to overtime this week?',
  'What did we spend on refrigeration at Airport this quarter?',
  'who is the best technician for the walk-in?',
  'what did Tony work on this week?',
  'sams schedule today',
];

describe('the new data in the chat, for each role (architecture §7)', () => {
  for (const role of ['admin', 'manager', 'technician'] as const) {
    it(`answers or refuses each new data kind as the ${role}`, async () => {
      for (const question of NEW_DATA_QUESTIONS) {
        const entry = QUESTIONS.find((candidate) => candidate.q === question);
        if (!entry) throw new Error(`${question} is not in the evaluation set`);
        const reply = await ask(askers[role], question);
        expect(
          check(role, entry.byRole?.[role] ?? entry.expect, reply),
          `${question}\n${reply.answer}`,
        ).toBeNull();
      }
    });
  }
});

describe('people, time, overdue and exclusions in the chat, for each role (issue 38)', () => {
  for (const role of ['admin', 'manager', 'technician'] as const) {
    it(`answers each of them exactly as the ${role}`, async () => {
      const misses: string[] = [];
      for (const entry of PEOPLE_AND_TIME_QUESTIONS) {
        const reply = await ask(askers[role], entry.q);
        const why = check(role, entry.byRole?.[role] ?? entry.expect, reply);
        if (why) misses.push(`${entry.q} → ${why}\n    ${reply.answer}`);
      }
      expect(misses).toEqual([]);
    });
  }
});

describe('questions in Spanish (issue 40)', () => {
  for (const role of ['admin', 'manager', 'technician'] as const) {
    it(`answers each in Spanish with the English answer's figures as the ${role}`, async () => {
      const misses: string[] = [];
      for (const entry of SPANISH_QUESTIONS) {
        const question = questionText(entry);
        const reply = await ask(askers[role], question);
        // A role's own expectation (a refusal, say) carries its own Spanish words; the entry's
        // Spanish words are those of the answer the other roles get.
        const own = entry.byRole?.[role];
        const why =
          check(role, own ?? entry.expect, reply) ??
          (own ? undefined : missingWords(entry.es, reply.answer));
        if (why) misses.push(`${question} → ${why}\n    ${reply.answer.replace(/\n/g, '\n    ')}`);
      }
      expect(misses).toEqual([]);
    });
  }
});

describe('the chat evaluation (architecture §7)', () => {
  it('holds at least 150 questions per role', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(150);
  });

  for (const role of ['admin', 'manager', 'technician'] as const) {
    it(`answers at least ${String(GOAL * 100)} % of the questions right as ${role === 'technician' ? 'a technician' : `an ${role}`}`, async () => {
      const misses: string[] = [];
      for (const entry of QUESTIONS) {
        const question = questionText(entry);
        const reply = await ask(askers[role], question);
        const why = check(role, entry.byRole?.[role] ?? entry.expect, reply);
        if (why) misses.push(`${question} → ${why}\n    ${reply.answer.replace(/\n/g, '\n    ')}`);
      }
      const accuracy = (QUESTIONS.length - misses.length) / QUESTIONS.length;
      console.info(
        `chat evaluation, ${role}: ${String(QUESTIONS.length - misses.length)}/${String(QUESTIONS.length)} = ${accuracy.toFixed(3)}${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}`,
      );
      expect(accuracy).toBeGreaterThanOrEqual(GOAL);
    }, 120_000);
  }

  it('prints the accuracy on the questions written after tuning (not held to the goal)', async () => {
    for (const role of ['admin', 'manager', 'technician'] as const) {
      const misses: string[] = [];
      for (const entry of FRESH_QUESTIONS) {
        const question = questionText(entry);
        const reply = await ask(askers[role], question);
        const why = check(role, entry.byRole?.[role] ?? entry.expect, reply);
        if (why) misses.push(`${question} → ${why}\n    ${reply.answer.replace(/\n/g, '\n    ')}`);
      }
      const right = FRESH_QUESTIONS.length - misses.length;
      console.info(
        `chat evaluation after tuning, ${role}: ${String(right)}/${String(FRESH_QUESTIONS.length)} = ${(right / FRESH_QUESTIONS.length).toFixed(3)}${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}`,
      );
      expect(right).toBeGreaterThan(0);
    }
  }, 120_000);
});
