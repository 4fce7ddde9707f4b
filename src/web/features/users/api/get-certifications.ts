import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Certification } from '#contract/schemas/certification.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getCertifications(userId: string, signal?: AbortSignal): Promise<Certification[]> {
  return apiRequest('GET /api/certifications', { query: { userId }, signal });
}

/** Product rules §7: GET /api/certifications?userId={userId}, one cache entry per user. */
export function getCertificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.certifications.ofUser(userId),
    queryFn: ({ signal }) => getCertifications(userId, signal),
  });
}

export function useCertifications(userId: string) {
  return useQuery(getCertificationsQueryOptions(userId));
}
