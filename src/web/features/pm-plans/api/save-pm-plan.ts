import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PmPlan, PmPlanValues } from '#contract/schemas/pm-plan.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

import { pmPlanPath } from './get-pm-plans.ts';

// A plan change refreshes the plans (list, details, previews, due dates) and the tickets, which a
// save may have generated (a plan due within its lead time gets its ticket at once).
function refreshAfterPlanChange(queryClient: ReturnType<typeof useQueryClient>) {
  return invalidatePaths(queryClient, [API_PATHS.pmPlans, API_PATHS.tickets]);
}

export function useCreatePmPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PmPlanValues) =>
      apiFetch<PmPlan>(API_PATHS.pmPlans, { method: 'POST', body: input }),
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}

export function useUpdatePmPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PmPlanValues }) =>
      apiFetch<PmPlan>(pmPlanPath(id), { method: 'PUT', body: input }),
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}

/** Pause or resume: POST /api/pm-plans/{id}/pause or /resume. */
export function useSetPmPlanPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPaused }: { id: string; isPaused: boolean }) =>
      apiFetch<PmPlan>(`${pmPlanPath(id)}/${isPaused ? 'pause' : 'resume'}`, { method: 'POST' }),
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}

export function useDeletePmPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(pmPlanPath(id), { method: 'DELETE' }),
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
