import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ActivityEntrySchema } from '#contract/schemas/activity.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';

import { requestLanguage } from '../../plugins/request-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { ActivityService } from './activity.service.ts';

const RECENT_ACTIVITY_DEFAULT = 10;
const RECENT_ACTIVITY_MAX = 50;

const RecentActivityQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be at least 1' })
    .max(RECENT_ACTIVITY_MAX, { message: `limit must be at most ${String(RECENT_ACTIVITY_MAX)}` })
    .default(RECENT_ACTIVITY_DEFAULT),
});

export function activityRoutes(deps: { activity: ActivityService }): FastifyPluginAsyncZod {
  return async function routes(app) {
    app.get(
      '/activity',
      {
        schema: {
          tags: ['activity'],
          summary: 'Recent Activity: the newest events you may see, newest first',
          querystring: RecentActivityQuerySchema,
          response: {
            200: z.array(ActivityEntrySchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        deps.activity.listRecent(
          currentUser(request),
          request.query.limit,
          requestLanguage(request),
        ),
    );
  };
}
