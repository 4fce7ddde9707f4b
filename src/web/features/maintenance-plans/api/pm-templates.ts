import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths, queryKeys } from '#web/lib/query-keys.ts';

export function usePmTemplates() {
  return useQuery({
    queryKey: queryKeys.pmTemplates(),
    queryFn: ({ signal }) => apiRequest('GET /api/pm-templates', { signal }),
  });
}

interface ApplyTemplateInput {
  locationIds: string[];
  startDate?: string | null;
  defaultTechnicianId?: string | null;
  /** Issue 36: apply although the server named an overlapping plan. */
  confirmOverlap?: boolean | null;
}

/** POST /api/pm-templates/{id}/apply: the template's plan for the chosen stores. */
export function useApplyPmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApplyTemplateInput }) =>
      apiRequest('POST /api/pm-templates/:id/apply', { params: { id }, body: input }),
    onSuccess: () => invalidatePaths(queryClient, [API_PATHS.pmPlans, API_PATHS.tickets]),
  });
}
