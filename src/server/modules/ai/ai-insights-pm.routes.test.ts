import { beforeAll, describe, expect, it } from 'vitest';

import { eq } from 'drizzle-orm';

import { tickets } from '#server/db/schema.ts';
import { dayOf, shiftDay } from '#server/lib/business-time.ts';
import { insights } from '#tests/helpers/ai-fixtures.ts';
import { insertTicketRow } from '#tests/helpers/ticket-rows.ts';
import { insertPmHistory } from '#tests/helpers/pm-compliance-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Architecture §7: the insights learn the preventive maintenance data. A store whose planned visits were
// missed gets an insight with the compliance report's figures, for those who may see that report.

const { ctx } = fileTestContext();

beforeAll(async () => {
  const today = dayOf(ctx.clock.now(), 'America/New_York');
  await insertPmHistory(ctx, {
    location: 'Downtown',
    occurrences: [
      { dueDate: shiftDay(today, -20), outcome: 'missed' },
      { dueDate: shiftDay(today, -13), outcome: 'missed' },
      // Generated, still open after its due day: missed, and its ticket is linked.
      { dueDate: shiftDay(today, -8), outcome: { status: 'open' } },
      {
        dueDate: shiftDay(today, -6),
        outcome: { status: 'completed', completedAt: `${shiftDay(today, -6)}T15:00:00.000Z` },
      },
    ],
  });
  await insertPmHistory(ctx, {
    location: 'Airport',
    occurrences: [{ dueDate: shiftDay(today, -200), outcome: 'missed' }],
  });
});

const DOWNTOWN =
  'Preventive maintenance is falling behind at Downtown: 3 of 4 planned visits in the last 90 days were missed.';

describe('insights about missed preventive maintenance', () => {
  it('names the store and its missed visits of the last 90 days to an admin', async () => {
    const list = await insights(ctx.admin);
    const missed = list.filter((insight) => insight.issue.startsWith('Preventive maintenance'));
    // Airport's missed visit is older than 90 days.
    expect(missed.map((insight) => insight.issue)).toEqual([DOWNTOWN]);
    const [open] = await ctx.database.db
      .select({ number: tickets.ticketNumber })
      .from(tickets)
      .where(eq(tickets.status, 'open'));
    expect(missed[0]).toMatchObject({
      location: 'Downtown',
      urgencyLevel: 8,
      ticketNumbers: [open?.number],
    });
  });

  it('shows the manager of that store the same, and a technician none', async () => {
    const english = await insights(ctx.manager);
    expect(english.map((insight) => insight.issue)).toContain(DOWNTOWN);
    // Issue 40: a Spanish reader gets the same insights, figures and tickets, worded in Spanish.
    await ctx.manager.request({ method: 'PATCH', url: '/api/me', payload: { language: 'es' } });
    const spanish = await insights(ctx.manager);
    await ctx.manager.request({ method: 'PATCH', url: '/api/me', payload: { language: 'en' } });
    const missed = spanish.find((insight) => insight.location === 'Downtown' && !insight.category);
    expect(missed).toMatchObject({
      issue:
        'El mantenimiento preventivo se está atrasando en Downtown: se perdieron 3 de 4 visitas planeadas en los últimos 90 días.',
      solution:
        'Abre Mantenimiento preventivo, programa primero las visitas perdidas y revisa que cada plan de esta sucursal tenga un técnico que pueda llegar en sus fechas.',
      urgencyLevel: 8,
    });
    expect(spanish.map((insight) => insight.ticketNumbers)).toEqual(
      english.map((insight) => insight.ticketNumbers),
    );
    expect(
      (await insights(ctx.technician)).some((insight) =>
        insight.issue.startsWith('Preventive maintenance'),
      ),
    ).toBe(false);
  });

  it('never counts preventive tickets as a recurring failure (issue 36)', async () => {
    // Five preventive Fryer tickets at Downtown inside 30 days: as repairs they would recur.
    const [downtown] = await ctx.database.db
      .select({ locationId: tickets.locationId, categoryId: tickets.categoryId })
      .from(tickets)
      .where(eq(tickets.preventive, true))
      .limit(1);
    if (!downtown) throw new Error('no preventive ticket');
    for (const daysAgo of [2, 4, 9]) {
      await insertTicketRow(ctx.database.db, {
        title: 'Boil-out fryer vats',
        description: 'Preventive maintenance.',
        ...downtown,
        preventive: true,
        submittedAt: new Date(ctx.clock.now().getTime() - daysAgo * 24 * 60 * 60 * 1000),
      });
    }
    const list = await insights(ctx.admin);
    expect(
      list.filter((insight) => /keep coming back|across the chain/.test(insight.issue)),
    ).toEqual([]);
  });
});
