import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';

import { applyQueuedTicketEntry } from '#web/features/tickets/api/offline-ticket-changes.ts';
import { applyQueuedPunchEntry } from '#web/features/time-clock/api/offline-punches.ts';
import {
  deviceQueryCacheStorage,
  usePersistedQueryCache,
} from '#web/lib/offline/persist-query-cache.ts';
import type { QueryCacheStorage } from '#web/lib/offline/persist-query-cache.ts';
import { useQueuedChangeAppliers } from '#web/lib/offline/queued-changes.ts';

import { useTheme } from './theme-context.ts';
import { ThemeProvider } from './theme-provider.tsx';
import { useOfflineWorkingSet } from './use-offline-working-set.ts';

// Toasts are never needed for the first paint; their code loads just after it.
const Toaster = lazy(() =>
  import('#web/components/ui/sonner.tsx').then((module) => ({ default: module.Toaster })),
);

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolvedTheme} />
    </Suspense>
  );
}

/** Decision 036: reads the technician's working set ahead (inside the client and restore providers). */
function OfflineWorkingSet() {
  useOfflineWorkingSet();
  return null;
}

/** Decision 036 §3: how each feature shows a change another screen queued (the Today list's taps). */
const QUEUED_CHANGE_APPLIERS = [applyQueuedTicketEntry, applyQueuedPunchEntry];

function QueuedChangeAppliers() {
  useQueuedChangeAppliers(QUEUED_CHANGE_APPLIERS);
  return null;
}

export function AppProviders({
  queryClient,
  queryCacheStorage,
  children,
}: {
  queryClient: QueryClient;
  /**
   * Where the signed-in user's working set is kept (decision 036 §2): the device's IndexedDB by
   * default; null keeps nothing. Without a device store (a browser or test DOM without IndexedDB)
   * nothing is kept or read ahead.
   */
  queryCacheStorage?: QueryCacheStorage | null;
  children: ReactNode;
}) {
  const [storage] = useState(() =>
    queryCacheStorage === undefined ? deviceQueryCacheStorage() : queryCacheStorage,
  );
  const { isRestoring } = usePersistedQueryCache(queryClient, storage);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Screens wait for the device's copy before asking the server (or showing nothing). */}
      <IsRestoringProvider value={isRestoring}>
        <ThemeProvider>
          {children}
          <ThemedToaster />
        </ThemeProvider>
        {storage ? <OfflineWorkingSet /> : null}
        <QueuedChangeAppliers />
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
