import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ChatAnswer } from '#contract/schemas/ai.ts';
import type { Timesheet } from '#contract/schemas/timesheet.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { tickets, timeBreaks, timeSessions, users } from '#server/db/schema.ts';
import { createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 38: the chat gets people and time right, on both databases (it reads the timesheets' and
// the ticket list's SQL). The clock is Tue 2026-01-06 09:00 in New York; the week is Jan 4–10.
// Maria (a Downtown technician) worked shifts with no ticket and an unpaid break, and one session
// on a ticket: her hours are the Timesheets screen's paid hours, not the ticket time alone.

const { ctx } = fileTestContext();
let maria: Actor;
let sam: Actor;
const made: Record<string, Ticket> = {};

function newYork(local: string): Date {
  return new Date(`${local}:00.000-05:00`);
}

async function session(
  person: Actor,
  from: string,
  to: string,
  options: { ticket?: Ticket; unpaidBreak?: [string, string] } = {},
): Promise<void> {
  const start = newYork(from);
  const end = newYork(to);
  const breakMinutes = options.unpaidBreak
    ? (newYork(options.unpaidBreak[1]).getTime() - newYork(options.unpaidBreak[0]).getTime()) /
      60_000
    : 0;
  const [row] = await ctx.database.db
    .insert(timeSessions)
    .values({
      userId: person.user.id,
      ticketId: options.ticket?.id ?? null,
      clockInTime: start,
      clockOutTime: end,
      durationMinutes: (end.getTime() - start.getTime()) / 60_000,
      breakMinutes,
      unpaidBreakMinutes: breakMinutes,
    })
    .returning({ id: timeSessions.id });
  if (options.unpaidBreak && row) {
    await ctx.database.db.insert(timeBreaks).values({
      sessionId: row.id,
      startTime: newYork(options.unpaidBreak[0]),
      endTime: newYork(options.unpaidBreak[1]),
    });
  }
}

/** A ticket as the fixture needs it: status, assignee and slot written straight to the table. */
async function ticket(
  key: string,
  draft: { title: string; location?: string; category?: string; priority?: 'low' | 'urgent' },
  state: {
    status?: Ticket['status'];
    assignee?: Actor;
    slot?: [string, string];
  } = {},
): Promise<void> {
  const created = await createTicket(ctx, ctx.admin, draft);
  await ctx.database.db
    .update(tickets)
    .set({
      status: state.status ?? (state.assignee ? 'accepted' : 'open'),
      assignedTo: state.assignee?.user.id ?? null,
      scheduledStart: state.slot ? newYork(state.slot[0]) : null,
      scheduledEnd: state.slot ? newYork(state.slot[1]) : null,
      allDay: false,
      completedAt: state.status === 'completed' ? newYork('2026-01-05T18:00') : null,
    })
    .where(eq(tickets.id, created.id));
  made[key] = created;
}

beforeAll(async () => {
  maria = await ctx.newActor('technician', { name: 'Maria Lopez', username: 'maria' });
  sam = await ctx.newActor('technician', { name: 'Sam Patel', username: 'sam' });
  const [downtown] = await ctx.database.db
    .select({ id: users.locationId })
    .from(users)
    .where(eq(users.id, ctx.manager.user.id));
  await ctx.database.db
    .update(users)
    .set({ homeLocationId: downtown?.id ?? null })
    .where(eq(users.id, maria.user.id));

  await ticket(
    'past',
    { title: 'Back door closer loose', priority: 'low', category: 'Other' },
    { assignee: sam, slot: ['2026-01-05T09:00', '2026-01-05T11:00'] },
  );
  await ticket(
    'earlyToday',
    { title: 'Walk-in gasket torn', location: 'Airport', category: 'Freezer', priority: 'urgent' },
    { assignee: maria, status: 'in-progress', slot: ['2026-01-06T07:00', '2026-01-06T08:30'] },
  );
  await ticket(
    'laterToday',
    { title: 'Grill igniter clicking', location: 'Airport', category: 'Grill', priority: 'urgent' },
    { assignee: sam, slot: ['2026-01-06T10:00', '2026-01-06T12:00'] },
  );
  await ticket(
    'nextWeek',
    { title: 'Hood filter swap', location: 'North Side', category: 'HVAC' },
    { assignee: sam, slot: ['2026-01-12T09:00', '2026-01-12T10:00'] },
  );
  await ticket(
    'donePast',
    { title: 'Sink faucet dripping', category: 'Plumbing' },
    { assignee: maria, status: 'completed', slot: ['2026-01-05T13:00', '2026-01-05T14:00'] },
  );
  await ticket('unassigned', {
    title: 'Ice machine slow',
    location: 'Airport',
    category: 'Ice Machine',
    priority: 'urgent',
  });

  // Sunday: 8.5 h with a 30 min unpaid break; Monday: an 8 h shift, then 2 h 15 m on a ticket.
  await session(maria, '2026-01-04T08:00', '2026-01-04T16:30', {
    unpaidBreak: ['2026-01-04T12:00', '2026-01-04T12:30'],
  });
  await session(maria, '2026-01-05T07:00', '2026-01-05T15:00');
  await session(maria, '2026-01-05T15:00', '2026-01-05T17:15', { ticket: made.donePast });
}, 60_000);

async function ask(actor: Actor, question: string): Promise<ChatAnswer> {
  const response = await actor.request({
    method: 'POST',
    url: '/api/ai/chat',
    payload: { question },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatAnswer>();
}

/** Maria's paid minutes this week as GET /api/timesheets (the Timesheets screen) gives them. */
async function timesheetMinutes(): Promise<number> {
  const response = await ctx.admin.request({
    method: 'GET',
    url: `/api/timesheets?userId=${maria.user.id}&weekStart=2026-01-04`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Timesheet[]>()[0]?.workedMinutes ?? -1;
}

function linked(reply: ChatAnswer): string[] {
  const byNumber = new Map(
    Object.entries(made).map(([key, value]) => [value.ticketNumber, key] as const),
  );
  return reply.tickets.map((ref) => byNumber.get(ref.number) ?? String(ref.number)).sort();
}

describe('people and their time (issue 38)', () => {
  it("answers a person's week from the timesheet's paid hours, the Timesheets screen's figure", async () => {
    // 8 h + 8 h + 2 h 15 m, the unpaid break deducted.
    expect(await timesheetMinutes()).toBe(18 * 60 + 15);
    const work = await ask(ctx.admin, 'What did Maria work on this week?');
    expect(work.answer).toBe(
      `Maria Lopez worked 18h 15m this week (18.25 paid hours on the timesheet, unpaid breaks deducted). Time logged on 1 ticket:\n• #${String(made.donePast?.ticketNumber)} Sink faucet dripping — 2h 15m`,
    );
    expect(linked(work)).toEqual(['donePast']);
    const hours =
      'Maria Lopez worked 18h 15m this week (18.25 paid hours on the timesheet, unpaid breaks deducted).';
    expect((await ask(ctx.admin, 'How many hours did Maria work this week?')).answer).toBe(hours);
    // Her own question gives the same figure.
    expect((await ask(maria, 'How many hours did I work this week?')).answer).toBe(
      'You have worked 18h 15m this week (18.25 paid hours, unpaid breaks deducted).',
    );
    expect((await ask(maria, 'how many hours did maria work this week')).answer).toBe(
      'You have worked 18h 15m this week (18.25 paid hours, unpaid breaks deducted).',
    );
    expect((await ask(ctx.admin, 'how many hours did Maria work today')).answer).toBe(
      'Maria Lopez has no time logged today.',
    );
  });

  it('lets a manager ask about their store’s technicians only, and a technician about themselves', async () => {
    expect((await ask(ctx.manager, 'How many hours did Maria work this week?')).answer).toBe(
      'Maria Lopez worked 18h 15m this week (18.25 paid hours on the timesheet, unpaid breaks deducted).',
    );
    await session(sam, '2026-01-05T08:00', '2026-01-05T12:00');
    expect((await ask(ctx.admin, 'how many hours did sam work this week')).answer).toBe(
      'Sam Patel worked 4h 0m this week (4.00 paid hours on the timesheet, unpaid breaks deducted).',
    );
    // Sam works at no store of the Downtown manager's: refused, and nothing of his week said.
    for (const [asker, refusal] of [
      [ctx.manager, "You can only view the timesheets of your store's technicians."],
      [maria, 'You can only see your own work and hours.'],
    ] as const) {
      for (const question of [
        'how many hours did sam work this week',
        'what did Sam work on this week',
      ]) {
        const reply = await ask(asker, question);
        expect(reply.answer, question).toBe(refusal);
        expect(reply.tickets).toEqual([]);
      }
    }
  });
});

describe('overdue tickets (issue 38)', () => {
  it('lists unfinished tickets whose scheduled end is past, and says so', async () => {
    const reply = await ask(ctx.admin, 'Which tickets are past their scheduled time?');
    expect(reply.answer).toMatch(/^2 unfinished tickets scheduled to end before now:\n/);
    // Not the one still running today, the one next week, the completed one or the unscheduled one.
    expect(linked(reply)).toEqual(['earlyToday', 'past']);
    expect((await ask(ctx.admin, 'how many urgent tickets are overdue')).answer).toBe(
      'There is 1 urgent unfinished ticket scheduled to end before now.',
    );
    const mine = await ask(maria, 'which of my tickets are overdue');
    expect(linked(mine)).toEqual(['earlyToday']);
    expect(mine.answer).toContain('scheduled to end before now');
  });
});

describe('exclusions and what is not recorded (issue 38)', () => {
  it('applies "not", "except" and "without" instead of dropping them, and says the filter', async () => {
    const notDowntown = await ask(ctx.admin, 'open tickets not at Downtown');
    expect(notDowntown.answer).toMatch(/^4 unfinished tickets, not at Downtown:\n/);
    expect(linked(notDowntown)).toEqual(['earlyToday', 'laterToday', 'nextWeek', 'unassigned']);
    const noTechnician = await ask(ctx.admin, 'tickets without a technician');
    expect(noTechnician.answer).toMatch(/^1 unfinished ticket with no technician:\n/);
    expect(linked(noTechnician)).toEqual(['unassigned']);
    const urgent = await ask(ctx.admin, 'all urgent tickets except refrigeration');
    expect(urgent.answer).toMatch(/^2 urgent unfinished tickets, not Freezer:\n/);
    expect(linked(urgent)).toEqual(['laterToday', 'unassigned']);
    const notSam = await ask(ctx.admin, 'how many tickets are not assigned to Sam');
    expect(notSam.answer).toBe('There are 2 unfinished tickets, not assigned to Sam Patel.');
  });

  it('says what is known and that the rest is not recorded, without listing the nearest tickets', async () => {
    const reply = await ask(ctx.admin, 'which urgent tickets were caused by the storm');
    expect(reply.answer).toBe(
      "What I know: there are 3 urgent unfinished tickets. The rest of the question cannot be answered: what caused them is not recorded in FixFlow, so I can't narrow them down by it.",
    );
    expect(reply.tickets).toEqual([]);
  });
});
