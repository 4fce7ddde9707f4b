import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { TimeSettings, TimeSettingsInput } from '#contract/schemas/time-settings.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths, queryKeys } from '#web/lib/query-keys.ts';

// Decision 035 (decision 035 §3): the chain's time rules, one record; any signed-in user reads it, admins save.

export function getTimeSettings(signal?: AbortSignal): Promise<TimeSettings> {
  return apiRequest('GET /api/settings/time', { signal });
}

function saveTimeSettings(input: TimeSettingsInput): Promise<TimeSettings> {
  return apiRequest('PUT /api/settings/time', { body: input });
}

export function useTimeSettings() {
  return useQuery({
    queryKey: queryKeys.timeSettings(),
    queryFn: ({ signal }) => getTimeSettings(signal),
  });
}

/** Saving changes what the time clock, timesheets and reports show: they refresh. */
export function useSaveTimeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.timeSettings(), saved);
      await invalidatePaths(queryClient, [
        API_PATHS.activeSession,
        API_PATHS.timesheets,
        API_PATHS.timeReport,
      ]);
    },
  });
}
