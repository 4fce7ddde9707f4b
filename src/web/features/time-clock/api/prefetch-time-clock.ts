import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '#web/lib/query-keys.ts';

import { getActiveSessionQueryOptions } from './get-active-session.ts';
import { getTimeSessionsQueryOptions } from './get-time-sessions.ts';
import { getWeekTotal } from './get-week-total.ts';

const ignore = (): undefined => undefined;

/**
 * Decision 036: reads ahead the time clock's state (the running session, this week's total and the
 * newest sessions) with the same keys as its screen; answers already kept are not asked again.
 */
export async function prefetchTimeClock(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    queryClient.query(getActiveSessionQueryOptions(userId)).then(ignore, ignore),
    queryClient
      .query({
        queryKey: queryKeys.timeSessions.weekTotal(userId),
        queryFn: ({ signal }) => getWeekTotal(signal),
      })
      .then(ignore, ignore),
    queryClient.infiniteQuery(getTimeSessionsQueryOptions(userId)).then(ignore, ignore),
  ]);
}
