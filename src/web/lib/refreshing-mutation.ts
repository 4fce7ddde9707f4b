import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidatePaths } from '#web/lib/query-keys.ts';
import type { API_PATHS } from '#web/lib/query-keys.ts';

/**
 * A mutation that, once it succeeds, refreshes every query under the given API paths (the save
 * waits for the refresh, as the forms and lists expect).
 */
export function useRefreshingMutation<TVariables, TData>(
  paths: readonly (typeof API_PATHS)[keyof typeof API_PATHS][],
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidatePaths(queryClient, paths),
  });
}
