import { useMutation } from '@tanstack/react-query';

import type { AiAnalysisResult, AnalyzeTicketInput } from '#contract/schemas/ai.ts';
import { apiRequest } from '#web/lib/api-request.ts';

/** Product rules §7: POST /api/tickets/analyze with the draft's title, description and location. */
function analyzeTicket(input: AnalyzeTicketInput): Promise<AiAnalysisResult> {
  return apiRequest('POST /api/tickets/analyze', { body: input });
}

export function useAnalyzeTicket() {
  return useMutation({ mutationFn: analyzeTicket });
}
