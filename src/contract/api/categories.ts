import { z } from 'zod';

import { CategoryInputSchema, CategorySchema } from '../schemas/category.ts';
import { OkSchema } from '../schemas/common.ts';
import { endpoints } from './endpoint.ts';

export const categoriesEndpoints = endpoints({
  'GET /api/categories': { response: z.array(CategorySchema) },
  'POST /api/categories': { body: CategoryInputSchema, response: CategorySchema },
  'PUT /api/categories/:id': { body: CategoryInputSchema, response: CategorySchema },
  'DELETE /api/categories/:id': { response: OkSchema },
});
