import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LoginOptions } from '#contract/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getLoginOptions(signal?: AbortSignal): Promise<LoginOptions> {
  return apiRequest('GET /api/login-options', { signal });
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
