import { beforeAll, describe, expect, it } from 'vitest';

import type { AiAnalysisResult } from '#contract/schemas/ai.ts';
import { UNKNOWN_EQUIPMENT_MESSAGE } from '#contract/schemas/equipment-ref.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { insertUnit } from '#tests/helpers/equipment-fixtures.ts';
import type { TestUnit } from '#tests/helpers/equipment-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 033: the analysis panel's suggested category agrees with the picked equipment.

const { ctx } = fileTestContext();
let downtownIceMachine: TestUnit;
let airportIceMachine: TestUnit;

beforeAll(async () => {
  downtownIceMachine = await insertUnit(ctx, {
    name: 'Ice Machine 1',
    location: 'Downtown',
    category: 'Ice Machine',
  });
  airportIceMachine = await insertUnit(ctx, {
    name: 'Ice Machine 1',
    location: 'Airport',
    category: 'Ice Machine',
  });
});

// Words that say "fryer" loudly; the picked unit is an ice machine.
const FRYER_WORDS = {
  title: 'Fryer oil not heating',
  description: 'The fryer oil stays cold and the pilot light keeps going out.',
  location: 'Downtown',
};

function analyze(actor: Actor, equipmentId?: string) {
  return actor.request({
    method: 'POST',
    url: '/api/tickets/analyze',
    payload: { ...FRYER_WORDS, ...(equipmentId ? { equipmentId } : {}) },
  });
}

describe('POST /api/tickets/analyze with a picked unit', () => {
  it('suggests the unit’s category instead of what the words suggest', async () => {
    const unpicked = await analyze(ctx.admin);
    expect(unpicked.statusCode, unpicked.body).toBe(200);
    expect(unpicked.json<AiAnalysisResult>().suggestedCategory).toBe('Fryer');

    const picked = await analyze(ctx.manager, downtownIceMachine.id);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json<AiAnalysisResult>()).toMatchObject({
      suggestedCategory: 'Ice Machine',
      confidence: 1,
      reasoning: expect.stringContaining('Ice Machine 1') as unknown,
    });
  });

  it('reads a unit the caller may not file a ticket on as unknown', async () => {
    const otherStore = await analyze(ctx.manager, airportIceMachine.id);
    expect(otherStore.statusCode).toBe(400);
    expect(otherStore.json()).toMatchObject({ error: UNKNOWN_EQUIPMENT_MESSAGE });
    const missing = await analyze(ctx.admin, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(400);
    expect((await analyze(ctx.admin, airportIceMachine.id)).statusCode).toBe(200);
  });
});
