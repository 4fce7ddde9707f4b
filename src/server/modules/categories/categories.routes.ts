import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageCategories } from '#contract/policies/categories.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import {
  CategoryInputSchema,
  CategorySchema,
  CategoryTicketCountsSchema,
} from '#contract/schemas/category.ts';

import { registerAdminWrites } from '../../plugins/admin-writes.ts';
import { currentUser } from '../../plugins/session.ts';
import type { CategoriesService } from './categories.service.ts';

const tags = ['categories'];

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

    app.get(
      '/categories/ticket-counts',
      {
        config: { isCacheable: true },
        schema: {
          tags,
          summary: 'Each category with its active and total ticket counts (issue 36)',
          description:
            'Counted over the tickets the caller may see: every ticket for admins, a manager’s store’s and their own requests, a technician’s assigned tickets. Active: not completed.',
          response: { 200: z.array(CategoryTicketCountsSchema), 401: ErrorBodySchema },
        },
      },
      async (request) => categories.ticketCounts(currentUser(request)),
    );

    registerAdminWrites(app, {
      path: '/categories',
      tags,
      permission: canManageCategories,
      input: CategoryInputSchema,
      row: CategorySchema,
      summaries: {
        create: 'Add a category, at most 10 (admin)',
        update: 'Rename or re-describe a category (admin)',
        remove: 'Delete a category no ticket uses (admin)',
      },
      service: categories,
    });
  };
}
