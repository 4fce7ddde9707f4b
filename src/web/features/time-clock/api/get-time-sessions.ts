import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { NEXT_CURSOR_HEADER } from '#contract/paging.ts';
import type { TimeSession } from '#contract/schemas/time-session.ts';
import { apiRequestWithHeaders } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The Time Logs card loads this many sessions at a time; 'Show more' loads the next ones. */
const TIME_LOGS_PAGE_SIZE = 20;

interface TimeSessionsPage {
  sessions: TimeSession[];
  /** The server's keyset cursor of the next (older) page; null on the last page. */
  nextCursor: string | null;
}

async function getTimeSessionsPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TimeSessionsPage> {
  const answer = await apiRequestWithHeaders('GET /api/time-clock/sessions', {
    query: { limit: TIME_LOGS_PAGE_SIZE, cursor: cursor || undefined },
    signal,
  });
  return { sessions: answer.body, nextCursor: answer.headers.get(NEXT_CURSOR_HEADER) };
}

export function getTimeSessionsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.timeSessions.ofUser(userId),
    queryFn: ({ pageParam, signal }) => getTimeSessionsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Product rules §6: time clock queries run only when the user's id is known. */
export function useTimeSessions(userId: string | undefined) {
  return useInfiniteQuery({
    ...getTimeSessionsQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
  });
}
