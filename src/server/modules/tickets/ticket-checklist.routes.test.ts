import { beforeAll, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import {
  CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE,
  CHECKLIST_TICKET_COMPLETED_MESSAGE,
} from '#contract/schemas/checklist.ts';
import type { TicketChecklist } from '#contract/schemas/checklist.ts';
import { CHECKLIST_TOO_LONG_MESSAGE } from '#contract/schemas/pm-plan.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { otherStoreActors } from '#tests/helpers/other-store-actors.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';
import { storedTicket } from '#tests/helpers/ticket-requests.ts';

// Decision 034: a ticket's checklist and the completion rule, on both databases.

const { ctx } = fileTestContext();
let otherManager: Actor;
let otherTech: Actor;

beforeAll(async () => {
  ({ otherManager, otherTech } = await otherStoreActors(ctx));
});

function url(ticket: Ticket, itemId?: string): string {
  return `/api/tickets/${ticket.id}/checklist${itemId ? `/${itemId}` : ''}`;
}

/** A Downtown ticket assigned to the context's technician, with the given checklist items. */
async function ticketWith(texts: string[]): Promise<{ ticket: Ticket; items: TicketChecklist }> {
  const ticket = await createTicket(ctx, ctx.manager, { title: 'Hood cleaning' });
  await assignTicket(ctx, ticket, ctx.technician);
  let items: TicketChecklist = { items: [] };
  for (const text of texts) {
    const added = await ctx.admin.request({ method: 'POST', url: url(ticket), payload: { text } });
    expect(added.statusCode, added.body).toBe(201);
    items = added.json<TicketChecklist>();
  }
  return { ticket, items };
}

function itemId(checklist: TicketChecklist, index: number): string {
  const item = checklist.items[index];
  if (!item) throw new Error(`no item ${String(index)}`);
  return item.id;
}

async function read(actor: Actor, ticket: Ticket): Promise<TicketChecklist> {
  const response = await actor.request({ method: 'GET', url: url(ticket) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TicketChecklist>();
}

function getTicket(ticket: Ticket): Promise<Ticket> {
  return storedTicket(ctx, ticket);
}

describe('ticket checklist', () => {
  it('adds items in order and answers them to everyone who sees the ticket', async () => {
    const { ticket, items } = await ticketWith(['Degrease the hood', 'Clean the filters']);
    expect(items.items.map((item) => [item.text, item.position, item.done, item.doneBy])).toEqual([
      ['Degrease the hood', 0, false, null],
      ['Clean the filters', 1, false, null],
    ]);
    expect((await read(ctx.manager, ticket)).items).toHaveLength(2);
    expect((await read(ctx.technician, ticket)).items).toHaveLength(2);
    expect((await getTicket(ticket)).checklistProgress).toEqual({ done: 0, total: 2 });

    const byTech = await ctx.technician.request({
      method: 'POST',
      url: url(ticket),
      payload: { text: '  Check the fan belt  ' },
    });
    expect(byTech.statusCode, byTech.body).toBe(201);
    expect(byTech.json<TicketChecklist>().items.at(-1)?.text).toBe('Check the fan belt');
  });

  it('hides the checklist of a ticket the caller may not see (404; 403 to a technician)', async () => {
    const { ticket, items } = await ticketWith(['Degrease the hood']);
    // Decision 036 §6: a technician's tick queued before a reassignment hears why.
    for (const [actor, status] of [
      [otherManager, 404],
      [otherTech, 403],
    ] as const) {
      expect((await actor.request({ method: 'GET', url: url(ticket) })).statusCode).toBe(status);
      const tick = await actor.request({
        method: 'PUT',
        url: url(ticket, itemId(items, 0)),
        payload: { done: true },
      });
      expect(tick.statusCode).toBe(status);
    }
    const tick = await otherTech.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: true },
    });
    expect(tick.json()).toEqual({ code: 'FORBIDDEN', error: 'This ticket is not assigned to you' });
  });

  it('records who ticked an item and when, and clears it on untick, with history', async () => {
    const { ticket, items } = await ticketWith(['Degrease the hood', 'Clean the filters']);
    const ticked = await ctx.technician.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: true },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const [first] = ticked.json<TicketChecklist>().items;
    expect(first).toMatchObject({
      done: true,
      doneBy: { id: ctx.technician.user.id, name: ctx.technician.user.name },
      doneAt: ctx.clock.now().toISOString(),
    });
    expect((await getTicket(ticket)).checklistProgress).toEqual({ done: 1, total: 2 });

    ctx.clock.advance(60_000);
    const byAdmin = await ctx.admin.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: false },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<TicketChecklist>().items[0]).toMatchObject({
      done: false,
      doneBy: null,
      doneAt: null,
    });
    // The same state again changes nothing and adds no history.
    await ctx.admin.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: false },
    });

    const history = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/activity`,
    });
    const messages = history
      .json<ActivityEntry[]>()
      .filter((entry) => entry.kind === 'ticket.checklist_ticked')
      .map((entry) => entry.message);
    const number = `#${String(ticket.ticketNumber)}`;
    expect(messages).toEqual([
      `${ctx.technician.user.name} ticked 'Degrease the hood' on ${number}`,
      `${ctx.admin.user.name} unticked 'Degrease the hood' on ${number}`,
    ]);
  });

  it('refuses ticking to those who see the ticket but are not its technician (403)', async () => {
    const { ticket, items } = await ticketWith(['Degrease the hood']);
    const response = await ctx.manager.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: true },
    });
    expect(response.statusCode).toBe(403);
    const add = await ctx.manager.request({
      method: 'POST',
      url: url(ticket),
      payload: { text: 'More' },
    });
    expect(add.statusCode).toBe(403);
    expect((await read(ctx.admin, ticket)).items).toEqual(items.items);
  });

  it('answers clear errors for bad input and an unknown item, storing nothing', async () => {
    const { ticket, items } = await ticketWith(['Degrease the hood']);
    for (const payload of [{ text: '' }, { text: 'x'.repeat(201) }, {}]) {
      const response = await ctx.admin.request({ method: 'POST', url: url(ticket), payload });
      expect(response.statusCode, response.body).toBe(400);
    }
    const notBoolean = await ctx.technician.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: 'yes' },
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toMatchObject({ error: 'done must be true or false' });
    const unknown = await ctx.technician.request({
      method: 'PUT',
      url: url(ticket, '00000000-0000-4000-8000-000000000000'),
      payload: { done: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await read(ctx.admin, ticket)).items).toEqual(items.items);
  });

  it('holds at most 50 items', async () => {
    const { ticket } = await ticketWith(Array.from({ length: 50 }, (_, i) => `Step ${String(i)}`));
    const response = await ctx.admin.request({
      method: 'POST',
      url: url(ticket),
      payload: { text: 'One more' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: CHECKLIST_TOO_LONG_MESSAGE });
    expect((await read(ctx.admin, ticket)).items).toHaveLength(50);
  });

  it('lets admins remove an item, and no one else', async () => {
    const { ticket, items } = await ticketWith(['Degrease the hood', 'Wrong step']);
    const byTech = await ctx.technician.request({
      method: 'DELETE',
      url: url(ticket, itemId(items, 1)),
    });
    expect(byTech.statusCode).toBe(403);
    const byAdmin = await ctx.admin.request({
      method: 'DELETE',
      url: url(ticket, itemId(items, 1)),
    });
    expect(byAdmin.statusCode).toBe(204);
    expect((await read(ctx.admin, ticket)).items.map((item) => item.text)).toEqual([
      'Degrease the hood',
    ]);
  });
});

describe('completing a ticket with a checklist', () => {
  async function complete(ticket: Ticket, payload: Record<string, unknown>) {
    return ctx.technician.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/complete`,
      payload,
    });
  }

  it('needs a note on what was skipped while items are unticked, and changes nothing without it', async () => {
    const { ticket, items } = await ticketWith(['Degrease the hood', 'Clean the filters']);
    await ctx.technician.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: true },
    });
    for (const payload of [{}, { completionNotes: 'Done', checklistSkippedNote: '   ' }]) {
      const refused = await complete(ticket, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({
        code: 'VALIDATION_FAILED',
        error: CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE,
        issues: [
          { path: 'checklistSkippedNote', message: CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE },
        ],
      });
    }
    // The status route completes the same way, under the same rule.
    const patched = await ctx.technician.request({
      method: 'PATCH',
      url: `/api/tickets/${ticket.id}`,
      payload: { status: 'completed' },
    });
    expect(patched.statusCode).toBe(400);
    expect((await getTicket(ticket)).status).toBe('open');

    const done = await complete(ticket, {
      completionNotes: 'Hood clean',
      checklistSkippedNote: 'Filters on back order',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Ticket>()).toMatchObject({
      status: 'completed',
      checklistSkippedNote: 'Filters on back order',
      checklistProgress: { done: 1, total: 2 },
    });
  });

  it('closes the checklist of a completed ticket (409) and completes a fully ticked one without a note', async () => {
    const { ticket, items } = await ticketWith(['Degrease the hood']);
    await ctx.technician.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: true },
    });
    const done = await complete(ticket, { checklistSkippedNote: 'Nothing really' });
    expect(done.statusCode, done.body).toBe(200);
    // Nothing was skipped, so no note claims a skip.
    expect(done.json<Ticket>().checklistSkippedNote).toBeNull();

    for (const actor of [ctx.technician, ctx.admin]) {
      const tick = await actor.request({
        method: 'PUT',
        url: url(ticket, itemId(items, 0)),
        payload: { done: false },
      });
      expect(tick.statusCode).toBe(409);
      expect(tick.json()).toMatchObject({ error: CHECKLIST_TICKET_COMPLETED_MESSAGE });
      const add = await actor.request({ method: 'POST', url: url(ticket), payload: { text: 'x' } });
      expect(add.statusCode).toBe(409);
    }
    // Someone who could never tick it hears 403 first.
    const byManager = await ctx.manager.request({
      method: 'PUT',
      url: url(ticket, itemId(items, 0)),
      payload: { done: false },
    });
    expect(byManager.statusCode).toBe(403);
    expect((await read(ctx.admin, ticket)).items[0]?.done).toBe(true);
  });

  it('completes a ticket without a checklist as before', async () => {
    const { ticket } = await ticketWith([]);
    const done = await complete(ticket, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Ticket>()).toMatchObject({
      checklistProgress: null,
      checklistSkippedNote: null,
    });
  });

  it('clears the skipped note when an admin reopens the ticket', async () => {
    const { ticket } = await ticketWith(['Degrease the hood']);
    await complete(ticket, { checklistSkippedNote: 'No degreaser on site' });
    const reopened = await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/reopen`,
      payload: { reason: 'Do it properly' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<Ticket>().checklistSkippedNote).toBeNull();
  });
});
