import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AddChecklistItemInputSchema,
  ChecklistItemParamsSchema,
  SetChecklistItemInputSchema,
  TicketChecklistSchema,
} from '#contract/schemas/checklist.ts';
import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import { CHECKLIST_MAX_ITEMS } from '#contract/schemas/pm-plan.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser } from '../../plugins/session.ts';
import type { TicketChecklistService } from './ticket-checklist.service.ts';

const errors = REQUEST_ERRORS;

/** A ticket's checklist (decision 034). A ticket the caller may not see answers 404. */
export function ticketChecklistRoutes(deps: {
  checklist: TicketChecklistService;
}): FastifyPluginAsyncZod {
  const { checklist } = deps;
  return async function routes(app) {
    app.get(
      '/tickets/:id/checklist',
      {
        schema: {
          tags: ['tickets'],
          summary: "The ticket's checklist, in order, each tick with who and when",
          description: 'Anyone who may see the ticket.',
          params: IdParamsSchema,
          response: { 200: TicketChecklistSchema, ...errors },
        },
      },
      async (request) => checklist.list(currentUser(request), request.params.id),
    );

    app.post(
      '/tickets/:id/checklist',
      {
        schema: {
          tags: ['tickets'],
          summary: "Add an item to the end of a ticket's checklist",
          description: `Admins and the assigned technician, on any ticket that is not completed (409). At most ${String(CHECKLIST_MAX_ITEMS)} items. Answers the whole checklist.`,
          params: IdParamsSchema,
          body: AddChecklistItemInputSchema,
          response: { 201: TicketChecklistSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await checklist.add(currentUser(request), request.params.id, request.body.text)),
    );

    app.put(
      '/tickets/:id/checklist/:itemId',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Tick or untick a checklist item',
          description:
            'The assigned technician and admins (others who see the ticket: 403); a completed ticket: 409. ' +
            'Ticking records who and when; unticking clears them. Answers the whole checklist.',
          params: ChecklistItemParamsSchema,
          body: SetChecklistItemInputSchema,
          response: { 200: TicketChecklistSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request) =>
        checklist.setDone(
          currentUser(request),
          request.params.id,
          request.params.itemId,
          request.body.done,
        ),
    );

    app.delete(
      '/tickets/:id/checklist/:itemId',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Remove a checklist item (admins)',
          description: 'Admins only, until the ticket is completed (409).',
          params: ChecklistItemParamsSchema,
          response: { 204: z.null().describe('Removed'), ...errors, 409: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        await checklist.remove(currentUser(request), request.params.id, request.params.itemId);
        return reply.code(204).send(null);
      },
    );
  };
}
