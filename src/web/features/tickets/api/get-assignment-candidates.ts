import { useQuery } from '@tanstack/react-query';

import type { AssignmentCandidate } from '#contract/schemas/assignment-candidate.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getAssignmentCandidates(
  ticketId: string,
  signal?: AbortSignal,
): Promise<AssignmentCandidate[]> {
  return apiRequest('GET /api/tickets/:id/assignment-candidates', {
    params: { id: ticketId },
    signal,
  });
}

/** Decision 024: active technicians for the assign dialog, best suited first. Admins only. */
export function useAssignmentCandidates(ticketId: string) {
  return useQuery({
    queryKey: queryKeys.tickets.assignmentCandidates(ticketId),
    queryFn: ({ signal }) => getAssignmentCandidates(ticketId, signal),
  });
}
