import { useQuery } from '@tanstack/react-query';

import type { AssignmentCandidate } from '#contract/schemas/assignment-candidate.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { TICKETS_PATH } from './get-tickets.ts';

export function getAssignmentCandidates(
  ticketId: string,
  signal?: AbortSignal,
): Promise<AssignmentCandidate[]> {
  return apiFetch<AssignmentCandidate[]>(
    `${TICKETS_PATH}/${encodeURIComponent(ticketId)}/assignment-candidates`,
    { signal },
  );
}

/** Decision 024: active technicians for the assign dialog, best suited first. Admins only. */
export function useAssignmentCandidates(ticketId: string) {
  return useQuery({
    queryKey: queryKeys.tickets.assignmentCandidates(ticketId),
    queryFn: ({ signal }) => getAssignmentCandidates(ticketId, signal),
  });
}
