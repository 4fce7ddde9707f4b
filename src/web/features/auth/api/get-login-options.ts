import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LoginOptions } from '#contract/schemas/auth.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

export function getLoginOptions(signal?: AbortSignal): Promise<LoginOptions> {
  return apiFetch<LoginOptions>(API_PATHS.loginOptions, { signal });
}

/** Whether the login screen offers 'Forgot password?' (only when the server can send e-mail). */
export function useLoginOptions() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.loginOptions(),
      queryFn: ({ signal }) => getLoginOptions(signal),
      staleTime: Infinity,
    }),
  );
}
