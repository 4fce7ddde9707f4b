import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import type { NotificationList } from '#contract/schemas/notification.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The bell's panel shows this many of the newest notifications; 'View all' shows the rest. */
const PANEL_SIZE = 10;
/** The /notifications page loads this many at a time; 'Show more' loads the next (older) ones. */
const PAGE_SIZE = 20;

function getNotifications(
  options: { unread: boolean; cursor?: string | null; limit: number },
  signal?: AbortSignal,
): Promise<NotificationList> {
  return apiRequest('GET /api/notifications', {
    query: {
      limit: options.limit,
      unread: options.unread ? 'true' : undefined,
      cursor: options.cursor || undefined,
    },
    signal,
  });
}

/**
 * The newest notifications and the unread count, for the bell and its panel. Never polled
 * (product rules §7): the live stream invalidates `queryKeys.notifications.all()` when something
 * happens, and marking read refreshes it.
 */
function recentNotificationsQuery() {
  return queryOptions({
    queryKey: queryKeys.notifications.recent(),
    queryFn: ({ signal }) => getNotifications({ unread: false, limit: PANEL_SIZE }, signal),
  });
}

export function useRecentNotifications() {
  return useQuery(recentNotificationsQuery());
}

/** Every notification, newest first, page by page (the /notifications page). */
export function useNotificationPages(unread: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.notifications.list({ unread }),
      queryFn: ({ pageParam, signal }) =>
        getNotifications({ unread, cursor: pageParam, limit: PAGE_SIZE }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
