import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { ticketFixture } from '#tests/web/ticket-fixture.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { keptTicketsMatching } from './kept-tickets.ts';

const TECH = '00000000-0000-4000-8000-0000000000e1';

const cooler = ticketFixture({
  id: '00000000-0000-4000-8000-000000000001',
  ticketNumber: 1042,
  title: 'Walk-in cooler warm',
  status: 'accepted',
  priority: 'urgent',
  assignedTo: TECH,
  submittedAt: '2026-01-05T09:00:00.000Z',
});
const fryer = ticketFixture({
  id: '00000000-0000-4000-8000-000000000002',
  ticketNumber: 1043,
  title: 'Fryer not heating',
  status: 'open',
  assignedTo: TECH,
  submittedAt: '2026-01-06T09:00:00.000Z',
});

/** A phone's cache: the default board's first page, and one ticket's detail read later. */
function keptOnPhone(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.tickets.pages({ sort: 'newest', pageSize: 24 }), {
    pages: [{ tickets: [cooler, fryer], total: 2, totalCapped: false, nextCursor: null }],
    pageParams: [undefined],
  });
  // Read after the board: the fryer was accepted meanwhile (or offline, by this phone).
  queryClient.setQueryData(
    queryKeys.tickets.detail(fryer.id),
    { ...fryer, status: 'accepted' },
    { updatedAt: Date.now() + 60_000 },
  );
  queryClient.setQueryData(queryKeys.tickets.comments(fryer.id), []);
  return queryClient;
}

describe('the tickets a phone keeps, for a list never loaded offline (decision 036 §2)', () => {
  it('answers each kept ticket once, as last read, that the filters include, in their order', () => {
    const tickets = keptTicketsMatching(keptOnPhone(), { status: ['accepted'], sort: 'newest' });
    expect(tickets.map((ticket) => [ticket.ticketNumber, ticket.status])).toEqual([
      [1043, 'accepted'],
      [1042, 'accepted'],
    ]);
    expect(
      keptTicketsMatching(keptOnPhone(), { sort: 'priority' }).map((ticket) => ticket.ticketNumber),
    ).toEqual([1042, 1043]);
  });

  it('reads the search, the priority and the assignee as the server does', () => {
    const queryClient = keptOnPhone();
    const numbers = (params: Parameters<typeof keptTicketsMatching>[1]) =>
      keptTicketsMatching(queryClient, params).map((ticket) => ticket.ticketNumber);
    expect(numbers({ q: 'cooler WALK' })).toEqual([1042]);
    expect(numbers({ q: '#1043' })).toEqual([1043]);
    expect(numbers({ priority: 'urgent' })).toEqual([1042]);
    expect(numbers({ assignedTo: 'unassigned' })).toEqual([]);
  });

  it('answers nothing when the phone keeps no ticket', () => {
    expect(keptTicketsMatching(new QueryClient(), { sort: 'newest' })).toEqual([]);
  });
});
