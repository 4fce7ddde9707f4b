import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';

import type { SwitchSessionInput, TimeSession } from '#contract/schemas/time-session.ts';
import { apiRequest } from '#web/lib/api-request.ts';

import { refreshAfterClockChange } from './refresh-after-clock-change.ts';

const SWITCH_MUTATION_KEY = ['time-clock', 'switch'] as const;

export function switchSession(input: SwitchSessionInput): Promise<TimeSession> {
  return apiRequest('POST /api/time-clock/switch', { body: input });
}

/** Decision 030: the running session moves to another ticket in one call, no clock out and in. */
export function useSwitchSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SWITCH_MUTATION_KEY,
    mutationFn: switchSession,
    // Also after a failure: the session may have been closed or switched on another device.
    onSettled: () => refreshAfterClockChange(queryClient),
  });
}

/** Whether a switch is on its way, so the card's other clock actions wait for it. */
export function useIsSwitching(): boolean {
  return useIsMutating({ mutationKey: SWITCH_MUTATION_KEY }) > 0;
}
