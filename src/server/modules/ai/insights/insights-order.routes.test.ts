import { beforeAll, describe, expect, it } from 'vitest';

import { categories, locations, tickets } from '#server/db/schema.ts';
import { ask, insights } from '#tests/helpers/ai-fixtures.ts';
import { insertUnit } from '#tests/helpers/equipment-fixtures.ts';
import { insertPmHistory } from '#tests/helpers/pm-compliance-fixtures.ts';
import { idOf } from '#tests/helpers/spend-fixture.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Issue 38: the insights are sorted by severity, whichever rule found them, and planned
// preventive work never counts as a repeat failure. The fixture: Grill 1 at Downtown with three
// low repairs (a unit insight of level 6, found first before), every planned visit at North Side
// missed (level 9), and Fryer 2 at Airport with one repair and three preventive visits.

const { ctx } = fileTestContext();

beforeAll(async () => {
  const grill = await insertUnit(ctx, { name: 'Grill 1', location: 'Downtown', category: 'Grill' });
  for (let index = 0; index < 3; index += 1) {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        title: 'Grill trouble',
        description: 'Uneven heat again.',
        location: 'Downtown',
        category: 'Grill',
        priority: 'low',
        equipmentId: grill.id,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    ctx.clock.advance(3_600_000);
  }
  await insertPmHistory(ctx, {
    location: 'North Side',
    occurrences: ['2025-12-01', '2025-12-08', '2025-12-15', '2025-12-22'].map((dueDate) => ({
      dueDate,
      outcome: 'missed' as const,
    })),
  });
  const fryer = await insertUnit(ctx, { name: 'Fryer 2', location: 'Airport', category: 'Fryer' });
  const repair = await ctx.admin.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Fryer 2 not heating',
      description: 'Oil cold.',
      location: 'Airport',
      category: 'Fryer',
      priority: 'urgent',
      equipmentId: fryer.id,
    },
  });
  expect(repair.statusCode, repair.body).toBe(201);
  const [locationId, categoryId] = await Promise.all([
    idOf(ctx, locations, 'Airport'),
    idOf(ctx, categories, 'Fryer'),
  ]);
  for (const day of ['2025-12-20', '2025-12-27', '2026-01-03']) {
    await ctx.database.db.insert(tickets).values({
      title: 'Fryer 2 boil-out',
      description: 'Preventive maintenance.',
      locationId,
      categoryId,
      equipmentId: fryer.id,
      preventive: true,
      status: 'completed',
      submittedAt: new Date(`${day}T11:00:00.000Z`),
      completedAt: new Date(`${day}T13:00:00.000Z`),
    });
  }
});

describe('the insights’ order and what they count (issue 38)', () => {
  it('puts the most severe first, whichever rule found it', async () => {
    const found = await insights(ctx.admin);
    const levels = found.map((insight) => insight.urgencyLevel);
    expect(levels).toEqual([...levels].sort((left, right) => right - left));
    expect(found[0]?.issue).toMatch(/^Preventive maintenance is falling behind at North Side/);
    expect(found.map((insight) => insight.issue)).toContain(
      'Grill 1 at Downtown: 3 repairs in 90 days',
    );
  });

  it('never counts preventive visits as repeat failures', async () => {
    const found = await insights(ctx.admin);
    expect(found.filter((insight) => /Fryer/.test(insight.issue))).toEqual([]);
    const answer = await ask(ctx.admin, 'which equipment keeps breaking');
    expect(answer).toContain('Grill 1 at Downtown');
    expect(answer).not.toContain('Fryer 2');
  });
});
