import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import { DashboardStatsSchema } from '#contract/schemas/dashboard.ts';
import { StoreWorkSchema, TicketFixConfirmationSchema } from '#contract/schemas/store-work.ts';
import { TechnicianTodaySchema } from '#contract/schemas/technician-today.ts';

import { currentUser } from '../../plugins/session.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(deps: { dashboard: DashboardService }): FastifyPluginAsyncZod {
  return async function routes(app) {
    app.get(
      '/dashboard/stats',
      {
        // Aggregates over every visible ticket: reuse the answer until something changes.
        config: { isCacheable: true },
        schema: {
          tags: ['dashboard'],
          summary: "The dashboard's numbers, counted over the tickets you may see",
          response: { 200: DashboardStatsSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => deps.dashboard.stats(currentUser(request)),
    );

    app.get(
      '/dashboard/today',
      {
        schema: {
          tags: ['dashboard'],
          summary: "The technician's Today list: tickets scheduled today and in progress",
          description:
            'Technicians only (403 otherwise). Their tickets scheduled across today (business time ' +
            'zone), in progress, or under their running session; never completed ones. Unscheduled ' +
            'first, then by scheduled start. Each with its next action: accept, clock-in or complete.',
          response: { 200: TechnicianTodaySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => deps.dashboard.today(currentUser(request)),
    );

    app.get(
      '/dashboard/store-work',
      {
        config: { isCacheable: true },
        schema: {
          tags: ['dashboard'],
          summary: "The manager's store work: unfinished tickets and what waits on them",
          description:
            'Managers only (403 otherwise). Over the tickets they may see (submitted by them or at ' +
            'their store): the unfinished ones, urgent first and oldest first, each with who is on ' +
            'it (the active vendor dispatch, else the assigned technician) and when they are ' +
            "expected; their store's pending problem reports, oldest first; and their store's " +
            'tickets completed in the last 14 days and not yet confirmed fixed, newest first. ' +
            'Each list is capped; its total counts all.',
          response: { 200: StoreWorkSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => deps.dashboard.storeWork(currentUser(request)),
    );

    app.post(
      '/tickets/:id/confirm-fixed',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Confirm that a completed ticket is fixed',
          description:
            "An admin or a manager of the ticket's store (404 for anyone else, as for a ticket " +
            'they cannot see; 409 unless the ticket is completed). Confirms its current ' +
            'completion once: repeated, it answers the first confirmation. A ticket found not ' +
            'fixed is reopened instead (POST /api/tickets/{id}/reopen).',
          params: IdParamsSchema,
          response: {
            200: TicketFixConfirmationSchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) => deps.dashboard.confirmFixed(currentUser(request), request.params.id),
    );
  };
}
