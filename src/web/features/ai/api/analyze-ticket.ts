import { useMutation } from '@tanstack/react-query';

import type { AiAnalysisResult, AnalyzeTicketInput } from '#contract/schemas/ai.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const ANALYZE_TICKET_PATH = '/api/tickets/analyze';

/** Product rules §7: POST /api/tickets/analyze with the draft's title, description and location. */
export function analyzeTicket(input: AnalyzeTicketInput): Promise<AiAnalysisResult> {
  return apiFetch<AiAnalysisResult>(ANALYZE_TICKET_PATH, { method: 'POST', body: input });
}

export function useAnalyzeTicket() {
  return useMutation({ mutationFn: analyzeTicket });
}
