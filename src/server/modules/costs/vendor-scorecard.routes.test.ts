import { beforeAll, describe, expect, it } from 'vitest';

import type { VendorScorecard } from '#contract/schemas/spend.ts';
import {
  insertDispatch,
  insertTicket,
  insertUnit,
  insertVendor,
} from '#tests/helpers/spend-fixture.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 037: a vendor's scorecard on a fixture with known times (all UTC).
//
// D1 fryer unit U, sent 12-01 10:00, accepted 10:30 (30'), due 12-02 10:00; visit 12-01 15:00–17:00
//    (120', on time); invoice 200.00 within an NTE of 300.00, approved.
// D2 unit U, sent 12-20 10:00 (19 days after D1: a repeat), accepted 11:30 (90'), due 12-20 12:00;
//    visits 13:00–13:30 (30', first check-in late) and 12-21 09:00–10:00 (60'); invoice 400.00
//    over the NTE of 300.00, waiting for approval.
// D3 no unit, sent 12-22 10:00, declined 10:05.
// D4 unit U, sent 2026-01-25 10:00 (36 days after D2: not a repeat), accepted 10:10 (10').
// Another vendor's dispatch for unit U on 12-25 counts for neither.
//
// all:            4 dispatches, 3 accepted, 1 declined; accept 30/90/10 → median 30, mean 43;
//                 on time 1 of 2 visited; on site (120+30+60)/3 = 70; 1 repeat; invoices
//                 200.00 and 400.00 → mean 300.00, 1 over the NTE, 600.00 in all.
// 12-15 … 12-31:  D2, D3 → 2 dispatches, 1 accepted, 1 declined, median and mean 90, on time 0
//                 of 1, on site 45, 1 repeat (D1 before the range still counts), 400.00.

const { ctx } = fileTestContext();
let vendorId: string;

beforeAll(async () => {
  vendorId = await insertVendor(ctx, 'Frymaster Service');
  const otherVendor = await insertVendor(ctx, 'Other Service');
  const unit = await insertUnit(ctx, { name: 'Fryer 2', store: 'Downtown', category: 'Fryer' });
  const ticket = (title: string, equipmentId?: string) =>
    insertTicket(ctx, {
      title,
      store: 'Downtown',
      category: 'Fryer',
      ...(equipmentId ? { equipmentId } : {}),
    });
  await insertDispatch(ctx, {
    ticketId: await ticket('D1', unit),
    vendorId,
    status: 'approved',
    nteCents: 30_000,
    sentAt: '2025-12-01T10:00:00Z',
    acceptedAt: '2025-12-01T10:30:00Z',
    dueBy: '2025-12-02T10:00:00Z',
    visits: [{ in: '2025-12-01T15:00:00Z', out: '2025-12-01T17:00:00Z' }],
    invoiceCents: 20_000,
    approvedAt: '2025-12-01T18:00:00Z',
  });
  await insertDispatch(ctx, {
    ticketId: await ticket('D2', unit),
    vendorId,
    status: 'invoiced',
    nteCents: 30_000,
    sentAt: '2025-12-20T10:00:00Z',
    acceptedAt: '2025-12-20T11:30:00Z',
    dueBy: '2025-12-20T12:00:00Z',
    visits: [
      { in: '2025-12-20T13:00:00Z', out: '2025-12-20T13:30:00Z' },
      { in: '2025-12-21T09:00:00Z', out: '2025-12-21T10:00:00Z' },
    ],
    invoiceCents: 40_000,
    invoicedAt: '2025-12-21T11:00:00Z',
  });
  await insertDispatch(ctx, {
    ticketId: await ticket('D3'),
    vendorId,
    status: 'declined',
    sentAt: '2025-12-22T10:00:00Z',
    declinedAt: '2025-12-22T10:05:00Z',
  });
  await insertDispatch(ctx, {
    ticketId: await ticket('D4', unit),
    vendorId,
    status: 'accepted',
    sentAt: '2026-01-25T10:00:00Z',
    acceptedAt: '2026-01-25T10:10:00Z',
    dueBy: '2026-01-26T10:00:00Z',
  });
  await insertDispatch(ctx, {
    ticketId: await ticket('Other', unit),
    vendorId: otherVendor,
    status: 'accepted',
    sentAt: '2025-12-25T10:00:00Z',
    acceptedAt: '2025-12-25T10:01:00Z',
  });
});

const get = (url: string) => ctx.admin.request({ method: 'GET', url });

describe('GET /api/vendors/{id}/scorecard', () => {
  it('answers every figure over all dispatches', async () => {
    const response = await get(`/api/vendors/${vendorId}/scorecard`);
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorScorecard>()).toEqual({
      vendorId,
      name: 'Frymaster Service',
      dispatches: 4,
      accepted: 3,
      declined: 1,
      medianAcceptMinutes: 30,
      avgAcceptMinutes: 43,
      onTimeRate: 0.5,
      avgOnSiteMinutes: 70,
      repeatVisits: 1,
      averageInvoiceCents: 30_000,
      invoicesOverNte: 1,
      totalInvoicedCents: 60_000,
    });
  });

  it('counts only the dispatches sent in the range', async () => {
    const response = await get(`/api/vendors/${vendorId}/scorecard?from=2025-12-15&to=2025-12-31`);
    expect(response.json<VendorScorecard>()).toEqual({
      vendorId,
      name: 'Frymaster Service',
      dispatches: 2,
      accepted: 1,
      declined: 1,
      medianAcceptMinutes: 90,
      avgAcceptMinutes: 90,
      onTimeRate: 0,
      avgOnSiteMinutes: 45,
      repeatVisits: 1,
      averageInvoiceCents: 40_000,
      invoicesOverNte: 1,
      totalInvoicedCents: 40_000,
    });
  });

  it('answers nulls, not zeros, for figures with nothing to measure', async () => {
    const idle = await insertVendor(ctx, 'Idle Plumbing');
    const card = (await get(`/api/vendors/${idle}/scorecard`)).json<VendorScorecard>();
    expect(card).toMatchObject({
      dispatches: 0,
      medianAcceptMinutes: null,
      avgAcceptMinutes: null,
      onTimeRate: null,
      avgOnSiteMinutes: null,
      averageInvoiceCents: null,
      totalInvoicedCents: 0,
    });
  });

  it('answers 404 for an unknown vendor and 400 for a reversed range', async () => {
    const unknown = await get('/api/vendors/00000000-0000-4000-8000-000000000000/scorecard');
    expect(unknown.statusCode).toBe(404);
    const reversed = await get(`/api/vendors/${vendorId}/scorecard?from=2026-01-01&to=2025-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ error: string }>().error).toContain('from must be on or before to');
  });

  it('refuses managers and technicians', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({
        method: 'GET',
        url: `/api/vendors/${vendorId}/scorecard`,
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
