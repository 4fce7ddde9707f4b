import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { canBulkChangeTickets } from '#contract/policies/tickets.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import { TicketListQuerySchema } from '#contract/schemas/ticket.ts';
import {
  BulkTicketActionSchema,
  BulkTicketResponseSchema,
  SEARCH_COUNT_CAP,
  TicketCountsSchema,
} from '#contract/schemas/ticket-queue.ts';

import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { TicketsQueueService } from './tickets-queue.service.ts';

/** The board as a work queue (decision 025): counts per status and bulk actions. */
export function ticketsQueueRoutes(deps: { queue: TicketsQueueService }): FastifyPluginAsyncZod {
  const { queue } = deps;
  return async function routes(app) {
    app.get(
      '/tickets/counts',
      {
        config: { isCacheable: true },
        schema: {
          tags: ['tickets'],
          summary: 'How many tickets the user may see in each status, for the list filters',
          description:
            'Takes the filters of GET /api/tickets; status, cursor, limit and sort are ignored. ' +
            'Every status is present, zero when none. With q a status counts up to ' +
            `${String(SEARCH_COUNT_CAP)}; capped lists the statuses that reached it (more match).`,
          querystring: TicketListQuerySchema,
          response: { 200: TicketCountsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request) => queue.counts(currentUser(request), request.query),
    );

    app.post(
      '/tickets/bulk',
      {
        preValidation: requirePermission(canBulkChangeTickets),
        schema: {
          tags: ['tickets'],
          summary: 'Assign, change the status or change the priority of several tickets',
          description:
            'Admins only. Each ticket is checked and recorded as if changed alone, in its own ' +
            'transaction: the answer lists which succeeded and why the others did not.',
          body: BulkTicketActionSchema,
          response: {
            200: BulkTicketResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => queue.bulk(currentUser(request), request.body, request.log),
    );
  };
}
