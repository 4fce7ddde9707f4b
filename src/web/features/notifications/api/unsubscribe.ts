import { useMutation } from '@tanstack/react-query';

import type { NotificationKind } from '#contract/schemas/notification.ts';
import { apiRequest } from '#web/lib/api-request.ts';

/** Public: the token from the e-mail's link is the only authority (it can only turn e-mail off). */
export function unsubscribe(input: {
  token: string;
  kind: NotificationKind;
}): Promise<{ ok: true }> {
  return apiRequest('POST /api/notifications/unsubscribe', { body: input });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
