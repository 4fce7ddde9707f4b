import { useQuery } from '@tanstack/react-query';

import type {
  CreateTimeSessionInput,
  PatchTimeSessionInput,
} from '#contract/schemas/time-correction.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useMutationWithRefresh } from '#web/lib/refreshing-mutation.ts';

import { refreshAfterTimeChange } from './refresh-after-time-change.ts';

/** GET /api/time-sessions/{id}/history: the session's changes, oldest first. */
export function useSessionHistory(sessionId: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.timeSessionHistory(sessionId),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/time-sessions/:id/history', { params: { id: sessionId }, signal }),
  });
}

export function usePatchSession() {
  return useMutationWithRefresh(
    refreshAfterTimeChange,
    ({ id, input }: { id: string; input: PatchTimeSessionInput }) =>
      apiRequest('PATCH /api/time-sessions/:id', { params: { id }, body: input }),
  );
}

export function useCreateSession() {
  return useMutationWithRefresh(refreshAfterTimeChange, (input: CreateTimeSessionInput) =>
    apiRequest('POST /api/time-sessions', { body: input }),
  );
}
