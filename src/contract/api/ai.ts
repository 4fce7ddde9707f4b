import {
  AiAnalysisResultSchema,
  AnalyzeTicketInputSchema,
  ChatAnswerSchema,
  ChatInputSchema,
  InsightListSchema,
  SchedulingOptimizationSchema,
} from '../schemas/ai.ts';
import { endpoints } from './endpoint.ts';

export const aiEndpoints = endpoints({
  'POST /api/tickets/analyze': { body: AnalyzeTicketInputSchema, response: AiAnalysisResultSchema },
  'POST /api/ai/chat': { body: ChatInputSchema, response: ChatAnswerSchema },
  'GET /api/insights': { response: InsightListSchema },
  'GET /api/scheduling-optimization': { response: SchedulingOptimizationSchema },
});
