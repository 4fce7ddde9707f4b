import { describe, expect, it } from 'vitest';

import { fileDemoDatabase } from '#tests/helpers/demo-database.ts';

import { ACTIVE_DISPATCH_STATUSES, DISPATCH_STATUSES } from '#contract/schemas/dispatch-status.ts';

import {
  activity,
  categories,
  dispatches,
  dispatchVisits,
  locations,
  tickets,
  users,
  vendorCoverage,
  vendors,
  vendorTrades,
} from './schema.ts';

// Decision 037: the demo chain has outside vendors with history, so the vendor screens, the ticket's
// vendor section, the Spend report and the scorecards show something real on a fresh demo.

const database = fileDemoDatabase();

describe('the demo chain’s vendors', () => {
  it('has about ten vendors, one with expired insurance and one inactive, covering every store and trade they serve', async () => {
    const vendorRows = await database.db.select().from(vendors);
    const trades = await database.db.select().from(vendorTrades);
    const coverage = await database.db.select().from(vendorCoverage);
    const stores = await database.db.select().from(locations);
    const today = new Date().toISOString().slice(0, 10);

    expect(vendorRows.length).toBeGreaterThanOrEqual(8);
    expect(vendorRows.filter((vendor) => !vendor.active)).toHaveLength(1);
    expect(
      vendorRows.filter((vendor) => vendor.insuranceExpiresOn && vendor.insuranceExpiresOn < today),
    ).toHaveLength(1);
    for (const vendor of vendorRows) {
      expect(vendor.email).toMatch(/@[a-z]+\.example\.com$/);
      expect(vendor.phone).toBeTruthy();
      expect(vendor.hourlyRateCents).toBeGreaterThan(0);
    }
    // A coverage row's category is one of the vendor's trades (the vendors service's rule).
    for (const row of coverage) {
      expect(
        trades.some(
          (trade) => trade.vendorId === row.vendorId && trade.categoryId === row.categoryId,
        ),
      ).toBe(true);
    }
    // Every store has a first and a second call for every trade any vendor serves.
    const servedTrades = new Set(trades.map((trade) => trade.categoryId));
    for (const store of stores) {
      for (const categoryId of servedTrades) {
        const ranks = coverage
          .filter((row) => row.locationId === store.id && row.categoryId === categoryId)
          .map((row) => row.rank)
          .sort();
        expect(ranks, `${store.name} ${categoryId}`).toEqual([1, 2]);
      }
    }
  });

  it('has dispatches over six months in every status, each step after the one before', async () => {
    const rows = await database.db.select().from(dispatches);
    const visits = await database.db.select().from(dispatchVisits);
    const now = Date.now();
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(DISPATCH_STATUSES));
    const oldest = Math.min(...rows.map((row) => row.sentAt.getTime()));
    expect(now - oldest).toBeGreaterThan(150 * 86_400_000);
    expect(now - oldest).toBeLessThan(190 * 86_400_000);

    for (const row of rows) {
      const label = `${row.status} ${row.id}`;
      expect(row.portalTokenHash, label).toMatch(/^[0-9a-f]{64}$/);
      expect(row.nteCents, label).toBeGreaterThan(0);
      const steps = [row.sentAt, row.acceptedAt, row.invoicedAt, row.approvedAt, row.paidAt]
        .filter((step) => step !== null)
        .map((step) => step.getTime());
      expect(steps, label).toEqual([...steps].sort((a, b) => a - b));
      for (const step of steps) expect(step, label).toBeLessThanOrEqual(now);
      const own = visits.filter((visit) => visit.dispatchId === row.id);
      for (const visit of own) {
        expect(visit.checkedInAt.getTime(), label).toBeGreaterThan(row.acceptedAt?.getTime() ?? 0);
        if (visit.checkedOutAt) {
          expect(visit.checkedOutAt.getTime(), label).toBeGreaterThan(visit.checkedInAt.getTime());
          if (row.invoicedAt) {
            expect(row.invoicedAt.getTime(), label).toBeGreaterThan(visit.checkedOutAt.getTime());
          }
        }
      }
      switch (row.status) {
        case 'sent':
          expect(row.acceptedAt, label).toBeNull();
          break;
        case 'declined':
          expect(row.declineReason, label).toBeTruthy();
          expect(row.closedAt, label).toEqual(row.declinedAt);
          break;
        case 'on-site':
          expect(
            own.filter((visit) => visit.checkedOutAt === null),
            label,
          ).toHaveLength(1);
          break;
        case 'work-done':
          expect(own.at(-1)?.outcome, label).toBe('work-done');
          expect(row.invoicedAt, label).toBeNull();
          break;
        case 'invoiced':
          // Waiting for an admin: the invoice is over the NTE.
          expect(row.invoiceCents ?? 0, label).toBeGreaterThan(row.nteCents);
          expect(row.approvedAt, label).toBeNull();
          break;
        case 'approved':
        case 'paid':
          expect(row.approvedAt, label).not.toBeNull();
          expect(row.workConfirmedAt, label).not.toBeNull();
          if ((row.invoiceCents ?? 0) > row.nteCents) expect(row.approvedBy, label).not.toBeNull();
          if (row.status === 'paid') expect(row.closedAt, label).toEqual(row.paidAt);
          break;
        default:
          break;
      }
    }
    // Invoices within the NTE (approved at once) and over it (approved by an admin, or waiting).
    const invoiced = rows.filter((row) => row.invoiceCents !== null);
    expect(invoiced.some((row) => (row.invoiceCents ?? 0) <= row.nteCents)).toBe(true);
    expect(
      invoiced.some((row) => (row.invoiceCents ?? 0) > row.nteCents && row.approvedAt !== null),
    ).toBe(true);
    expect(rows.some((row) => row.revokedAt !== null)).toBe(true);
    // Most vendors arrive by the due-by; a few did not.
    const firstVisits = rows.flatMap((row) => {
      const first = visits
        .filter((visit) => visit.dispatchId === row.id)
        .sort((a, b) => a.checkedInAt.getTime() - b.checkedInAt.getTime())[0];
      return first ? [first.checkedInAt.getTime() > row.dueBy.getTime()] : [];
    });
    const late = firstVisits.filter(Boolean).length;
    expect(late).toBeGreaterThanOrEqual(2);
    expect(late).toBeLessThan(firstVisits.length / 4);
    expect(rows.some((row) => row.escalatedAt !== null && row.status === 'sent')).toBe(true);
  });

  it('keeps one active dispatch per ticket, whose ticket waits for the third party; finished ones are completed', async () => {
    const rows = await database.db.select().from(dispatches);
    const ticketRows = await database.db.select().from(tickets);
    const vendorRows = await database.db.select().from(vendors);
    const today = new Date().toISOString().slice(0, 10);
    // A withdrawn dispatch keeps the status it had; it is no longer active.
    const active = rows.filter(
      (row) => ACTIVE_DISPATCH_STATUSES.includes(row.status) && row.revokedAt === null,
    );
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(new Set(active.map((row) => row.ticketId)).size).toBe(active.length);
    for (const row of active) {
      expect(ticketRows.find((ticket) => ticket.id === row.ticketId)?.status).toBe(
        'waiting-for-third-party',
      );
    }
    for (const row of rows.filter((r) => r.status === 'approved' || r.status === 'paid')) {
      const ticket = ticketRows.find((candidate) => candidate.id === row.ticketId);
      expect(ticket?.status).toBe('completed');
      expect(ticket?.completedAt).toEqual(row.workConfirmedAt);
    }
    // Nothing is dispatched to the inactive vendor now; an expired certificate needed a reason.
    const inactive = vendorRows.find((vendor) => !vendor.active);
    expect(active.some((row) => row.vendorId === inactive?.id)).toBe(false);
    const expired = vendorRows.find(
      (vendor) => vendor.insuranceExpiresOn && vendor.insuranceExpiresOn < today,
    );
    const afterExpiry = rows.filter(
      (row) =>
        row.vendorId === expired?.id &&
        row.sentAt.toISOString().slice(0, 10) > (expired.insuranceExpiresOn ?? ''),
    );
    expect(afterExpiry.length).toBeGreaterThanOrEqual(1);
    for (const row of afterExpiry) expect(row.overrideReason).toBeTruthy();
  });

  it('writes the dispatch history on each ticket: the vendor’s steps without an actor, naming the vendor', async () => {
    const rows = await database.db.select().from(dispatches);
    const entries = (await database.db.select().from(activity)).filter((entry) =>
      entry.kind.startsWith('dispatch.'),
    );
    const vendorRows = await database.db.select().from(vendors);
    expect(entries.filter((entry) => entry.kind === 'dispatch.sent')).toHaveLength(rows.length);
    for (const entry of entries) {
      expect(entry.ticketId).not.toBeNull();
      const details = entry.details as { vendorName?: string };
      expect(vendorRows.map((vendor) => vendor.name)).toContain(details.vendorName);
    }
    const vendorSteps = [
      'dispatch.accepted',
      'dispatch.declined',
      'dispatch.checked_in',
      'dispatch.checked_out',
      'dispatch.invoiced',
      'dispatch.note_added',
    ];
    for (const kind of vendorSteps) {
      const ofKind = entries.filter((entry) => entry.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThan(0);
      for (const entry of ofKind) expect(entry.actorId, kind).toBeNull();
    }
    // Over the NTE an admin approved the invoice; within it, it was approved as it came in.
    const approvals = entries.filter((entry) => entry.kind === 'dispatch.invoice_approved');
    expect(approvals.some((entry) => entry.actorId !== null)).toBe(true);
    expect(approvals.some((entry) => entry.actorId === null)).toBe(true);
    for (const kind of ['dispatch.work_confirmed', 'dispatch.paid']) {
      const ofKind = entries.filter((entry) => entry.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThan(0);
      for (const entry of ofKind) expect(entry.actorId, kind).not.toBeNull();
    }
  });

  it('gives technicians and managers an hourly cost between $32 and $48, and approved invoices to count', async () => {
    const people = await database.db.select().from(users);
    for (const person of people.filter(
      (user) => user.role === 'technician' || user.role === 'manager',
    )) {
      expect(person.hourlyCostCents, person.username).toBeGreaterThanOrEqual(3200);
      expect(person.hourlyCostCents, person.username).toBeLessThanOrEqual(4800);
    }
    const rows = await database.db.select().from(dispatches);
    const ticketRows = await database.db.select().from(tickets);
    const categoryRows = await database.db.select().from(categories);
    const approved = rows.filter((row) => row.approvedAt !== null);
    expect(approved.length).toBeGreaterThanOrEqual(15);
    // Spend spreads over stores, trades, vendors and months.
    const ticketOf = (row: (typeof rows)[number]) =>
      ticketRows.find((ticket) => ticket.id === row.ticketId);
    expect(new Set(approved.map((row) => ticketOf(row)?.locationId)).size).toBe(5);
    expect(new Set(approved.map((row) => ticketOf(row)?.categoryId)).size).toBe(
      categoryRows.length,
    );
    expect(new Set(approved.map((row) => row.vendorId)).size).toBeGreaterThanOrEqual(6);
    expect(
      new Set(approved.map((row) => row.approvedAt?.toISOString().slice(0, 7))).size,
    ).toBeGreaterThanOrEqual(5);
  });
});
