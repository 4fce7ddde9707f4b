import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { API_PATHS, invalidatePaths } from '../query-keys.ts';
import { TICKET_CHANGE_PATHS } from '../refresh-after-ticket-change.ts';
import { isOnline } from './online-status.ts';
import { replayOutbox } from './outbox-replay.ts';
import type { ReplayResult } from './outbox-replay.ts';
import { outboxSnapshot, readOutbox, reloadOutbox, subscribeOutbox } from './outbox-store.ts';
import type { OutboxEntry } from './outbox-store.ts';
import { onReplayRequested } from './send-or-queue.ts';

/** The user's queued and refused actions, as the screen shows them. */
export function useOutbox(userId: string | undefined): readonly OutboxEntry[] {
  const entries = useSyncExternalStore(
    subscribeOutbox,
    () => outboxSnapshot(userId ?? ''),
    () => outboxSnapshot(''),
  );
  useEffect(() => {
    if (userId) void reloadOutbox(userId);
  }, [userId]);
  return entries;
}

/** The user's actions still waiting to be sent, oldest first. */
export function useWaitingEntries(userId: string | undefined): OutboxEntry[] {
  return useOutbox(userId).filter((entry) => entry.status === 'waiting');
}

/** What a replayed change may have changed: tickets (and what reads them) and the time clock. */
async function refreshAfterReplay(queryClient: QueryClient): Promise<void> {
  await invalidatePaths(queryClient, [
    ...TICKET_CHANGE_PATHS,
    API_PATHS.activeSession,
    API_PATHS.timeSessions,
    API_PATHS.timeReport,
  ]);
}

const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;
/** How long 'All changes synced' stays. */
const SYNCED_NOTICE_MS = 4_000;

/**
 * Replays the user's outbox at start, when the browser comes online, when an action is queued
 * while online, and when a request succeeds after a failed replay; backs off after a network or
 * server failure. Answers whether the queue was just emptied ('All changes synced').
 */
export function useOutboxReplay(userId: string): { justSynced: boolean } {
  const queryClient = useQueryClient();
  const [justSynced, setJustSynced] = useState(false);

  useEffect(() => {
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let syncedTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = FIRST_RETRY_MS;
    let failed = false;

    async function replay(): Promise<void> {
      if (!isOnline()) return;
      clearTimeout(retryTimer);
      const result: ReplayResult = await replayOutbox(userId);
      if (result.stop === 'busy') return;
      if (result.stop === 'done') {
        failed = false;
        retryDelay = FIRST_RETRY_MS;
        const left = await readOutbox(userId);
        // Refreshed once nothing waits, so no refetch wipes a change still shown from the cache.
        if (
          result.applied.length + result.refused.length > 0 &&
          !left.some((entry) => entry.status === 'waiting')
        ) {
          await refreshAfterReplay(queryClient);
        }
        if (result.applied.length > 0 && left.length === 0) {
          setJustSynced(true);
          clearTimeout(syncedTimer);
          syncedTimer = setTimeout(() => {
            setJustSynced(false);
          }, SYNCED_NOTICE_MS);
        }
        return;
      }
      // A 401: the session-expired flow asks the user to sign in; the queue stays for them.
      if (result.stop === 'signed-out') return;
      // 'offline' or 'later': try again after a while, longer each time.
      failed = true;
      retryTimer = setTimeout(() => void replay(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
    }

    void replay();
    const onOnline = () => {
      retryDelay = FIRST_RETRY_MS;
      void replay();
    };
    window.addEventListener('online', onOnline);
    const stopListening = onReplayRequested(() => void replay());
    // A request that succeeds after a failed replay means the network is back.
    const stopWatching = queryClient.getQueryCache().subscribe((event) => {
      if (failed && event.type === 'updated' && event.action.type === 'success') void replay();
    });
    return () => {
      window.removeEventListener('online', onOnline);
      stopListening();
      stopWatching();
      clearTimeout(retryTimer);
      clearTimeout(syncedTimer);
    };
  }, [queryClient, userId]);

  return { justSynced };
}
