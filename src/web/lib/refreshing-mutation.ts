import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { invalidatePaths } from '#web/lib/query-keys.ts';
import type { API_PATHS } from '#web/lib/query-keys.ts';

/**
 * A mutation that, once it succeeds, runs the given refresh (the save waits for it, as the forms
 * and lists expect).
 */
export function useMutationWithRefresh<TVariables, TData>(
  refresh: (queryClient: QueryClient) => Promise<unknown>,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refresh(queryClient),
  });
}

/** A mutation that, once it succeeds, refreshes every query under the given API paths. */
export function useRefreshingMutation<TVariables, TData>(
  paths: readonly (typeof API_PATHS)[keyof typeof API_PATHS][],
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  return useMutationWithRefresh((queryClient) => invalidatePaths(queryClient, paths), mutationFn);
}
