import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type * as TriageEngineModule from '#server/modules/ai/engine/triage-engine.ts';
import { tickets } from '#server/db/schema.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';

// Decision 027: the server triages each new ticket itself and stores the result; only admins and the
// assigned technician read it. A switch makes the engine fail, as a broken model would.
const engine = vi.hoisted(() => ({ fails: false }));
vi.mock('#server/modules/ai/engine/triage-engine.ts', async (importOriginal) => {
  const original = await importOriginal<typeof TriageEngineModule>();
  return {
    ...original,
    createTriageEngine: (deps: Parameters<typeof original.createTriageEngine>[0]) => {
      const real = original.createTriageEngine(deps);
      return {
        ...real,
        analyze: (...args: Parameters<typeof real.analyze>) =>
          engine.fails ? Promise.reject(new Error('model file is corrupt')) : real.analyze(...args),
      };
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  // API test files share a worker's modules (isolate: false): the app is imported afresh here so
  // that it is built on the mocked engine, not on one an earlier file imported.
  vi.resetModules();
  const { createTestContext } = await import('#tests/helpers/build-test-app.ts');
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const WALK_IN = {
  title: 'Walk-in cooler at 48F',
  description: 'The walk-in cooler reads 48 degrees since this morning, food is getting warm.',
  category: 'Other',
  priority: 'low' as const,
};

async function read(actor: Actor, ticket: Ticket) {
  const response = await actor.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
  return { status: response.statusCode, ticket: response.json<Ticket>() };
}

describe('AI triage stored with a new ticket', () => {
  it('runs the built-in triage on the report, stores it, and answers it to the admin who created it', async () => {
    const created = await createTicket(ctx, ctx.admin, WALK_IN);
    expect(created.aiTriage).toMatchObject({
      suggestedCategory: 'Freezer',
      suggestedPriority: 'urgent',
      source: 'built-in',
    });
    expect(created.aiTriage?.confidence).toBeGreaterThan(0);
    expect(created.aiTriage?.troubleshootingSteps.length).toBeGreaterThan(0);
    // The ticket keeps what the person chose; the triage is only a suggestion beside it.
    expect(created).toMatchObject({ category: 'Other', priority: 'low' });
    const [row] = await ctx.database.db
      .select({ aiTriage: tickets.aiTriage })
      .from(tickets)
      .where(eq(tickets.id, created.id));
    // Stored with its Spanish words beside it (issue 40), which the API does not answer twice.
    const { es, ...english } = row?.aiTriage as Record<string, unknown>;
    expect(english).toEqual(created.aiTriage);
    expect(Object.keys(es as object).sort()).toEqual([
      'estimatedRepairTime',
      'reasoning',
      'troubleshootingSteps',
    ]);
    expect(created.aiTriage).not.toHaveProperty('es');
  });

  it('ignores a triage sent by the browser', async () => {
    const response = await ctx.manager.request({
      method: 'POST',
      url: '/api/tickets',
      payload: {
        ...WALK_IN,
        location: 'Downtown',
        aiTriage: {
          confidence: 1,
          suggestedCategory: 'Plumbing',
          suggestedPriority: 'low',
          reasoning: 'Trust me',
          estimatedRepairTime: '1 minute',
          troubleshootingSteps: ['Ignore it'],
          source: 'llm',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ aiTriage: tickets.aiTriage })
      .from(tickets)
      .where(eq(tickets.id, response.json<Ticket>().id));
    expect(row?.aiTriage).toMatchObject({ suggestedCategory: 'Freezer', source: 'built-in' });
  });

  it('shows it to admins and the assigned technician, and null to the manager and other technicians', async () => {
    const created = await createTicket(ctx, ctx.manager, WALK_IN);
    // The manager who reported it reads the ticket, not the triage.
    expect(created.aiTriage).toBeNull();
    const other = await ctx.newActor('technician', { username: 'other-tech' });
    await assignTicket(ctx, created, ctx.technician);

    const asAdmin = await read(ctx.admin, created);
    expect(asAdmin.ticket.aiTriage).toMatchObject({ suggestedCategory: 'Freezer' });
    const asAssignee = await read(ctx.technician, created);
    expect(asAssignee.ticket.aiTriage).toMatchObject({ suggestedCategory: 'Freezer' });
    expect((await read(ctx.manager, created)).ticket.aiTriage).toBeNull();
    expect((await read(other, created)).status).toBe(403);

    // Lists follow the same rule, ticket by ticket.
    const list = async (actor: Actor) =>
      (await actor.request({ method: 'GET', url: '/api/tickets?q=walk-in' }))
        .json<Ticket[]>()
        .find((ticket) => ticket.id === created.id);
    expect((await list(ctx.admin))?.aiTriage).not.toBeNull();
    expect((await list(ctx.technician))?.aiTriage).not.toBeNull();
    expect((await list(ctx.manager))?.aiTriage).toBeNull();
    expect(await list(other)).toBeUndefined();
  });

  it('keeps it from a technician the ticket is not assigned to', async () => {
    const created = await createTicket(ctx, ctx.admin, WALK_IN);
    const first = await ctx.newActor('technician', { username: 'first-tech' });
    await assignTicket(ctx, created, first);
    const english = (await read(first, created)).ticket.aiTriage;
    expect(english).not.toBeNull();
    // Issue 40: a Spanish reader reads the same triage in Spanish, the same figures.
    const chose = await first.request({
      method: 'PATCH',
      url: '/api/me',
      payload: { language: 'es' },
    });
    expect(chose.statusCode).toBe(200);
    const spanish = (await read(first, created)).ticket.aiTriage;
    expect(spanish).toMatchObject({
      confidence: english?.confidence,
      suggestedCategory: english?.suggestedCategory,
      suggestedPriority: english?.suggestedPriority,
    });
    expect(spanish?.reasoning).toMatch(/cámara fría/i);
    expect(spanish?.troubleshootingSteps).toHaveLength(english?.troubleshootingSteps.length ?? -1);
    expect(spanish?.troubleshootingSteps).not.toEqual(english?.troubleshootingSteps);
    // Another technician cannot read the ticket at all (403), so the triage cannot leak there.
    expect((await read(ctx.technician, created)).status).toBe(403);
  });

  it('still creates the ticket, without a triage, when the triage fails', async () => {
    engine.fails = true;
    try {
      const created = await createTicket(ctx, ctx.admin, WALK_IN);
      expect(created.aiTriage).toBeNull();
      expect((await read(ctx.admin, created)).ticket).toMatchObject({
        title: WALK_IN.title,
        aiTriage: null,
      });
    } finally {
      engine.fails = false;
    }
  });
});
