import { z } from 'zod';

import {
  CategoryInputSchema,
  CategorySchema,
  CategoryTicketCountsSchema,
} from '../schemas/category.ts';
import { OkSchema } from '../schemas/common.ts';
import { endpoints } from './endpoint.ts';

export const categoriesEndpoints = endpoints({
  'GET /api/categories': { response: z.array(CategorySchema) },
  'GET /api/categories/ticket-counts': { response: z.array(CategoryTicketCountsSchema) },
  'POST /api/categories': { body: CategoryInputSchema, response: CategorySchema },
  'PUT /api/categories/:id': { body: CategoryInputSchema, response: CategorySchema },
  'DELETE /api/categories/:id': { response: OkSchema },
});
