import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClockOutInput, TimeSession } from '#contract/schemas/time-session.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { refreshAfterClockChange } from './refresh-after-clock-change.ts';

export function clockOut(input: ClockOutInput): Promise<TimeSession> {
  return apiFetch<TimeSession>('/api/time-clock/out', { method: 'POST', body: input });
}

export function useClockOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockOut,
    onSettled: () => refreshAfterClockChange(queryClient),
  });
}
