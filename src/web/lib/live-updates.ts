import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { STREAM_EVENTS } from '#contract/live-stream.ts';

import { API_PATHS, queryKeys } from './query-keys.ts';
import { refreshAfterTicketChange } from './refresh-after-ticket-change.ts';

// Live refresh (decision 032): one EventSource per signed-in tab on
// GET /api/notifications/stream. Each event names what changed; this refetches the queries that
// show it, so the bell, lists and open ticket follow changes made elsewhere without polling.
// EventSource is not fetch (api-client.ts stays the only fetch caller): it is the browser's own
// reconnecting stream, which sends Last-Event-ID so missed notifications are replayed.

export const LIVE_STREAM_PATH = `${API_PATHS.notifications}/stream`;

function ticketIdOf(event: MessageEvent<string>): string | undefined {
  try {
    const data = JSON.parse(event.data) as { ticketId?: unknown };
    return typeof data.ticketId === 'string' ? data.ticketId : undefined;
  } catch {
    return undefined;
  }
}

/** Refetches everything the stream covers (after a drop it may have missed ticket events). */
function refreshEverything(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() });
  void refreshAfterTicketChange(queryClient);
}

/** Connects the stream and routes its events to query invalidations; returns the disconnect. */
export function connectLiveUpdates(queryClient: QueryClient): () => void {
  let isReplaced = false;

  function open(): EventSource {
    const source = new EventSource(LIVE_STREAM_PATH, { withCredentials: true });
    let hasFailed = false;
    const refreshNotifications = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() });
    };
    source.addEventListener(STREAM_EVENTS.notification, refreshNotifications);
    source.addEventListener(STREAM_EVENTS.read, refreshNotifications);
    source.addEventListener(STREAM_EVENTS.ticket, () => {
      // Every ticket query shares the tickets prefix: the list, counts, detail and history refetch
      // (only the ones on screen do at once; the rest when next shown).
      void refreshAfterTicketChange(queryClient);
    });
    source.addEventListener(STREAM_EVENTS.comment, (event: MessageEvent<string>) => {
      const ticketId = ticketIdOf(event);
      if (ticketId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.comments(ticketId) });
    });
    // Decision 039: past 5 streams per session the server closes the oldest for the newest. Reconnecting
    // at once would close another tab's, round and round: this tab waits until it is shown again.
    source.addEventListener(STREAM_EVENTS.replaced, () => {
      isReplaced = true;
      source.close();
    });
    source.addEventListener('error', () => {
      hasFailed = true;
    });
    source.addEventListener('open', () => {
      if (hasFailed) refreshEverything(queryClient);
      hasFailed = false;
    });
    return source;
  }

  let source = open();
  const onVisibilityChange = () => {
    if (!isReplaced || document.visibilityState !== 'visible') return;
    isReplaced = false;
    source = open();
    refreshEverything(queryClient);
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    source.close();
  };
}

/** Mounted once in the signed-in layout: live while signed in, closed on sign-out. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveUpdates(queryClient), [queryClient]);
}
