import { describe, expect, it } from 'vitest';

import type { ActivityRecord, ActivityRepository } from './activity.repository.ts';
import { createActivityService } from './activity.service.ts';

// Decision 037: a dispatch's steps read in the ticket's history; the vendor's own have no actor.

const activity = createActivityService({
  repository: {} as ActivityRepository,
  timeZone: 'America/New_York',
});

function line(
  kind: string,
  details: Record<string, unknown>,
  actorName: string | null = null,
  language: 'en' | 'es' = 'en',
) {
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
  return activity.describe(record, language);
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

  it('read in Spanish with dates, money and durations by the Spanish locale (issue 40)', () => {
    const es = (kind: string, details: Record<string, unknown>, actor: string | null = 'Dana') =>
      line(kind, details, actor, 'es');
    expect(es('dispatch.accepted', { eta: '2026-11-27T14:00:00.000Z' }, null)).toBe(
      'Polar Service aceptó el envío (llegada estimada: 27 nov, 9:00 a.m.)',
    );
    expect(
      es(
        'dispatch.invoiced',
        { invoiceNumber: 'INV-7', amountCents: 62000, nteCents: 50000 },
        null,
      ),
    ).toBe(
      // Intl puts a no-break space between the currency code and the amount.
      'Polar Service envió la factura INV-7 por USD\u00a0620.00 (pasa del tope de gasto de USD\u00a0500.00)',
    );
    expect(es('dispatch.sent', { nteCents: 50000 })).toBe(
      'Dana envió el #1042 a Polar Service (tope de gasto USD\u00a0500.00)',
    );
    const schedule = {
      scheduledStart: '2026-01-08T14:00:00Z',
      scheduledEnd: '2026-01-08T22:00:00Z',
    };
    expect(line('ticket.rescheduled', schedule, 'Dana')).toBe(
      'Dana scheduled #1042 for Jan 8, 2026, 9:00 AM – 5:00 PM',
    );
    expect(es('ticket.rescheduled', schedule)).toBe(
      'Dana programó el #1042 para el 8 ene 2026, 9:00 a.m. – 5:00 p.m.',
    );
    expect(es('ticket.rescheduled', { ...schedule, allDay: true })).toBe(
      'Dana programó el #1042 para el 8 ene 2026 (todo el día)',
    );
    expect(es('ticket.status_changed', { to: 'waiting-for-parts' })).toBe(
      'Dana cambió el estado del #1042 a Esperando refacciones',
    );
    expect(line('time.clocked_out', { durationMinutes: 125 }, 'Dana')).toBe(
      'Dana clocked out on #1042 after 2h 5m',
    );
    expect(es('time.clocked_out', { durationMinutes: 125 })).toBe(
      'Dana marcó salida en el #1042 después de 2 h 5 min',
    );
  });
});
