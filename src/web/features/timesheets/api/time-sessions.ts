import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CreateTimeSessionInput,
  PatchTimeSessionInput,
  TimeSessionChange,
} from '#contract/schemas/time-correction.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

import { refreshAfterTimeChange } from './refresh-after-time-change.ts';

function sessionPath(id: string): string {
  return `${API_PATHS.timeSessionHistory}/${encodeURIComponent(id)}`;
}

/** GET /api/time-sessions/{id}/history: the session's changes, oldest first. */
export function useSessionHistory(sessionId: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.timeSessionHistory(sessionId),
    queryFn: ({ signal }) =>
      apiFetch<TimeSessionChange[]>(`${sessionPath(sessionId)}/history`, { signal }),
  });
}

export function usePatchSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PatchTimeSessionInput }) =>
      apiFetch<unknown>(sessionPath(id), { method: 'PATCH', body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTimeSessionInput) =>
      apiFetch<unknown>(API_PATHS.timeSessionHistory, { method: 'POST', body: input }),
    onSuccess: () => refreshAfterTimeChange(queryClient),
  });
}
