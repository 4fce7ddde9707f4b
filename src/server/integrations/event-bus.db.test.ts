import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { createTestDatabase } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '#server/db/database.ts';

import { createEventBus } from './event-bus.ts';
import type { DeliveredEvent, EventBus } from './event-bus.ts';

// Two instances of the app on one database each hold a bus; an event published by one reaches
// both, once its transaction commits (architecture §10).

const silentLog = {
  warn: () => undefined,
  error: () => undefined,
} as unknown as Parameters<typeof createEventBus>[0]['log'];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

/** Resolves with the events a bus receives, in order, until `until` says stop. */
function collect(bus: EventBus, until: (event: DeliveredEvent) => boolean) {
  const received: DeliveredEvent[] = [];
  const done = new Promise<DeliveredEvent[]>((resolve) => {
    bus.subscribe({
      onEvent(delivered) {
        received.push(delivered);
        if (until(delivered)) resolve(received);
      },
    });
  });
  return done;
}

async function twoBuses(): Promise<[EventBus, EventBus, DatabaseHandle]> {
  const first = await createTestDatabase();
  const second = await first.openAnother();
  const a = createEventBus({ database: first, log: silentLog });
  const b = createEventBus({ database: second, log: silentLog });
  await a.start();
  await b.start();
  cleanups.push(async () => {
    await a.close();
    await b.close();
    await second.close();
    await first.close();
  });
  return [a, b, first];
}

describe('the event bus', () => {
  it('delivers an event to the other instance and, marked as its own, to the publisher', async () => {
    const [a, b] = await twoBuses();
    const atB = collect(b, ({ event }) => event.type === 'ticket.changed');
    const atA = collect(a, ({ event }) => event.type === 'ticket.changed');
    await a.publish({ type: 'ticket.changed', ticketId: 't-1' });
    const [fromB] = await atB;
    const [fromA] = await atA;
    expect(fromB).toEqual({ event: { type: 'ticket.changed', ticketId: 't-1' }, isOwn: false });
    expect(fromA).toEqual({ event: { type: 'ticket.changed', ticketId: 't-1' }, isOwn: true });
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const [a, b, database] = await twoBuses();
    const atB = collect(b, ({ event }) => event.type === 'marker');
    await database.db
      .transaction(async (tx) => {
        await a.publish({ type: 'ticket.changed', ticketId: 'rolled-back' }, tx);
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // Notifications arrive in commit order: once the marker is in, the other one never will be.
    await a.publish({ type: 'marker' });
    const received = await atB;
    expect(received.map(({ event }) => event.type)).toEqual(['marker']);
  });

  it('delivers an event published inside a transaction when it commits', async () => {
    const [a, b, database] = await twoBuses();
    const atB = collect(b, ({ event }) => event.type === 'ticket.changed');
    await database.db.transaction(async (tx) => {
      await a.publish({ type: 'ticket.changed', ticketId: 'committed' }, tx);
    });
    const [delivered] = await atB;
    expect(delivered?.event).toEqual({ type: 'ticket.changed', ticketId: 'committed' });
  });

  it('refuses an event too large for a notification', async () => {
    const [a] = await twoBuses();
    await expect(a.publish({ type: 'big', text: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
  });
});
