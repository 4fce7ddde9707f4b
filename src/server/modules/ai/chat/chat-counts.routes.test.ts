import { beforeAll, describe, expect, it } from 'vitest';

import { ask, assignTicket, createTicket, workAndComplete } from '#tests/helpers/ai-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// A count with no status counts every ticket and says how many are still to do, so it never
// disagrees with the list a user asks for next; 'did we open' names when, not a status (architecture §7).
const { ctx } = fileTestContext();
let doneNumber = 0;
beforeAll(async () => {
  const done = await createTicket(ctx, ctx.admin, { title: 'Fryer done', priority: 'urgent' });
  doneNumber = done.ticketNumber;
  await assignTicket(ctx, done, ctx.technician);
  await workAndComplete(ctx, done, ctx.technician, 30);
  const working = await createTicket(ctx, ctx.admin, { title: 'Cooler warm', priority: 'urgent' });
  await assignTicket(ctx, working, ctx.technician);
  await createTicket(ctx, ctx.manager, { title: 'Sink slow', priority: 'low' });
});

describe('counting tickets in the chat', () => {
  it('splits a count with no status into unfinished and completed', async () => {
    expect(await ask(ctx.admin, 'how many urgent tickets are there')).toBe(
      'There are 2 urgent tickets across all stores: 1 unfinished, 1 completed.',
    );
  });

  it('answers a technician’s “do I have” with the tickets still on their list', async () => {
    expect(await ask(ctx.technician, 'how many urgent tickets do I have')).toBe(
      'There is 1 urgent unfinished ticket assigned to you (of the tickets assigned to you).',
    );
    expect(await ask(ctx.technician, 'what do i have today')).toBe(
      'You have nothing scheduled today.',
    );
    const list = await ask(ctx.technician, 'show my urgent tickets');
    expect(list).toContain('Cooler warm');
    expect(list).not.toContain('Fryer done');
  });

  it('reads “did we open this week” as submitted this week, whatever the status', async () => {
    expect(await ask(ctx.admin, 'how many tickets did we open this week')).toBe(
      'There are 3 tickets submitted this week: 2 unfinished, 1 completed.',
    );
    expect(await ask(ctx.admin, 'how many tickets were opened today')).toBe(
      'There are 3 tickets submitted today: 2 unfinished, 1 completed.',
    );
    expect(await ask(ctx.admin, 'how many open tickets are there')).toMatch(
      /^There are 2 unfinished tickets across all stores; 2 of them are still Open \(not yet accepted by a technician\)\.$/,
    );
  });

  it('reads “did we close” and “completed” with a period as when the work was finished', async () => {
    expect(await ask(ctx.admin, 'how many tickets did we close today')).toBe(
      'There is 1 ticket completed today.',
    );
    const list = await ask(ctx.admin, 'list completed tickets this week');
    expect(list).toMatch(/^1 ticket completed this week:/);
    expect(list).toContain('Fryer done');
    expect(await ask(ctx.admin, 'what did we fix last week')).toBe(
      'There are no tickets completed last week.',
    );
  });

  it('finds a ticket by a bare number after “status of”', async () => {
    expect(await ask(ctx.admin, `status of ${String(doneNumber)}`)).toMatch(
      new RegExp(`^#${String(doneNumber)} “Fryer done” at Downtown .* is Completed\\.`),
    );
  });
});
