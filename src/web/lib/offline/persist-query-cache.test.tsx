import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '#web/app/providers/app-providers.tsx';
import { clearCurrentUser, CURRENT_USER_KEY } from '#web/lib/current-user.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import {
  QUERY_CACHE_BUSTER,
  shouldPersistQuery,
  startQueryCachePersistence,
  storageKeyFor,
} from './persist-query-cache.ts';
import type { QueryCacheStorage } from './persist-query-cache.ts';
import { readStorageStatus, resetStorageStatus } from './storage-status.ts';

/** A device store in memory; `failWrites` makes every write fail with that error. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const state: { failWrites: Error | undefined } = { failWrites: undefined };
  const storage: QueryCacheStorage = {
    getItem: async (key) => items.get(key) ?? null,
    setItem: async (key, value) => {
      if (state.failWrites !== undefined) throw state.failWrites;
      items.set(key, value);
    },
    removeItem: async (key) => {
      items.delete(key);
    },
    keys: async () => [...items.keys()],
  };
  return { storage, items, state };
}

function persistedQueryKeys(raw: string | undefined): unknown[] {
  if (raw === undefined) return [];
  const client = JSON.parse(raw) as { clientState: { queries: { queryKey: unknown }[] } };
  return client.clientState.queries.map((query) => query.queryKey);
}

const TECHNICIAN = {
  id: 'tech-1',
  username: 'tech',
  role: 'technician',
  mustChangePassword: false,
} as const;
const ticket = {
  id: 'ticket-1',
  title: 'Walk-in freezer alarm',
  updatedAt: '2026-11-26T10:00:00Z',
};

/**
 * Persists a new client's cache for tech-1 with no throttle (and `options`), and once restored
 * puts the ticket in it.
 */
async function persistTicket(
  storage: QueryCacheStorage,
  options: { buster?: string } = {},
): Promise<{ client: QueryClient; persistence: ReturnType<typeof startQueryCachePersistence> }> {
  const client = new QueryClient();
  const persistence = startQueryCachePersistence({
    queryClient: client,
    storage,
    userId: 'tech-1',
    throttleTime: 0,
    ...options,
  });
  await persistence.restored;
  client.setQueryData(queryKeys.tickets.detail(ticket.id), ticket);
  return { client, persistence };
}

afterEach(() => {
  resetStorageStatus();
  vi.restoreAllMocks();
});

describe('the working set kept on the device', () => {
  it("persists a technician's ticket, comments and clock, not the users list or reports", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.tickets.detail(ticket.id), ticket);
    client.setQueryData(queryKeys.tickets.comments(ticket.id), []);
    client.setQueryData(queryKeys.activeSession.ofUser(TECHNICIAN.id), { session: null });
    client.setQueryData(queryKeys.users.all(), [{ id: 'u', username: 'admin' }]);
    client.setQueryData(queryKeys.timeReport.inRange({ from: 'a', to: 'b' }), []);
    client.setQueryData(queryKeys.insights(), { insights: [] });
    client.setQueryData(queryKeys.tickets.mentionable(ticket.id), [{ id: 'u' }]);
    const kept = client
      .getQueryCache()
      .getAll()
      .filter((query) => shouldPersistQuery(query))
      .map((query) => query.queryKey);
    expect(kept).toEqual([
      queryKeys.tickets.detail(ticket.id),
      queryKeys.tickets.comments(ticket.id),
      queryKeys.activeSession.ofUser(TECHNICIAN.id),
    ]);
  });

  it('keeps each user under their own key and restores it only for them', async () => {
    const { storage, items } = memoryStorage();
    const { persistence } = await persistTicket(storage);
    await waitFor(() => {
      expect(persistedQueryKeys(items.get(storageKeyFor('tech-1')))).toEqual([
        queryKeys.tickets.detail(ticket.id),
      ]);
    });
    persistence.stop();

    const sameUser = new QueryClient();
    await startQueryCachePersistence({ queryClient: sameUser, storage, userId: 'tech-1' }).restored;
    expect(sameUser.getQueryData(queryKeys.tickets.detail(ticket.id))).toEqual(ticket);
    // Restored answers keep their time (the banner's 'last updated') but are asked again online.
    expect(sameUser.getQueryState(queryKeys.tickets.detail(ticket.id))?.isInvalidated).toBe(true);

    const otherUser = new QueryClient();
    await startQueryCachePersistence({ queryClient: otherUser, storage, userId: 'tech-2' })
      .restored;
    expect(otherUser.getQueryData(queryKeys.tickets.detail(ticket.id))).toBeUndefined();
  });

  it('drops a copy saved by another build', async () => {
    const { storage, items } = memoryStorage();
    const { persistence } = await persistTicket(storage, { buster: 'build-a' });
    await waitFor(() => {
      expect(items.has(storageKeyFor('tech-1'))).toBe(true);
    });
    persistence.stop();

    const reader = new QueryClient();
    await startQueryCachePersistence({
      queryClient: reader,
      storage,
      userId: 'tech-1',
      buster: 'build-b',
    }).restored;
    expect(reader.getQueryData(queryKeys.tickets.detail(ticket.id))).toBeUndefined();
    expect(items.has(storageKeyFor('tech-1'))).toBe(false);
    expect(QUERY_CACHE_BUSTER).not.toBe('');
  });

  it('says the storage is full, logs it once, keeps the last copy and goes on', async () => {
    const { storage, items, state } = memoryStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, persistence } = await persistTicket(storage);
    await waitFor(() => {
      expect(items.has(storageKeyFor('tech-1'))).toBe(true);
    });
    const kept = items.get(storageKeyFor('tech-1'));

    state.failWrites = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    client.setQueryData(queryKeys.tickets.comments(ticket.id), [{ id: 'c1' }]);
    await waitFor(() => {
      expect(readStorageStatus().storageFull).toBe(true);
    });
    client.setQueryData(queryKeys.tickets.comments(ticket.id), [{ id: 'c2' }]);
    await new Promise<void>((resolve) => {
      queueMicrotask(resolve);
    });
    expect(items.get(storageKeyFor('tech-1'))).toBe(kept);
    // The app's own cache is untouched: the screens go on.
    expect(client.getQueryData(queryKeys.tickets.comments(ticket.id))).toEqual([{ id: 'c2' }]);
    await waitFor(() => {
      expect(warn).toHaveBeenCalledTimes(1);
    });

    state.failWrites = undefined;
    client.setQueryData(queryKeys.tickets.comments(ticket.id), [{ id: 'c3' }]);
    await waitFor(() => {
      expect(readStorageStatus().storageFull).toBe(false);
    });
    persistence.stop();
  });
});

function TicketTitle() {
  const query = useQuery({
    queryKey: queryKeys.tickets.detail(ticket.id),
    queryFn: () => new Promise<typeof ticket>(() => undefined),
  });
  return <p>{query.data?.title ?? 'no ticket'}</p>;
}

/** Renders the app providers around a bare shell and waits for it. */
async function renderShell(queryClient: QueryClient, storage: QueryCacheStorage) {
  const view = render(
    <AppProviders queryClient={queryClient} queryCacheStorage={storage}>
      <p>shell</p>
    </AppProviders>,
  );
  await screen.findByText('shell');
  return view;
}

describe('the app providers', () => {
  it("restore the signed-in technician's copy and remove it when they sign out", async () => {
    const { storage, items } = memoryStorage();
    // The server is out of reach: what shows comes from the device.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(TECHNICIAN));
    const first = createQueryClient();
    const view = await renderShell(first, storage);
    act(() => {
      first.setQueryData(queryKeys.tickets.detail(ticket.id), ticket);
    });
    await waitFor(
      () => {
        expect(persistedQueryKeys(items.get(storageKeyFor(TECHNICIAN.id)))).toContainEqual(
          queryKeys.tickets.detail(ticket.id),
        );
        // Writes are throttled (PERSIST_THROTTLE_MS).
      },
      { timeout: 5000 },
    );
    view.unmount();

    // A reload: the copy is on screen before any answer from the server.
    const second = createQueryClient();
    const reloaded = render(
      <AppProviders queryClient={second} queryCacheStorage={storage}>
        <TicketTitle />
      </AppProviders>,
    );
    expect(await screen.findByText(ticket.title)).toBeInTheDocument();

    // Signing out (the logout clears the stored user and the cache) removes the device's copy.
    act(() => {
      clearCurrentUser();
      second.clear();
    });
    await waitFor(() => {
      expect(items.size).toBe(0);
    });
    reloaded.unmount();
  });

  it('keep nothing for an admin and remove what another user left', async () => {
    const { storage, items } = memoryStorage({ [storageKeyFor('tech-9')]: '{}' });
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({ id: 'admin-1', username: 'admin', role: 'admin' }),
    );
    const client = createQueryClient();
    await renderShell(client, storage);
    act(() => {
      client.setQueryData(queryKeys.users.all(), [{ id: 'u' }]);
    });
    await waitFor(() => {
      expect(items.size).toBe(0);
    });
  });
});
