import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { HealthSchema } from '#contract/schemas/auth.ts';

import type { DatabaseHandle } from '../../db/database.ts';

export function healthRoutes(deps: {
  database: DatabaseHandle;
  startedAt: number;
  timeZone: string;
}): FastifyPluginAsyncZod {
  return async function routes(app) {
    app.get(
      '/health',
      {
        config: { isPublic: true },
        schema: {
          tags: ['health'],
          summary: 'Readiness and database reachability',
          security: [],
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (_request, reply) => {
        const isUp = await deps.database.ping(2000);
        const body = {
          status: isUp ? ('ok' as const) : ('unavailable' as const),
          database: isUp ? ('up' as const) : ('down' as const),
          driver: deps.database.driver,
          uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
          timeZone: deps.timeZone,
        };
        return reply
          .code(isUp ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
