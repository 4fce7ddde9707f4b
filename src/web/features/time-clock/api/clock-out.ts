import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClockOutInput, TimeSession } from '#contract/schemas/time-session.ts';
import { readCurrentUser } from '#web/lib/current-user.ts';
import type { ApiResponse } from '#web/lib/api-request.ts';
import { apiAction } from '#web/lib/api-request.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import type { SendOrQueueResult } from '#web/lib/offline/send-or-queue.ts';

import { applyQueuedPunch } from './offline-punches.ts';
import { refreshAfterClockChange } from './refresh-after-clock-change.ts';

/** Decision 036 §3: without signal the punch is queued with its tap time. */
export function clockOut(input: ClockOutInput): Promise<SendOrQueueResult<TimeSession>> {
  return sendOrQueue<ApiResponse<'POST /api/time-clock/out'>>({
    kind: 'clock-out',
    ...apiAction('POST /api/time-clock/out', { body: { notes: input.notes ?? null } }),
    label: 'Clock out',
  });
}

export function useClockOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockOut,
    networkMode: 'always',
    onSuccess: (result) => {
      const userId = readCurrentUser()?.id;
      if (result.queued && userId) applyQueuedPunch(queryClient, userId, result.entry);
    },
    onSettled: (result) => (result?.queued ? undefined : refreshAfterClockChange(queryClient)),
  });
}
