import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ActivityEntrySchema } from '#contract/schemas/activity.ts';
import { canReopenTickets, canScheduleTickets } from '#contract/policies/tickets.ts';
import { canCreateTicket } from '#contract/ticket-access.ts';
import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  SEARCH_COUNT_CAP,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '#contract/schemas/ticket-queue.ts';
import {
  CompleteTicketInputSchema,
  CreateTicketInputSchema,
  NEXT_CURSOR_HEADER,
  TicketListQuerySchema,
  TicketSchema,
  UpdateScheduleInputSchema,
  UpdateTicketInputSchema,
} from '#contract/schemas/ticket.ts';
import { ReopenTicketInputSchema } from '#contract/schemas/ticket-edit.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { precompiledOkSerializerCompiler } from '../../plugins/precompiled-serializer.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { TicketsService } from './tickets.service.ts';

const errors = REQUEST_ERRORS;

export function ticketsRoutes(deps: {
  tickets: TicketsService;
  activity: ActivityService;
  /** AppConfig.checksAnswers: the list checked against its contract instead of precompiled. */
  checksAnswers: boolean;
}): FastifyPluginAsyncZod {
  const { tickets, activity } = deps;
  return async function routes(app) {
    app.get(
      '/tickets',
      {
        config: { isCacheable: true },
        // Decision 042 (cuts): pages of 100 full tickets, written by a serializer compiled from the
        // contract in production; checked against it in tests and development.
        serializerCompiler: precompiledOkSerializerCompiler(app.log, deps.checksAnswers),
        schema: {
          tags: ['tickets'],
          summary: 'Tickets the user may see, with filters, a sort order and a cursor',
          description:
            'Admins see all tickets, managers those they submitted or at their store, technicians those assigned to them. ' +
            `When more tickets follow, the ${NEXT_CURSOR_HEADER} header holds the cursor of the next page ` +
            `(for the same filters and sort). The ${TOTAL_COUNT_HEADER} header counts every matching ticket, all pages; ` +
            `with q it counts up to ${String(SEARCH_COUNT_CAP)}, and ${TOTAL_COUNT_CAPPED_HEADER}: true says more match. ` +
            'q finds words in the title, description, number, store, category, submitter and assignee names, typos tolerated.',
          querystring: TicketListQuerySchema,
          response: { 200: z.array(TicketSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const page = await tickets.list(currentUser(request), request.query);
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        reply.header(TOTAL_COUNT_HEADER, String(page.total));
        if (page.totalCapped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
        return page.tickets;
      },
    );

    app.post(
      '/tickets',
      {
        preValidation: requirePermission(canCreateTicket),
        schema: {
          tags: ['tickets'],
          summary: 'Report a maintenance problem',
          description: 'Location and category by name. submittedBy comes from the session.',
          body: CreateTicketInputSchema,
          response: {
            201: TicketSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await tickets.create(currentUser(request), request.body)),
    );

    app.get(
      '/tickets/:id',
      {
        schema: {
          tags: ['tickets'],
          summary: 'One ticket',
          params: IdParamsSchema,
          response: { 200: TicketSchema, ...errors },
        },
      },
      async (request) => tickets.get(currentUser(request), request.params.id),
    );

    app.patch(
      '/tickets/:id',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Change the status, assign a technician, or edit the details during triage',
          description:
            'status: admins and the assigned technician, refused once completed. ' +
            'assignedTo: admins, open tickets only, an active technician (null unassigns). ' +
            'title, description, priority, location, category (name or id): admins until completed, ' +
            'the submitting manager while open; each change is recorded in the history.',
          params: IdParamsSchema,
          body: UpdateTicketInputSchema,
          response: { 200: TicketSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request) => tickets.update(currentUser(request), request.params.id, request.body),
    );

    app.patch(
      '/tickets/:id/schedule',
      {
        preValidation: requirePermission(canScheduleTickets),
        schema: {
          tags: ['tickets'],
          summary: 'Set or clear the schedule of an assigned ticket',
          description:
            'Send nulls to clear. Admins only; the ticket must be assigned and not completed.',
          params: IdParamsSchema,
          body: UpdateScheduleInputSchema,
          response: { 200: TicketSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request) =>
        tickets.updateSchedule(currentUser(request), request.params.id, request.body),
    );

    app.post(
      '/tickets/:id/complete',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Complete a ticket with optional notes',
          description:
            'The assigned technician or an admin. Closes any running time session on the ticket.',
          params: IdParamsSchema,
          body: CompleteTicketInputSchema,
          response: { 200: TicketSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request) => tickets.complete(currentUser(request), request.params.id, request.body),
    );

    app.post(
      '/tickets/:id/reopen',
      {
        preValidation: requirePermission(canReopenTickets),
        schema: {
          tags: ['tickets'],
          summary: 'Reopen a completed ticket with a reason',
          description:
            "Admins, and managers of the ticket's store (decision 049; another store's manager " +
            'gets 404). Back to accepted when its technician is still active, else open and ' +
            'unassigned; completedAt and the completion notes are cleared, the history keeps them.',
          params: IdParamsSchema,
          body: ReopenTicketInputSchema,
          response: { 200: TicketSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request) =>
        tickets.reopen(currentUser(request), request.params.id, request.body.reason),
    );

    app.get(
      '/tickets/:id/activity',
      {
        schema: {
          tags: ['tickets'],
          summary: "The ticket's history, oldest first",
          params: IdParamsSchema,
          response: { 200: z.array(ActivityEntrySchema), ...errors },
        },
      },
      async (request) => {
        await tickets.assertVisible(currentUser(request), request.params.id);
        return activity.listForTicket(request.params.id, requestLanguage(request));
      },
    );
  };
}
