import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PmPlanValues } from '#contract/schemas/pm-plan.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';
import { useRefreshingMutation } from '#web/lib/refreshing-mutation.ts';

// A plan change refreshes the plans (list, details, previews, due dates) and the tickets, which a
// save may have generated (a plan due within its lead time gets its ticket at once).
const PLAN_PATHS = [API_PATHS.pmPlans, API_PATHS.tickets];

function refreshAfterPlanChange(queryClient: ReturnType<typeof useQueryClient>) {
  return invalidatePaths(queryClient, PLAN_PATHS);
}

export function useCreatePmPlan() {
  return useRefreshingMutation(PLAN_PATHS, (input: PmPlanValues) =>
    apiRequest('POST /api/pm-plans', { body: input }),
  );
}

export function useUpdatePmPlan() {
  return useRefreshingMutation(PLAN_PATHS, ({ id, input }: { id: string; input: PmPlanValues }) =>
    apiRequest('PUT /api/pm-plans/:id', { params: { id }, body: input }),
  );
}

/** Pause or resume: POST /api/pm-plans/{id}/pause or /resume. */
export function useSetPmPlanPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPaused }: { id: string; isPaused: boolean }) =>
      apiRequest(isPaused ? 'POST /api/pm-plans/:id/pause' : 'POST /api/pm-plans/:id/resume', {
        params: { id },
      }),
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}

export function useDeletePmPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE /api/pm-plans/:id', { params: { id } }),
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
