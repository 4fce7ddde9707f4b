import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { TicketChecklist } from '#contract/schemas/checklist.ts';
import type { Comment } from '#contract/schemas/comment.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/schemas/offline-sync.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { tickets } from '#server/db/schema.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { multipartBody, PNG, pngParts } from '#tests/helpers/photo-uploads.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 036 (decision 036 §6): a technician's phone replays actions queued offline against a ticket
// that changed meanwhile. Each is checked against the ticket as it is now and refused with a
// reason the app can show beside the change, and nothing is applied.

const { ctx } = fileTestContext();
let otherTechnician: Actor;

beforeAll(async () => {
  otherTechnician = await ctx.newActor('technician', { username: 'night-shift' });
});

interface Working {
  ticket: Ticket;
  itemId: string;
}

/** A ticket assigned to the technician, with one unticked checklist item. */
async function workingTicket(): Promise<Working> {
  const ticket = await createTicket(ctx, ctx.manager, { title: `Walk-in ${randomUUID()}` });
  await assignTicket(ctx, ticket, ctx.technician);
  const added = await ctx.admin.request({
    method: 'POST',
    url: `/api/tickets/${ticket.id}/checklist`,
    payload: { text: 'Check the door gasket' },
  });
  expect(added.statusCode, added.body).toBe(201);
  const item = added.json<TicketChecklist>().items[0];
  if (!item) throw new Error('no checklist item');
  return { ticket, itemId: item.id };
}

type Change = 'reassigned' | 'completed by someone else' | 'deleted';

async function change(working: Working, what: Change): Promise<void> {
  const { ticket } = working;
  if (what === 'reassigned') {
    await assignTicket(ctx, ticket, otherTechnician);
  } else if (what === 'completed by someone else') {
    const completed = await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/complete`,
      payload: { completionNotes: 'Done by the office', checklistSkippedNote: 'Not needed' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
  } else {
    // No call deletes a ticket today; data cleanup (or a future one) may, and the phone must cope.
    await ctx.database.db.delete(tickets).where(eq(tickets.id, ticket.id));
  }
}

/** What an admin sees of the ticket: whatever a refused action must leave as it was. */
async function snapshot(ticketId: string) {
  const ticket = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticketId}` });
  if (ticket.statusCode === 404) return { exists: false };
  const comments = await ctx.admin.request({
    method: 'GET',
    url: `/api/tickets/${ticketId}/comments`,
  });
  const checklist = await ctx.admin.request({
    method: 'GET',
    url: `/api/tickets/${ticketId}/checklist`,
  });
  const { status, assignedTo, completionNotes, photos } = ticket.json<Ticket>();
  return {
    exists: true,
    status,
    assignedTo,
    completionNotes,
    photos: photos.length,
    comments: comments.json<Comment[]>().length,
    ticked: checklist.json<TicketChecklist>().items.map((item) => item.done),
  };
}

function queued(options: { method: 'POST' | 'PUT' | 'PATCH'; url: string; payload: unknown }) {
  return ctx.technician.request({
    ...options,
    payload: options.payload as Record<string, unknown>,
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  });
}

type Action = 'status change' | 'checklist tick' | 'comment' | 'complete' | 'photo' | 'clock-in';

function replay(action: Action, { ticket, itemId }: Working) {
  switch (action) {
    case 'status change':
      return queued({
        method: 'PATCH',
        url: `/api/tickets/${ticket.id}`,
        payload: { status: 'in-progress' },
      });
    case 'checklist tick':
      return queued({
        method: 'PUT',
        url: `/api/tickets/${ticket.id}/checklist/${itemId}`,
        payload: { done: true },
      });
    case 'comment':
      return queued({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/comments`,
        payload: { body: 'Gasket replaced' },
      });
    case 'complete':
      return queued({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/complete`,
        payload: { completionNotes: 'Fixed offline', checklistSkippedNote: 'Gasket on order' },
      });
    case 'photo': {
      const body = multipartBody(pngParts(PNG), { stage: 'after' });
      return ctx.technician.request({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/photos`,
        payload: body.payload,
        headers: { ...body.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      });
    }
    case 'clock-in':
      return queued({
        method: 'POST',
        url: '/api/time-clock/in',
        payload: { ticketId: ticket.id },
      });
  }
}

const NOT_ASSIGNED = { status: 403, error: 'This ticket is not assigned to you' };
const NOT_FOUND = { status: 404, error: 'Ticket not found' };

const expected: Record<Change, Record<Action, { status: number; error: string }>> = {
  reassigned: {
    'status change': NOT_ASSIGNED,
    'checklist tick': NOT_ASSIGNED,
    // Decision 039: a comment call never confirms that a ticket the caller cannot see exists.
    comment: NOT_FOUND,
    complete: NOT_ASSIGNED,
    photo: NOT_ASSIGNED,
    'clock-in': { status: 403, error: 'You can only clock in on a ticket assigned to you' },
  },
  'completed by someone else': {
    'status change': {
      status: 409,
      error: 'This ticket is completed; its status can no longer change',
    },
    'checklist tick': { status: 409, error: 'This ticket is completed; its checklist is closed' },
    // Decision 032: talk goes on after completion, so a comment is not stale (tested below).
    comment: { status: 201, error: '' },
    complete: { status: 409, error: 'This ticket is already completed' },
    photo: { status: 409, error: 'This ticket is completed; photos can no longer be added' },
    'clock-in': { status: 409, error: 'This ticket is already completed' },
  },
  deleted: {
    'status change': NOT_FOUND,
    'checklist tick': NOT_FOUND,
    comment: NOT_FOUND,
    complete: NOT_FOUND,
    photo: NOT_FOUND,
    'clock-in': NOT_FOUND,
  },
};

const ACTIONS: Action[] = [
  'status change',
  'checklist tick',
  'comment',
  'complete',
  'photo',
  'clock-in',
];

describe.each<Change>(['reassigned', 'completed by someone else', 'deleted'])(
  'a queued action on a ticket %s meanwhile',
  (what) => {
    for (const action of ACTIONS) {
      const { status, error } = expected[what][action];
      if (status === 201) continue;
      it(`refuses the ${action} with ${String(status)} '${error}' and changes nothing`, async () => {
        const working = await workingTicket();
        await change(working, what);
        const before = await snapshot(working.ticket.id);
        const response = await replay(action, working);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json<{ error: string }>().error).toBe(error);
        expect(await snapshot(working.ticket.id)).toEqual(before);
        const active = await ctx.technician.request({
          method: 'GET',
          url: '/api/time-clock/active',
        });
        expect(active.json()).toMatchObject({ isActive: false });
      });
    }
  },
);

describe('a queued comment on a ticket completed meanwhile', () => {
  it('is still posted: the thread goes on after completion (decision 032)', async () => {
    const working = await workingTicket();
    await change(working, 'completed by someone else');
    const response = await replay('comment', working);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Comment>().body).toBe('Gasket replaced');
  });
});
