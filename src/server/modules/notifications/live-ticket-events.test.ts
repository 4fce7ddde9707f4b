import { describe, expect, it } from 'vitest';

import type { NewActivity } from '../activity/activity.service.ts';

import { ticketChangedEvent } from './live-ticket-events.ts';

const at = new Date('2026-01-06T14:00:00Z');

describe('the live ticket event of an activity entry', () => {
  it('is ticket.changed for entries with a ticket, marking comment activity', () => {
    const events = [
      { actorId: 'a', ticketId: 't1', kind: 'ticket.status_changed', createdAt: at },
      { actorId: 'a', ticketId: 't1', kind: 'ticket.commented', createdAt: at },
      { actorId: 'a', ticketId: 't1', kind: 'ticket.comment_deleted', createdAt: at },
      { actorId: 'a', ticketId: null, kind: 'user.created', createdAt: at },
    ]
      .map((entry) => entry as NewActivity)
      .map((entry) => ticketChangedEvent(entry));
    expect(events).toEqual([
      { type: 'ticket.changed', ticketId: 't1', comment: false },
      { type: 'ticket.changed', ticketId: 't1', comment: true },
      { type: 'ticket.changed', ticketId: 't1', comment: true },
      undefined,
    ]);
  });

  it('names the technician a ticket was taken off, so their list drops it', () => {
    expect(
      ticketChangedEvent({
        actorId: 'a',
        ticketId: 't1',
        kind: 'ticket.assigned',
        details: { previousAssigneeId: 'tech-1' },
        createdAt: at,
      }),
    ).toEqual({
      type: 'ticket.changed',
      ticketId: 't1',
      comment: false,
      formerAssigneeId: 'tech-1',
    });
  });
});
