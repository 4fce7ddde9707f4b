import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { putTicketInCaches } from './put-ticket-in-caches.ts';

const before = { id: 't1', ticketNumber: 1, assignedToName: null } as unknown as Ticket;
const other = { id: 't2', ticketNumber: 2, assignedToName: null } as unknown as Ticket;
const after = { ...before, assignedToName: 'Tony Reyes' } as Ticket;

describe('putTicketInCaches', () => {
  it('replaces the ticket in the detail and in every list page, leaving the others as they were', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.tickets.detail('t1'), before);
    client.setQueryData(queryKeys.tickets.pages({}), {
      pages: [[other], [before]],
      pageParams: [undefined, 'c'],
    });
    client.setQueryData(queryKeys.tickets.pages({ q: 'x' }), {
      pages: [{ tickets: [other, before], total: 2 }],
      pageParams: [undefined],
    });
    putTicketInCaches(client, after);
    expect(client.getQueryData(queryKeys.tickets.detail('t1'))).toEqual(after);
    expect(client.getQueryData(queryKeys.tickets.pages({}))).toEqual({
      pages: [[other], [after]],
      pageParams: [undefined, 'c'],
    });
    expect(client.getQueryData(queryKeys.tickets.pages({ q: 'x' }))).toEqual({
      pages: [{ tickets: [other, after], total: 2 }],
      pageParams: [undefined],
    });
  });
});
