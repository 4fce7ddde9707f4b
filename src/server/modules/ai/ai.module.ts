import { createLlmClient } from '../../integrations/llm-client.ts';
import { defineModule } from '../module-manifest.ts';
import { createAiRepository } from './ai.repository.ts';
import { aiRoutes } from './ai.routes.ts';
import { createAiService } from './ai.service.ts';

/**
 * Triage, chat, insights and scheduling: the built-in engine with an optional LLM. The chat
 * answers through the screens' own services; new tickets get their triage through tickets.useTriage.
 */
export const aiModule = defineModule({
  name: 'ai',
  layer: 'insight',
  needs: [
    'tickets',
    'equipment',
    'pmCompliance',
    'timesheets',
    'timeSettings',
    'costs',
    'vendors',
    'dispatches',
  ],
  provides: ['ai'],
  create: (ctx, chatData) => {
    const { config } = ctx;
    const llm =
      ctx.llm !== undefined
        ? ctx.llm
        : config.ai.baseUrl
          ? createLlmClient({
              baseUrl: config.ai.baseUrl,
              apiKey: config.ai.apiKey,
              model: config.ai.model,
            })
          : null;
    return {
      ai: createAiService({
        repository: createAiRepository(ctx.db),
        clock: ctx.clock,
        timeZone: ctx.timeZone,
        llm,
        log: ctx.log,
        chatData: () => chatData,
        trainInWorker: ctx.triageTraining,
      }),
    };
  },
  routes: ({ ai }) => [aiRoutes({ ai })],
  start: ({ ai, tickets }, ctx) => {
    // A new ticket is stored with the built-in engine's triage of its report.
    tickets.useTriage((report) => ai.triageNewTicket(report));
    // Train the triage model as the server starts listening, not at the first analysis.
    ctx.app.addHook('onListen', async () => {
      void ai.warmUp().catch((error: unknown) => {
        ctx.log.warn(
          { err: error },
          'training the triage model at start-up failed; it trains at the first analysis',
        );
      });
    });
  },
  policy: 'src/contract/policies/ai.ts',
  testTier: 'one-database',
});
