import { describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, workAndComplete } from '#tests/helpers/ai-fixtures.ts';
import { insertUnit, unitStatus } from '#tests/helpers/equipment-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 033: an open ticket marked equipment down sets its unit down; completing the last such
// ticket puts it back in service. Retired units are never touched.

const { ctx } = fileTestContext();

async function ticketOn(
  equipmentId: string,
  equipmentDown: boolean,
  location = 'Downtown',
): Promise<Ticket> {
  const response = await ctx.admin.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Fryer will not heat',
      description: 'Oil stuck at 250.',
      location,
      category: 'Fryer',
      priority: 'urgent',
      equipmentDown,
      equipmentId,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  ctx.clock.advance(1000);
  return response.json<Ticket>();
}

async function complete(ticket: Ticket): Promise<void> {
  await assignTicket(ctx, ticket, ctx.technician);
  await workAndComplete(ctx, ticket, ctx.technician, 15);
}

describe('the status a ticket sets on its unit', () => {
  it('goes down with an equipment-down ticket and back in service when it is completed', async () => {
    const unit = await insertUnit(ctx, { name: 'Fryer 1' });
    const ticket = await ticketOn(unit.id, true);
    expect(await unitStatus(ctx, unit.id)).toBe('down');
    await complete(ticket);
    expect(await unitStatus(ctx, unit.id)).toBe('in-service');
  });

  it('stays in service for a ticket not marked equipment down', async () => {
    const unit = await insertUnit(ctx, { name: 'Fryer 2' });
    await ticketOn(unit.id, false);
    expect(await unitStatus(ctx, unit.id)).toBe('in-service');
  });

  it('stays down while another equipment-down ticket on it is open', async () => {
    const unit = await insertUnit(ctx, { name: 'Fryer 3' });
    const first = await ticketOn(unit.id, true);
    const second = await ticketOn(unit.id, true);
    await complete(first);
    expect(await unitStatus(ctx, unit.id)).toBe('down');
    await complete(second);
    expect(await unitStatus(ctx, unit.id)).toBe('in-service');
  });

  it('goes down again when a completed equipment-down ticket is reopened', async () => {
    const unit = await insertUnit(ctx, { name: 'Fryer 4' });
    const ticket = await ticketOn(unit.id, true);
    await complete(ticket);
    const reopen = await ctx.admin.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/reopen`,
      payload: { reason: 'Still not heating' },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(await unitStatus(ctx, unit.id)).toBe('down');
  });

  it('comes back in service when its only down ticket moves to another store', async () => {
    const unit = await insertUnit(ctx, { name: 'Fryer 5' });
    const ticket = await ticketOn(unit.id, true);
    expect(await unitStatus(ctx, unit.id)).toBe('down');
    const edit = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${ticket.id}`,
      payload: { location: 'Airport' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<Ticket>().equipment).toBeNull();
    expect(await unitStatus(ctx, unit.id)).toBe('in-service');
  });

  it('comes back in service when an admin completes its ticket from the status picker', async () => {
    const unit = await insertUnit(ctx, { name: 'Fryer 7' });
    const ticket = await ticketOn(unit.id, true);
    expect(await unitStatus(ctx, unit.id)).toBe('down');
    const done = await ctx.admin.request({
      method: 'PATCH',
      url: `/api/tickets/${ticket.id}`,
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await unitStatus(ctx, unit.id)).toBe('in-service');
  });

  it('puts a unit set out of service by hand back in service when a ticket on it is completed', async () => {
    const unit = await insertUnit(ctx, { name: 'Fryer 8' });
    // The ticket does not say the unit is down; an admin marked it down while the work was open.
    const ticket = await ticketOn(unit.id, false);
    await ctx.database.db.execute(`update equipment set status = 'down' where id = '${unit.id}'`);
    expect(await unitStatus(ctx, unit.id)).toBe('down');
    await complete(ticket);
    expect(await unitStatus(ctx, unit.id)).toBe('in-service');
  });

  it('never touches a retired unit', async () => {
    const unit = await insertUnit(ctx, { name: 'Fryer 6' });
    const ticket = await ticketOn(unit.id, true);
    // Retired while its ticket is open (an admin replaced the fryer); completion leaves it retired.
    await ctx.database.db.execute(
      `update equipment set status = 'retired', retired_at = now() where id = '${unit.id}'`,
    );
    await complete(ticket);
    expect(await unitStatus(ctx, unit.id)).toBe('retired');
  });
});
