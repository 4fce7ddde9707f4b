import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClockInInput, TimeSession } from '#contract/schemas/time-session.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { refreshAfterClockChange } from './refresh-after-clock-change.ts';

export function clockIn(input: ClockInInput): Promise<TimeSession> {
  return apiFetch<TimeSession>('/api/time-clock/in', { method: 'POST', body: input });
}

export function useClockIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockIn,
    // Also after a failure: "Already clocked in" means another tab or device clocked in.
    onSettled: () => refreshAfterClockChange(queryClient),
  });
}
