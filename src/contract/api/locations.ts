import { z } from 'zod';

import { OkSchema } from '../schemas/common.ts';
import { CreateLocationInputSchema, LocationSchema } from '../schemas/location.ts';
import { endpoints } from './endpoint.ts';

export const locationsEndpoints = endpoints({
  'GET /api/locations': { response: z.array(LocationSchema) },
  'POST /api/locations': { body: CreateLocationInputSchema, response: LocationSchema },
  'PUT /api/locations/:id': { body: CreateLocationInputSchema, response: LocationSchema },
  'DELETE /api/locations/:id': { response: OkSchema },
});
