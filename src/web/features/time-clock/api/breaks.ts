import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { apiFetch } from '#web/lib/api-client.ts';

import { refreshAfterClockChange } from './refresh-after-clock-change.ts';

// Issue 20 (decision 035 §1): a break of the caller's running session. The answers are only read
// through the refreshed active session, so the caller never depends on their shape.

export function startBreak(): Promise<unknown> {
  return apiFetch<unknown>('/api/time-clock/break/start', { method: 'POST', body: {} });
}

export function endBreak(): Promise<unknown> {
  return apiFetch<unknown>('/api/time-clock/break/end', { method: 'POST', body: {} });
}

/** Start or end a break; either way the active session, the logs and the totals refresh. */
export function useBreakAction(kind: 'start' | 'end') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kind === 'start' ? startBreak : endBreak,
    onSettled: () => refreshAfterClockChange(queryClient),
  });
}

export type BreakState = Pick<ActiveSession, 'breakStartTime' | 'breakMinutes' | 'breaksPaid'>;
