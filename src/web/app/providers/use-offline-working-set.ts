import { onlineManager, useIsRestoring, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

import { readsWorkAhead } from '#contract/policies/offline.ts';

import type { ListedTicket } from '#web/features/tickets/api/prefetch-ticket-working-set.ts';
import { getMyOpenTicketsQueryOptions } from '#web/features/time-clock/api/get-my-open-tickets.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { API_PATHS } from '#web/lib/query-keys.ts';

// Decision 036 §2: while online, a technician's working set is read ahead so it is on the
// device when the signal goes: each assigned open ticket's detail, comments and checklist, the
// time clock and the calendar's current month. After the app starts, after a ticket list changes
// and when the network comes back; when the browser is idle, never in the first paint's way.

/** A list of tickets (a board page, the clock's picker, the calendar's) or the Today list. */
function isTicketListKey(queryKey: QueryKey): boolean {
  const [path, second] = queryKey;
  return (
    path === API_PATHS.dashboardToday ||
    (path === API_PATHS.tickets && queryKey.length === 2 && typeof second === 'object')
  );
}

/** Reads the working set ahead once; what is fresh is not asked for again. */
async function prefetchTechnicianWorkingSet(
  queryClient: QueryClient,
  userId: string,
): Promise<void> {
  let assigned: ListedTicket[];
  try {
    // The clock's picker: every ticket assigned to them that still takes work (full tickets).
    assigned = await queryClient.query(getMyOpenTicketsQueryOptions(userId));
  } catch {
    return;
  }
  // Decision 043: the readers load when first run (idle time), not with the app: the calendar's
  // month grid brought date-fns and its English locale to every signed-in first load.
  const [{ prefetchTicketWorkingSet }, { prefetchTimeClock }, { prefetchCalendarMonth }] =
    await Promise.all([
      import('#web/features/tickets/api/prefetch-ticket-working-set.ts'),
      import('#web/features/time-clock/api/prefetch-time-clock.ts'),
      import('#web/features/calendar/api/prefetch-calendar-month.ts'),
    ]);
  await Promise.all([
    prefetchTicketWorkingSet(queryClient, assigned),
    prefetchTimeClock(queryClient, userId),
    prefetchCalendarMonth(queryClient),
  ]);
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(run, 200);
  return () => {
    clearTimeout(timer);
  };
}

/** Mounted once with the providers: reads ahead for a signed-in technician. */
export function useOfflineWorkingSet(): void {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const isRestoring = useIsRestoring();
  const technicianId = user && readsWorkAhead(user) && !user.mustChangePassword ? user.id : null;

  useEffect(() => {
    if (technicianId === null || isRestoring) return;
    let isActive = true;
    let isRunning = false;
    let isRequested = false;
    let cancelIdle: (() => void) | undefined;

    const run = async () => {
      cancelIdle = undefined;
      if (!isActive || !onlineManager.isOnline()) return;
      if (isRunning) {
        isRequested = true;
        return;
      }
      isRunning = true;
      try {
        await prefetchTechnicianWorkingSet(queryClient, technicianId);
      } finally {
        isRunning = false;
        if (isRequested) {
          isRequested = false;
          schedule();
        }
      }
    };
    function schedule() {
      if (!isActive || cancelIdle) return;
      cancelIdle = whenIdle(() => void run());
    }

    schedule();
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        isTicketListKey(event.query.queryKey as QueryKey)
      ) {
        schedule();
      }
    });
    const unsubscribeOnline = onlineManager.subscribe((isOnline) => {
      if (isOnline) schedule();
    });
    return () => {
      isActive = false;
      cancelIdle?.();
      unsubscribeCache();
      unsubscribeOnline();
    };
  }, [queryClient, technicianId, isRestoring]);
}
