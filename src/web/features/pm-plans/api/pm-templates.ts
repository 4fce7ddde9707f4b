import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { PmPlan, PmTemplate } from '#contract/schemas/pm-plan.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, invalidatePaths, queryKeys } from '#web/lib/query-keys.ts';

export function usePmTemplates() {
  return useQuery({
    queryKey: queryKeys.pmTemplates(),
    queryFn: ({ signal }) => apiFetch<PmTemplate[]>(API_PATHS.pmTemplates, { signal }),
  });
}

export interface ApplyTemplateInput {
  locationIds: string[];
  startDate?: string | null;
  defaultTechnicianId?: string | null;
}

/** POST /api/pm-templates/{id}/apply: the template's plan for the chosen stores. */
export function useApplyPmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApplyTemplateInput }) =>
      apiFetch<{ plans: PmPlan[] }>(`${API_PATHS.pmTemplates}/${encodeURIComponent(id)}/apply`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => invalidatePaths(queryClient, [API_PATHS.pmPlans, API_PATHS.tickets]),
  });
}
