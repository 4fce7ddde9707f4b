import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { DispatchStatus } from '#contract/schemas/dispatch-status.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { dispatches, equipment, tickets, vendors } from '#server/db/schema.ts';
import { hashToken } from '#server/lib/tokens.ts';

import type { TestContext } from './build-test-app.ts';
import { insertUnit } from './equipment-fixtures.ts';

// Decision 037: dispatches written straight into the database (the admin side that creates them is
// another module's), for tests of the vendor portal.

export interface DispatchFixture {
  dispatchId: string;
  ticketId: string;
  ticketNumber: number;
  vendorId: string;
  vendorName: string;
  token: string;
}

export interface DispatchDraft {
  status?: DispatchStatus;
  nteCents?: number;
  /** Instructions for the vendor. */
  instructions?: string | null;
  closedAt?: Date | null;
  revokedAt?: Date | null;
  /** Another vendor of the same name would clash: the default is unique per call. */
  vendorName?: string;
}

let count = 0;

/** A new portal token: 32 random bytes, base64url (43 characters), like the dispatch module's. */
export function newPortalToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A Downtown fryer ticket with a unit (make, model, serial, warranty) submitted by the context's
 * manager, sent to a new vendor: the dispatch in `status`, waiting-for-third-party.
 */
export async function insertDispatch(
  ctx: TestContext,
  draft: DispatchDraft = {},
): Promise<DispatchFixture> {
  count += 1;
  const db = ctx.database.db;
  const unit = await insertUnit(ctx, {
    name: `Fryer ${String(count)}`,
    warrantyEndDate: '2027-03-31',
  });
  await db
    .update(equipment)
    .set({ make: 'Frymaster', model: 'MJ140', serialNumber: `SN-${String(count)}` })
    .where(eq(equipment.id, unit.id));
  const created = await ctx.manager.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Fryer will not heat',
      description: 'The left vat stays cold since this morning.',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'urgent',
      equipmentId: unit.id,
    },
  });
  if (created.statusCode !== 201) throw new Error(`ticket not created: ${created.body}`);
  const ticket = created.json<Ticket>();
  await db
    .update(tickets)
    .set({ status: 'waiting-for-third-party' })
    .where(eq(tickets.id, ticket.id));
  const vendorName = draft.vendorName ?? `Acme Refrigeration ${String(count)}`;
  const [vendor] = await db
    .insert(vendors)
    .values({ name: vendorName, email: 'dispatch@acme.example', hourlyRateCents: 9500 })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('vendor not inserted');
  const token = newPortalToken();
  const now = ctx.clock.now();
  const status = draft.status ?? 'sent';
  const [dispatch] = await db
    .insert(dispatches)
    .values({
      ticketId: ticket.id,
      vendorId: vendor.id,
      status,
      nteCents: draft.nteCents ?? 50_000,
      dueBy: new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000),
      instructions:
        draft.instructions === undefined
          ? 'Ask for the shift lead at the back door.'
          : draft.instructions,
      portalTokenHash: hashToken(token),
      sentAt: now,
      acceptedAt: status === 'sent' ? null : now,
      closedAt: draft.closedAt ?? null,
      revokedAt: draft.revokedAt ?? null,
    })
    .returning({ id: dispatches.id });
  if (!dispatch) throw new Error('dispatch not inserted');
  return {
    dispatchId: dispatch.id,
    ticketId: ticket.id,
    ticketNumber: ticket.ticketNumber,
    vendorId: vendor.id,
    vendorName,
    token,
  };
}
