import { describe, expect, it, vi } from 'vitest';

import type { AiAnalysisResult } from '#contract/schemas/ai.ts';
import { assignTicket, createTicket, workAndComplete } from '#tests/helpers/ai-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// The triage learns from the chain: repair times from its completed tickets, the categories its
// admins add, and the words its staff use.
const { ctx } = fileTestContext();

async function analyze(title: string, description: string): Promise<AiAnalysisResult> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/tickets/analyze',
    payload: { title, description },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AiAnalysisResult>();
}

describe('the triage model learning from the chain', () => {
  it('estimates the repair time from the chain’s completed tickets of the category once there are five', async () => {
    for (const minutes of [60, 75, 90, 105, 120]) {
      const ticket = await createTicket(ctx, ctx.admin, {
        title: 'Flat top cold spot',
        description: 'Left side of the griddle is cold.',
        category: 'Grill',
      });
      await assignTicket(ctx, ticket, ctx.technician);
      await workAndComplete(ctx, ticket, ctx.technician, minutes);
    }
    // Creating the tickets trained the model before any was completed. A new category makes the
    // next analysis retrain at once, so it sees the completed tickets without waiting for the
    // five-minute recheck (whose background retraining the next test covers).
    const category = await ctx.admin.request({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Waffle Iron', description: 'Waffle irons and their plates' },
    });
    expect(category.statusCode, category.body).toBe(201);
    const result = await analyze(
      'Griddle not heating evenly',
      'The flat top has a cold zone on the right.',
    );
    expect(result.suggestedCategory).toBe('Grill');
    expect(result.estimatedRepairTime).toBe(
      'About 1.5 hours, from 5 completed Grill tickets at this chain (most took 1.5–2 hours)',
    );
    // Too few completed tickets: the knowledge base's estimate.
    expect((await analyze('Fryer not heating', 'Oil stuck at 250.')).estimatedRepairTime).toBe(
      '1–2 hours (typical for this repair)',
    );
  });

  it('learns a category an admin adds from its name and description', async () => {
    const created = await ctx.admin.request({
      method: 'POST',
      url: '/api/categories',
      payload: {
        name: 'Espresso Machine',
        description: 'Espresso machines, grinders and steam wands',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const result = await analyze(
      'Espresso machine broken',
      'The espresso machine will not pull shots.',
    );
    expect(result.suggestedCategory).toBe('Espresso Machine');
    expect(
      (await analyze('Steam wand weak', 'The steam wand has no pressure for the milk.'))
        .suggestedCategory,
    ).toBe('Espresso Machine');
    // Steps for a category the guides do not know are general and safe.
    expect(result.troubleshootingSteps[0]).toMatch(/^Safety: /);
  });

  it('picks up the chain’s own words from new tickets, retraining in the background', async () => {
    const report = ['Zapster not working', 'The zapster at the pass stopped.'] as const;
    expect((await analyze(...report)).suggestedCategory).not.toBe('Grill');
    for (let index = 0; index < 8; index += 1) {
      await createTicket(ctx, ctx.admin, {
        title: `Zapster ${String(index + 1)} stuck`,
        description: 'The zapster by the pass is stuck again.',
        category: 'Grill',
      });
    }
    // New tickets are looked for at most every five minutes. The retraining runs in a worker thread
    // (issue 37) while the current model keeps answering, so the reports are asked again until the
    // new model answers (a state, not a sleep; the time is the worker's, not a count of turns).
    ctx.clock.advance(5 * 60_000 + 1000);
    await vi.waitFor(
      async () => {
        expect((await analyze(...report)).suggestedCategory).toBe('Grill');
      },
      { timeout: 25_000, interval: 50 },
    );
  });
});
