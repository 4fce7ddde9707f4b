import { describe, expect, it } from 'vitest';

import type { ActivityRecord, ActivityRepository } from './activity.repository.ts';
import { createActivityService } from './activity.service.ts';

// Decision 037: a dispatch's steps read in the ticket's history; the vendor's own have no actor.

const activity = createActivityService({
  repository: {} as ActivityRepository,
  timeZone: 'America/New_York',
});

function line(kind: string, details: Record<string, unknown>, actorName: string | null = null) {
  const record: ActivityRecord = {
    id: 'a1',
    kind,
    actorId: actorName ? 'u1' : null,
    actorName,
    ticketId: 't1',
    ticketNumber: 1042,
    details: { vendorName: 'Polar Service', currency: 'USD', ...details },
    createdAt: new Date('2026-11-26T14:00:00Z'),
  };
  return activity.describe(record);
}

describe('dispatch history lines', () => {
  it('word the vendor portal actions by the vendor', () => {
    expect(line('dispatch.accepted', { eta: '2026-11-27T14:00:00.000Z' })).toBe(
      'Polar Service accepted the dispatch (ETA Nov 27, 9:00 AM)',
    );
    expect(line('dispatch.declined', { reason: 'No parts' })).toBe(
      'Polar Service declined the dispatch: No parts',
    );
    expect(line('dispatch.checked_in', {})).toBe('Polar Service checked in on site');
    expect(line('dispatch.checked_out', { outcome: 'work-done' })).toBe(
      'Polar Service checked out: work done',
    );
    expect(
      line('dispatch.invoiced', { invoiceNumber: 'INV-7', amountCents: 62000, nteCents: 50000 }),
    ).toBe('Polar Service submitted invoice INV-7 for $620.00 (over the NTE of $500.00)');
    expect(line('dispatch.invoice_approved', { amountCents: 40000 })).toBe(
      "Polar Service's invoice was approved (within the NTE)",
    );
  });

  it('word the admins’ steps by the admin', () => {
    expect(line('dispatch.sent', { nteCents: 50000 }, 'Dana')).toBe(
      'Dana dispatched #1042 to Polar Service (NTE $500.00)',
    );
    expect(line('dispatch.invoice_approved', { amountCents: 62000 }, 'Dana')).toBe(
      "Dana approved Polar Service's invoice of $620.00",
    );
    expect(line('dispatch.work_confirmed', {}, 'Dana')).toBe(
      "Dana confirmed Polar Service's work on #1042",
    );
    expect(line('dispatch.paid', {}, 'Dana')).toBe("Dana marked Polar Service's invoice paid");
    expect(line('dispatch.revoked', {}, 'Dana')).toBe(
      'Dana withdrew the dispatch of #1042 to Polar Service',
    );
  });
});
