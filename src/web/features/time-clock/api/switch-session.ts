import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';

import type { SwitchSessionInput } from '#contract/schemas/time-session.ts';
import { readCurrentUser } from '#web/lib/current-user.ts';
import { switchOrQueue } from '#web/lib/offline/switch-or-queue.ts';
import type { SwitchOrQueueResult } from '#web/lib/offline/switch-or-queue.ts';

import { applyQueuedPunch } from './offline-punches.ts';
import { refreshAfterClockChange } from './refresh-after-clock-change.ts';

const SWITCH_MUTATION_KEY = ['time-clock', 'switch'] as const;

interface SwitchVariables extends SwitchSessionInput {
  /** What the review list calls it when queued ('Clock in on #1042'). */
  label: string;
}

/**
 * Decision 030: the running session moves to another ticket in one call, no clock out and in.
 * Decision 036 §3: without signal it is queued as a clock-out and a clock-in at the tap time.
 */
export function useSwitchSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SWITCH_MUTATION_KEY,
    mutationFn: ({ ticketId, notes, label }: SwitchVariables): Promise<SwitchOrQueueResult> =>
      switchOrQueue({ ticketId, notes: notes ?? null, label }),
    // The outbox decides whether there is a network; a paused mutation would never reach it.
    networkMode: 'always',
    onSuccess: (result) => {
      const userId = readCurrentUser()?.id;
      if (!result.queued || !userId) return;
      for (const entry of result.entries) applyQueuedPunch(queryClient, userId, entry);
    },
    // Also after a failure: the session may have been closed or switched on another device. Not
    // when queued: a refetch would replace what the screen shows before the replay.
    onSettled: (result) => (result?.queued ? undefined : refreshAfterClockChange(queryClient)),
  });
}

/** Whether a switch is on its way, so the card's other clock actions wait for it. */
export function useIsSwitching(): boolean {
  return useIsMutating({ mutationKey: SWITCH_MUTATION_KEY }) > 0;
}
