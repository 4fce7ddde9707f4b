import { queryOptions, useQuery } from '@tanstack/react-query';

import type { FailedMail } from '#contract/schemas/notification.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getFailedMail(signal?: AbortSignal): Promise<FailedMail[]> {
  return apiRequest('GET /api/notifications/failed-mail', { signal });
}

/** Admins only: e-mails the outbox gave up on after its last retry, newest first. */
export function useFailedMail(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.notifications.failedMail(),
      queryFn: ({ signal }) => getFailedMail(signal),
      enabled,
    }),
  );
}
