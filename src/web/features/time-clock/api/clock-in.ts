import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClockInInput, TimeSession } from '#contract/schemas/time-session.ts';
import { readCurrentUser } from '#web/lib/current-user.ts';
import type { ApiResponse } from '#web/lib/api-request.ts';
import { apiAction } from '#web/lib/api-request.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import type { SendOrQueueResult } from '#web/lib/offline/send-or-queue.ts';

import { applyQueuedPunch } from './offline-punches.ts';
import { refreshAfterClockChange } from './refresh-after-clock-change.ts';

/** Decision 036 §3: without signal the punch is queued with its tap time. */
export function clockIn(input: ClockInInput): Promise<SendOrQueueResult<TimeSession>> {
  return sendOrQueue<ApiResponse<'POST /api/time-clock/in'>>({
    kind: 'clock-in',
    ...apiAction('POST /api/time-clock/in', {
      body: { notes: input.notes ?? null, ticketId: input.ticketId ?? null },
    }),
    ticketId: input.ticketId ?? null,
    label: 'Clock in',
  });
}

export function useClockIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockIn,
    // The outbox decides whether there is a network; paused mutations would never reach it.
    networkMode: 'always',
    onSuccess: (result) => {
      const userId = readCurrentUser()?.id;
      if (result.queued && userId) applyQueuedPunch(queryClient, userId, result.entry);
    },
    // Also after a failure: "Already clocked in" means another tab or device clocked in. Not when
    // queued: a refetch would replace what the screen shows before the replay.
    onSettled: (result) => (result?.queued ? undefined : refreshAfterClockChange(queryClient)),
  });
}
