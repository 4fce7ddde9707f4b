import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LoginOptions } from '#contract/schemas/auth.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export function getLoginOptions(signal?: AbortSignal): Promise<LoginOptions> {
  return apiFetch<LoginOptions>('/api/login-options', { signal });
}

/** Whether the login screen offers 'Forgot password?' (only when the server can send e-mail). */
export function useLoginOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['/api/login-options'],
      queryFn: ({ signal }) => getLoginOptions(signal),
      staleTime: Infinity,
    }),
  );
}
