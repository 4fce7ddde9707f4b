import { z } from 'zod';

import { ActivityEntrySchema } from '../schemas/activity.ts';
import { endpoints } from './endpoint.ts';

/** The route's own query (activity.routes.ts): how many entries, 1 to 50, 10 by default. */
const RecentActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const activityEndpoints = endpoints({
  'GET /api/activity': { query: RecentActivityQuerySchema, response: z.array(ActivityEntrySchema) },
});
