import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { Comment } from '#contract/schemas/comment.ts';
import type { TechnicianToday } from '#contract/schemas/technician-today.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import {
  applyQueuedComment,
  applyQueuedCompletion,
  applyQueuedPhotos,
  applyQueuedStatus,
  queuedComment,
  queuedPhotos,
} from './offline-ticket-changes.ts';

const TICKET = {
  id: 't1',
  ticketNumber: 1042,
  status: 'accepted',
  photos: [],
  completionNotes: null,
  completedAt: null,
} as unknown as Ticket;

const ENTRY = {
  id: 'entry-1',
  tappedAt: '2026-11-26T10:42:00.000Z',
  body: { body: 'Compressor replaced' },
} as OutboxEntry;

function withTicket(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.tickets.detail('t1'), TICKET);
  queryClient.setQueryData(queryKeys.tickets.pages({ status: 'open' }), [TICKET]);
  return queryClient;
}

function withToday(status: Ticket['status']): QueryClient {
  const queryClient = new QueryClient();
  const ticket = { ...TICKET, status, assignedTo: 'tech-1' } as Ticket;
  queryClient.setQueryData(queryKeys.tickets.detail('t1'), ticket);
  queryClient.setQueryData(queryKeys.dashboardToday(), {
    date: '2026-11-26',
    tickets: [{ id: 't1', status, isClockedIn: false, nextAction: 'accept' }],
  });
  return queryClient;
}

describe('ticket changes queued offline', () => {
  it('move the Today row to its next button, and take a completed ticket off the list', () => {
    const accepted = withToday('open');
    applyQueuedStatus(accepted, 't1', 'accepted');
    expect(accepted.getQueryData<TechnicianToday>(queryKeys.dashboardToday())?.tickets).toEqual([
      expect.objectContaining({ status: 'accepted', nextAction: 'clock-in' }),
    ]);

    const completed = withToday('in-progress');
    applyQueuedCompletion(completed, 't1', 'Done', ENTRY.tappedAt);
    expect(completed.getQueryData<TechnicianToday>(queryKeys.dashboardToday())?.tickets).toEqual(
      [],
    );
  });

  it('show a new status in the detail and the lists at once', () => {
    const queryClient = withTicket();
    applyQueuedStatus(queryClient, 't1', 'in-progress');
    expect(queryClient.getQueryData<Ticket>(queryKeys.tickets.detail('t1'))?.status).toBe(
      'in-progress',
    );
    expect(
      queryClient.getQueryData<Ticket[]>(queryKeys.tickets.pages({ status: 'open' }))?.[0]?.status,
    ).toBe('in-progress');
  });

  it('show the ticket completed with its notes at the tap time', () => {
    const queryClient = withTicket();
    applyQueuedCompletion(queryClient, 't1', 'Done', ENTRY.tappedAt);
    expect(queryClient.getQueryData(queryKeys.tickets.detail('t1'))).toMatchObject({
      status: 'completed',
      completionNotes: 'Done',
      completedAt: ENTRY.tappedAt,
    });
  });

  it('add the comment to the thread under the entry id, by the signed-in user', () => {
    const queryClient = withTicket();
    queryClient.setQueryData<Comment[]>(queryKeys.tickets.comments('t1'), []);
    const comment = queuedComment(ENTRY, 't1', {
      id: 'u1',
      username: 'tech',
      role: 'technician',
      name: 'Tom Tech',
    });
    applyQueuedComment(queryClient, 't1', comment);
    expect(queryClient.getQueryData(queryKeys.tickets.comments('t1'))).toEqual([
      expect.objectContaining({
        id: 'entry-1',
        body: 'Compressor replaced',
        author: expect.objectContaining({ name: 'Tom Tech' }) as unknown,
      }),
    ]);
  });

  it('show the photos from their local addresses', () => {
    const queryClient = withTicket();
    const file = new File(['png'], 'after.png', { type: 'image/png' });
    const photos = queuedPhotos(ENTRY, [file], 'after', () => 'blob:local-1');
    applyQueuedPhotos(queryClient, 't1', photos);
    expect(queryClient.getQueryData<Ticket>(queryKeys.tickets.detail('t1'))?.photos).toEqual([
      expect.objectContaining({ id: 'entry-1-0', url: 'blob:local-1', stage: 'after' }),
    ]);
  });
});
