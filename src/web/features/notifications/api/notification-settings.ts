import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  NotificationSettings,
  UpdateNotificationSettings,
} from '#contract/schemas/notification.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiRequest('GET /api/me/notification-settings', { signal });
}

function updateNotificationSettings(
  change: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  return apiRequest('PUT /api/me/notification-settings', {
    body: change,
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notificationSettings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

function applyChange(
  settings: NotificationSettings,
  change: UpdateNotificationSettings,
): NotificationSettings {
  return {
    ...settings,
    email: { ...settings.email, ...change.email },
    dailyDigest: change.dailyDigest ?? settings.dailyDigest,
  };
}

/**
 * Saves one switch as it is flipped: the switch moves at once (optimistic), goes back if the
 * server refuses, and then shows what the server stored.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = queryKeys.notificationSettings();
  return useMutation({
    mutationKey: key,
    mutationFn: updateNotificationSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationSettings>(key);
      if (before) queryClient.setQueryData(key, applyChange(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      // While another switch is still saving, its optimistic value stays; the last answer wins.
      if (queryClient.isMutating({ mutationKey: key }) <= 1) queryClient.setQueryData(key, saved);
    },
  });
}
