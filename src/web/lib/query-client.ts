import { QueryClient } from '@tanstack/react-query';
import type { QueryFunction } from '@tanstack/react-query';

import { apiFetch } from './api-client.ts';

/** Product rules §7: the default list fetch is a GET to the query key's parts joined with slashes. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const path = queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
  return apiFetch(path, { signal });
};

/**
 * Product rules §7: data is never refetched by interval or focus, never becomes stale by itself, and is
 * not retried. Queries that the spec caches for a while set their own staleTime.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
