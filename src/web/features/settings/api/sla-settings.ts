import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SlaSettingsInput } from '#contract/schemas/sla.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// Issue 39: the service-level targets and the stores' opening hours; admins read and save them.

export function useSlaSettings() {
  return useQuery({
    queryKey: queryKeys.slaSettings(),
    queryFn: ({ signal }) => apiRequest('GET /api/settings/sla', { signal }),
  });
}

/** New targets time tickets created afterwards; nothing else on screen changes. */
export function useSaveSlaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SlaSettingsInput) => apiRequest('PUT /api/settings/sla', { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.slaSettings(), saved);
    },
  });
}
