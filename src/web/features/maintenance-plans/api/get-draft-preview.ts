import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { RecurrenceInput } from '#contract/schemas/pm-plan.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const PREVIEW_COUNT = 12;

export interface DraftRecurrence extends RecurrenceInput {
  leadDays: number;
}

/**
 * The next due dates of the editor's recurrence (POST /api/pm-plans/preview): the server is the
 * one authority on what a rule means. `draft` is null while the fields cannot make a rule yet.
 */
export function useDraftPreview(draft: DraftRecurrence | null) {
  return useQuery({
    queryKey: queryKeys.pmPlans.draftPreview(draft ?? {}),
    queryFn: ({ signal }) => {
      // Never thrown: the query is disabled while there is no rule.
      if (draft === null) throw new Error('No recurrence to preview');
      return apiRequest('POST /api/pm-plans/preview', {
        body: { ...draft, count: PREVIEW_COUNT },
        signal,
      });
    },
    enabled: draft !== null,
    // A refused rule is an answer, not a hiccup: show it at once.
    retry: false,
    placeholderData: keepPreviousData,
  });
}
