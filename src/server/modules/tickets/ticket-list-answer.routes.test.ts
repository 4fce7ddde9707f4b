import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { TicketSchema } from '#contract/schemas/ticket.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket } from '#tests/helpers/ai-fixtures.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

import { precompiledSerializer } from '../../plugins/precompiled-serializer.ts';

// Decision 042 (cuts): in production the list is written by a serializer compiled from the
// contract; here (NODE_ENV test) the route checks every answer against it. An answer that drifts
// from the contract (a field the contract lacks, a required one missing, a wrong type) fails the
// strict parse below or loses its row (decision 013) and fails the count; and the precompiled
// serializer must write the same answer the checked one writes for the same tickets.

const { ctx } = fileTestContext();
const TicketListSchema = z.array(TicketSchema.strict());

describe('GET /api/tickets answer', () => {
  it('fits the contract exactly, and the precompiled serializer writes the same answer', async () => {
    const urgent = await createTicket(ctx, ctx.manager, {
      priority: 'urgent',
      equipmentDown: true,
    });
    const assigned = await createTicket(ctx, ctx.admin, { location: 'Airport', priority: 'low' });
    await createTicket(ctx, ctx.admin, {
      title: 'Walk-in cooler "door" \\ seal',
      priority: 'medium',
    });
    await assignTicket(ctx, assigned, ctx.technician, {
      scheduledStart: '2026-01-07T14:00:00.000Z',
      scheduledEnd: '2026-01-07T16:00:00.000Z',
    });
    const started = await ctx.technician.request({
      method: 'PATCH',
      url: `/api/tickets/${assigned.id}`,
      payload: { status: 'in-progress' },
    });
    expect(started.statusCode, started.body).toBe(200);

    for (const actor of [ctx.admin, ctx.manager, ctx.technician]) {
      const response = await actor.request({ method: 'GET', url: '/api/tickets' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = TicketListSchema.parse(JSON.parse(response.body));
      expect(answer.length).toBe(Number(response.headers['x-total-count']));
      // The same answer; only the order of keys may differ (the contract's order, not the row's).
      const precompiled = precompiledSerializer(z.array(TicketSchema))(answer);
      expect(JSON.parse(precompiled)).toEqual(JSON.parse(response.body));
      expect(precompiled.length).toBe(response.body.length);
    }
    const all = TicketListSchema.parse(
      JSON.parse((await ctx.admin.request({ method: 'GET', url: '/api/tickets' })).body),
    );
    expect(all.map((ticket) => ticket.id)).toContain(urgent.id);
    expect(all.find((ticket) => ticket.id === assigned.id)).toMatchObject({
      status: 'in-progress',
      assignedTo: ctx.technician.user.id,
      scheduledStart: '2026-01-07T14:00:00.000Z',
    });
    // Nullable objects both ways: the admin sees the triage, the technician's answer hides it.
    expect(all.some((ticket) => ticket.aiTriage !== null)).toBe(true);
  });

  it('the precompiled serializer refuses an answer missing a field of the contract', async () => {
    const response = await ctx.admin.request({ method: 'GET', url: '/api/tickets?limit=1' });
    const [ticket] = JSON.parse(response.body) as Ticket[];
    if (!ticket) throw new Error('no ticket listed');
    const { status: _status, ...withoutStatus } = ticket;
    expect(() => precompiledSerializer(z.array(TicketSchema))([withoutStatus])).toThrow(/status/);
  });
});
