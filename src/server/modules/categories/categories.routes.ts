import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageCategories } from '#contract/policies/categories.ts';
import { ErrorBodySchema, IdParamsSchema, OkSchema } from '#contract/schemas/common.ts';
import { CategoryInputSchema, CategorySchema } from '#contract/schemas/category.ts';

import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { CategoriesService } from './categories.service.ts';

const tags = ['categories'];
const writeErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export function categoriesRoutes(deps: { categories: CategoriesService }): FastifyPluginAsyncZod {
  const { categories } = deps;
  return async function routes(app) {
    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Every equipment category',
          response: { 200: z.array(CategorySchema), 401: ErrorBodySchema },
        },
      },
      async () => categories.list(),
    );

    app.post(
      '/categories',
      {
        // Non-admins are refused before their body is even read.
        preValidation: requirePermission(canManageCategories),
        schema: {
          tags,
          summary: 'Add a category, at most 10 (admin)',
          body: CategoryInputSchema,
          response: { 201: CategorySchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await categories.create(currentUser(request), request.body)),
    );

    app.put(
      '/categories/:id',
      {
        preValidation: requirePermission(canManageCategories),
        schema: {
          tags,
          summary: 'Rename or re-describe a category (admin)',
          params: IdParamsSchema,
          body: CategoryInputSchema,
          response: { 200: CategorySchema, ...writeErrors },
        },
      },
      async (request) => categories.update(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      '/categories/:id',
      {
        preValidation: requirePermission(canManageCategories),
        schema: {
          tags,
          summary: 'Delete a category no ticket uses (admin)',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...writeErrors },
        },
      },
      async (request) => {
        await categories.remove(currentUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
