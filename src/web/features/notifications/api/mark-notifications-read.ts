import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';

import type {
  MarkNotificationsRead,
  MarkNotificationsReadResultSchema,
  NotificationList,
} from '#contract/schemas/notification.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

type MarkReadResult = z.infer<typeof MarkNotificationsReadResultSchema>;

export function markNotificationsRead(input: MarkNotificationsRead): Promise<MarkReadResult> {
  return apiRequest('POST /api/notifications/read', {
    body: input,
  });
}

function markList(
  list: NotificationList,
  input: MarkNotificationsRead,
  at: string,
  unreadCount: number,
) {
  const ids = 'ids' in input ? new Set(input.ids) : null;
  return {
    ...list,
    unreadCount,
    items: list.items.map((item) =>
      item.readAt === null && (ids === null || ids.has(item.id)) ? { ...item, readAt: at } : item,
    ),
  };
}

/**
 * Marks notifications read. The answer's unread count and the read marks are written into every
 * cached list at once, so the bell and the rows change without waiting; the lists are then
 * refetched (an 'Unread' page drops the rows that are no longer unread).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: async (result, input) => {
      const at = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(queryKeys.notifications.recent(), (list) =>
        list ? markList(list, input, at, result.unreadCount) : list,
      );
      for (const unread of [false, true]) {
        queryClient.setQueryData<InfiniteData<NotificationList, string | null>>(
          queryKeys.notifications.list({ unread }),
          (data) =>
            data
              ? {
                  ...data,
                  pages: data.pages.map((page) => markList(page, input, at, result.unreadCount)),
                }
              : data,
        );
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() });
    },
  });
}
