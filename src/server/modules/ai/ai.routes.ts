import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AiAnalysisResultSchema,
  AnalyzeTicketInputSchema,
  ChatAnswerSchema,
  ChatInputSchema,
  InsightListSchema,
  SchedulingOptimizationSchema,
} from '#contract/schemas/ai.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';

import { requestLanguage } from '../../plugins/request-language.ts';
import { insightInSpanish } from './insights/insights-spanish.ts';
import { currentUser } from '../../plugins/session.ts';
import type { AiService } from './ai.service.ts';

export function aiRoutes(deps: { ai: AiService }): FastifyPluginAsyncZod {
  return async function routes(app) {
    app.post(
      '/tickets/analyze',
      {
        schema: {
          tags: ['ai'],
          summary:
            'Triage a draft ticket: category, priority, reasoning, repair time and troubleshooting steps',
          body: AnalyzeTicketInputSchema,
          response: {
            200: AiAnalysisResultSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        deps.ai.analyze(currentUser(request), request.body, requestLanguage(request)),
    );

    app.post(
      '/ai/chat',
      {
        schema: {
          tags: ['ai'],
          summary:
            'Ask the maintenance assistant: ticket and time data within your permissions, or troubleshooting',
          body: ChatInputSchema,
          response: { 200: ChatAnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request) => deps.ai.chat(currentUser(request), request.body),
    );

    app.get(
      '/insights',
      {
        schema: {
          tags: ['ai'],
          summary:
            'Recurring failures among the tickets you may see, with urgency, solution and prevention',
          response: { 200: InsightListSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => {
        const language = requestLanguage(request);
        // Issue 40: computed in English, worded for a Spanish reader (an LLM writes in the
        // reader's language itself; its sentences are none the wording knows, so they pass as is).
        const insights = await deps.ai.insights(currentUser(request), language);
        return language === 'es' ? insights.map(insightInSpanish) : insights;
      },
    );

    app.get(
      '/scheduling-optimization',
      {
        schema: {
          tags: ['ai'],
          summary: 'Suggestions to improve the maintenance schedule of the tickets you may see',
          response: { 200: SchedulingOptimizationSchema, 401: ErrorBodySchema },
        },
      },
      async (request) =>
        deps.ai.schedulingOptimization(currentUser(request), requestLanguage(request)),
    );
  };
}
