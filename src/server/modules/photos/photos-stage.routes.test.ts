import { describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import {
  multipartBody,
  photoRowCount,
  pngParts,
  PNG,
  storedTicketFiles,
} from '#tests/helpers/photo-uploads.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 031: photos on an existing ticket are 'before' or 'after', added by the people who work it
// until it is completed.

const { ctx } = fileTestContext();

async function createTicket(location = 'Downtown'): Promise<Ticket> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Walk-in cooler at 48F',
      description: 'Door gasket torn.',
      location,
      category: 'Ice Machine',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ticket>();
}

async function assignedTicket(technician: Actor, location = 'Downtown'): Promise<Ticket> {
  const ticket = await createTicket(location);
  const response = await ctx.admin.request({
    method: 'PATCH',
    url: `/api/tickets/${ticket.id}`,
    payload: { assignedTo: technician.user.id },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ticket>();
}

function upload(
  actor: Actor,
  ticket: Ticket,
  fields: Record<string, string> = {},
  options: { fieldsLast?: boolean } = {},
) {
  return actor.request({
    method: 'POST',
    url: `/api/tickets/${ticket.id}/photos`,
    ...multipartBody(pngParts(PNG), fields, options),
  });
}

function storedFiles(ticket: Ticket): Promise<string[]> {
  return storedTicketFiles(ctx.dataDir, ticket.id);
}

describe('the stage of an uploaded photo', () => {
  it("is 'before' when the body does not name one", async () => {
    const ticket = await createTicket();
    const response = await upload(ctx.admin, ticket);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Ticket>().photos.map((photo) => photo.stage)).toEqual(['before']);
  });

  it("is 'after' when the body says so, before or after the files, and the ticket reads it back", async () => {
    const ticket = await createTicket();
    // The test clock stands still: moved on so the photos list in upload order.
    expect((await upload(ctx.admin, ticket, { stage: 'before' })).statusCode).toBe(201);
    ctx.clock.advance(1000);
    expect((await upload(ctx.admin, ticket, { stage: 'after' })).statusCode).toBe(201);
    ctx.clock.advance(1000);
    const last = await upload(ctx.admin, ticket, { stage: 'after' }, { fieldsLast: true });
    expect(last.statusCode, last.body).toBe(201);
    const read = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(read.json<Ticket>().photos.map((photo) => photo.stage)).toEqual([
      'before',
      'after',
      'after',
    ]);
    const list = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/photos`,
    });
    expect(list.json<{ stage: string }[]>().map((photo) => photo.stage)).toEqual([
      'before',
      'after',
      'after',
    ]);
  });

  it('refuses any other stage with 400 and stores nothing, wherever the field sits', async () => {
    const ticket = await createTicket();
    for (const fieldsLast of [false, true]) {
      const response = await upload(ctx.admin, ticket, { stage: 'during' }, { fieldsLast });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "stage must be 'before' or 'after'",
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await photoRowCount(ctx.database.db, ticket.id)).toBe(0);
    expect(await storedFiles(ticket)).toEqual([]);
  });

  it('is in the history entry of the upload', async () => {
    const ticket = await createTicket();
    await upload(ctx.admin, ticket, { stage: 'after' });
    const history = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/activity`,
    });
    const added = history
      .json<ActivityEntry[]>()
      .find((entry) => entry.kind === 'ticket.photo_added');
    expect(added?.details).toMatchObject({ count: 1, stage: 'after' });
  });
});

describe('who adds photos to an existing ticket', () => {
  it('lets the assigned technician add them, and refuses another technician with 403', async () => {
    const ticket = await assignedTicket(ctx.technician);
    const mine = await upload(ctx.technician, ticket, { stage: 'after' });
    expect(mine.statusCode, mine.body).toBe(201);
    const other = await ctx.newActor('technician');
    const refused = await upload(other, ticket);
    expect(refused.statusCode).toBe(403);
    expect(await photoRowCount(ctx.database.db, ticket.id)).toBe(1);
  });

  it("lets the store's manager add them, and refuses another store's manager with 403", async () => {
    const downtown = await assignedTicket(ctx.technician, 'Downtown');
    expect((await upload(ctx.manager, downtown)).statusCode).toBe(201);
    const airport = await assignedTicket(ctx.technician, 'Airport');
    const refused = await upload(ctx.manager, airport);
    expect(refused.statusCode).toBe(403);
    expect(await photoRowCount(ctx.database.db, airport.id)).toBe(0);
  });

  it('refuses everyone with 409 once the ticket is completed, and stores nothing', async () => {
    const ticket = await assignedTicket(ctx.technician);
    const completed = await ctx.technician.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/complete`,
      payload: {},
    });
    expect(completed.statusCode, completed.body).toBe(200);
    for (const actor of [ctx.technician, ctx.manager, ctx.admin]) {
      const response = await upload(actor, ticket, { stage: 'after' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'This ticket is completed; photos can no longer be added',
        code: 'TICKET_COMPLETED',
      });
    }
    expect(await photoRowCount(ctx.database.db, ticket.id)).toBe(0);
    expect(await storedFiles(ticket)).toEqual([]);
  });
});
