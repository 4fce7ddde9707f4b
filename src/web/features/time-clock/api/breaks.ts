import { useMutation, useQueryClient } from '@tanstack/react-query';

import { readCurrentUser } from '#web/lib/current-user.ts';
import { apiAction } from '#web/lib/api-request.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import type { SendOrQueueResult } from '#web/lib/offline/send-or-queue.ts';

import { applyQueuedPunch } from './offline-punches.ts';
import { refreshAfterClockChange } from './refresh-after-clock-change.ts';

// Decision 035 (decision 035 §1): a break of the caller's running session. The answers are only read
// through the refreshed active session, so the caller never depends on their shape. Decision 036: without
// signal the tap is queued with its time (decision 036 §3).

export function startBreak(): Promise<SendOrQueueResult<unknown>> {
  return sendOrQueue<unknown>({
    kind: 'break-start',
    ...apiAction('POST /api/time-clock/break/start', { body: {} }),
    label: 'Start break',
  });
}

export function endBreak(): Promise<SendOrQueueResult<unknown>> {
  return sendOrQueue<unknown>({
    kind: 'break-end',
    ...apiAction('POST /api/time-clock/break/end', { body: {} }),
    label: 'End break',
  });
}

/** Start or end a break; either way the active session, the logs and the totals refresh. */
export function useBreakAction(kind: 'start' | 'end') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kind === 'start' ? startBreak : endBreak,
    networkMode: 'always',
    onSuccess: (result) => {
      const userId = readCurrentUser()?.id;
      if (result.queued && userId) applyQueuedPunch(queryClient, userId, result.entry);
    },
    onSettled: (result) => (result?.queued ? undefined : refreshAfterClockChange(queryClient)),
  });
}
