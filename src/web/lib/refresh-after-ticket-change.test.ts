import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { queryKeys } from './query-keys.ts';
import { refreshAfterTicketChange } from './refresh-after-ticket-change.ts';

// Issue 36: a ticket created, assigned or moved changes the directory screens' counts (tickets per
// store, per category, per user), so a ticket change marks them to be read again; the category and
// user lists themselves do not change with a ticket and are left alone.

function cached(client: QueryClient, key: readonly unknown[]) {
  client.setQueryData(key, []);
  return () => client.getQueryState(key)?.isInvalidated;
}

describe('refreshAfterTicketChange', () => {
  it('refreshes the stores (with their counts) and the category and user ticket counts', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const stores = cached(client, queryKeys.locations.all());
    const categoryCounts = cached(client, queryKeys.categories.ticketCounts());
    const userCounts = cached(client, queryKeys.users.ticketCounts());
    const categories = cached(client, queryKeys.categories.all());
    const users = cached(client, queryKeys.users.all());

    await refreshAfterTicketChange(client);

    expect(stores()).toBe(true);
    expect(categoryCounts()).toBe(true);
    expect(userCounts()).toBe(true);
    expect(categories()).toBe(false);
    expect(users()).toBe(false);
  });
});
