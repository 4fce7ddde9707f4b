import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, CloudOffIcon, TriangleAlertIcon } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';

import { formatTime } from '#web/lib/date-format.ts';
import { useIsOnline } from '#web/lib/offline/online-status.ts';
import { syncStatusText } from '#web/lib/offline/outbox-banner-text.ts';
import { useOutbox, useOutboxReplay } from '#web/lib/offline/outbox-sync.ts';
import { useStorageStatus } from '#web/lib/offline/storage-status.ts';
import { cn } from '#web/lib/utils.ts';

import { RefusedChanges } from './refused-changes.tsx';

/** Decision 036 "Bad input": a full device keeps what it has and says so. */
export const STORAGE_FULL_TEXT =
  'Your phone is out of storage space: the newest data is not kept for offline use';

/**
 * The newest time anything shown was read from the server (0: never), offline; 0 online, where the
 * banner does not show it: online, every answer of every query drew the banner again and formatted
 * the time, the first time building the browser's time zone data inside the render of the first
 * answer (50-60 ms on a phone; decision 043, sixth pass).
 */
function useLastUpdated(isOnline: boolean): number {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (listener: () => void) => queryCache.subscribe(listener),
    [queryCache],
  );
  const newest = useCallback(
    () =>
      isOnline
        ? 0
        : queryCache
            .getAll()
            .reduce((latest, query) => Math.max(latest, query.state.dataUpdatedAt), 0),
    [queryCache, isOnline],
  );
  return useSyncExternalStore(subscribe, newest, () => 0);
}

/**
 * Decision 036 (decision 036 §2, §3): under the header, what the phone has not synced: offline with the
 * time of the newest data, the changes waiting, 'All changes synced' once replayed, and the changes
 * the server refused with a way to review them. It also runs the outbox's replay.
 */
export function OfflineBanner({ userId }: { userId: string }) {
  const isOnline = useIsOnline();
  const entries = useOutbox(userId);
  const { justSynced } = useOutboxReplay(userId);
  const lastUpdatedAt = useLastUpdated(isOnline);
  const { storageFull } = useStorageStatus();
  const status = syncStatusText({
    isOnline,
    entries,
    justSynced,
    lastUpdated: lastUpdatedAt > 0 ? formatTime(new Date(lastUpdatedAt)) : null,
  });
  // The synced line is the one shown online with nothing waiting (whatever language words it).
  const isSynced = isOnline && justSynced && !entries.some((entry) => entry.status === 'waiting');
  return (
    <div
      role="status"
      className="print-hidden sticky top-14 z-10 bg-background empty:hidden"
      data-testid="offline-banner"
    >
      {status ? (
        <p
          className={cn(
            'flex items-center gap-2 border-b px-4 py-2 text-sm font-medium md:px-6',
            isSynced ? 'bg-success/10' : 'bg-warning/15',
          )}
        >
          {isSynced ? (
            <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
          )}
          {status}
        </p>
      ) : null}
      {storageFull ? (
        <p className="flex items-center gap-2 border-b bg-warning/15 px-4 py-2 text-sm font-medium md:px-6">
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {STORAGE_FULL_TEXT}
        </p>
      ) : null}
      <RefusedChanges userId={userId} entries={entries} className="border-b md:px-6" />
    </div>
  );
}
