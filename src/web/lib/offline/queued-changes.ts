import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { OutboxEntry } from './outbox-store.ts';

// Decision 036 §3: a change queued on one screen shows at once on every screen that reads it (a
// clock-in from the dashboard's Today list is the time clock's running session and the ticket's
// new status too). Features never import each other, so each hands in how it applies a queued
// change to its own cached data, and app/ registers them once.

/** Applies one queued change to a feature's cached data; ignores kinds it does not know. */
type QueuedChangeApplier = (queryClient: QueryClient, entry: OutboxEntry) => void;

const appliers = new Set<QueuedChangeApplier>();

/** Registers the features' appliers while the app is mounted. */
export function useQueuedChangeAppliers(list: readonly QueuedChangeApplier[]): void {
  useEffect(() => {
    for (const applier of list) appliers.add(applier);
    return () => {
      for (const applier of list) appliers.delete(applier);
    };
  }, [list]);
}

/** Shows a change the outbox holds in every screen's cached data. */
export function showQueuedChange(queryClient: QueryClient, entry: OutboxEntry): void {
  for (const applier of appliers) applier(queryClient, entry);
}
