import { describe, expect, it } from 'vitest';

import type { AppEvent, EventBus } from '../../integrations/event-bus.ts';
import { createLiveTicketEventsListener } from './live-ticket-events.ts';

function recordingBus(): { bus: EventBus; published: AppEvent[] } {
  const published: AppEvent[] = [];
  const bus: EventBus = {
    instanceId: 'test',
    publish: async (event) => {
      published.push(event);
    },
    subscribe: () => () => undefined,
    start: async () => undefined,
    close: async () => undefined,
  };
  return { bus, published };
}

const at = new Date('2026-01-06T14:00:00Z');

describe('the live ticket events listener', () => {
  it('publishes ticket.changed for entries with a ticket, marking comment activity', async () => {
    const { bus, published } = recordingBus();
    const listener = createLiveTicketEventsListener(bus);
    await listener(
      { actorId: 'a', ticketId: 't1', kind: 'ticket.status_changed', createdAt: at },
      undefined,
    );
    await listener(
      { actorId: 'a', ticketId: 't1', kind: 'ticket.commented', createdAt: at },
      undefined,
    );
    await listener(
      { actorId: 'a', ticketId: 't1', kind: 'ticket.comment_deleted', createdAt: at },
      undefined,
    );
    await listener(
      { actorId: 'a', ticketId: null, kind: 'user.created', createdAt: at },
      undefined,
    );
    expect(published).toEqual([
      { type: 'ticket.changed', ticketId: 't1', comment: false },
      { type: 'ticket.changed', ticketId: 't1', comment: true },
      { type: 'ticket.changed', ticketId: 't1', comment: true },
    ]);
  });

  it('names the technician a ticket was taken off, so their list drops it', async () => {
    const { bus, published } = recordingBus();
    const listener = createLiveTicketEventsListener(bus);
    await listener(
      {
        actorId: 'a',
        ticketId: 't1',
        kind: 'ticket.assigned',
        details: { previousAssigneeId: 'tech-1' },
        createdAt: at,
      },
      undefined,
    );
    expect(published).toEqual([
      { type: 'ticket.changed', ticketId: 't1', comment: false, formerAssigneeId: 'tech-1' },
    ]);
  });
});
