import { beforeAll, describe, expect, it } from 'vitest';

import { insights } from '#tests/helpers/ai-fixtures.ts';
import { insertUnit } from '#tests/helpers/equipment-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 033: an AI insight names each unit with 3 or more tickets in 90 days, for whoever may see
// those tickets.

const { ctx } = fileTestContext();

beforeAll(async () => {
  const fryer = await insertUnit(ctx, {
    name: 'Fryer 2',
    location: 'Downtown',
    installDate: '2024-03-01',
    warrantyEndDate: '2027-03-01',
  });
  const grill = await insertUnit(ctx, { name: 'Grill 1', category: 'Grill' });
  const tickets = [
    [fryer.id, 'Fryer'],
    [fryer.id, 'Fryer'],
    [fryer.id, 'Fryer'],
    [fryer.id, 'Fryer'],
    [grill.id, 'Grill'],
    [grill.id, 'Grill'],
  ];
  for (const [equipmentId, category] of tickets) {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: `${String(category)} trouble`,
        description: 'Not working again.',
        location: 'Downtown',
        category,
        priority: 'medium',
        equipmentId,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    ctx.clock.advance(3_600_000);
  }
});

describe('repeat repairs in the AI insights', () => {
  it('names the unit, its store and its repairs, and leads with its warranty', async () => {
    const unitInsights = (await insights(ctx.admin)).filter((insight) =>
      insight.issue.includes(' repairs in 90 days'),
    );
    expect(unitInsights).toEqual([
      expect.objectContaining({
        issue: 'Fryer 2 at Downtown: 4 repairs in 90 days',
        location: 'Downtown',
        category: 'Fryer',
      }),
    ]);
    expect(unitInsights[0]?.solution).toContain('under warranty until Mar 1, 2027');
    // Decision 044: a Spanish reader reads the warranty's date in the Spanish form.
    const spanish = await ctx.newActor('admin');
    await spanish.request({ method: 'PATCH', url: '/api/me', payload: { language: 'es' } });
    expect((await insights(spanish)).map((insight) => insight.solution).join('\n')).toContain(
      'Fryer 2 tiene garantía hasta el 1 mar 2027',
    );
    expect(unitInsights[0]?.ticketNumbers).toHaveLength(4);
    expect((await insights(ctx.manager)).map((insight) => insight.issue)).toContain(
      'Fryer 2 at Downtown: 4 repairs in 90 days',
    );
  });

  it('leaves the unit out for a technician who has none of its tickets', async () => {
    expect(
      (await insights(ctx.technician)).filter((insight) => insight.issue.includes('Fryer 2')),
    ).toEqual([]);
  });
});
