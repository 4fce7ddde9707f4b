import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  CalendarEventListQuerySchema,
  CalendarEventSchema,
  CreateCalendarEventInputSchema,
  UpdateCalendarEventInputSchema,
} from '#contract/schemas/calendar-event.ts';
import { ErrorBodySchema, IdParamsSchema, OkSchema } from '#contract/schemas/common.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser } from '../../plugins/session.ts';
import type { CalendarEventsService } from './calendar-events.service.ts';

const errors = REQUEST_ERRORS;

export function calendarEventsRoutes(deps: {
  calendarEvents: CalendarEventsService;
}): FastifyPluginAsyncZod {
  const { calendarEvents } = deps;
  return async function routes(app) {
    app.get(
      '/calendar-events',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Custom calendar events, optionally within an inclusive range of days',
          querystring: CalendarEventListQuerySchema,
          response: {
            200: z.array(CalendarEventSchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
          },
        },
      },
      async (request) => calendarEvents.list(request.query),
    );

    app.post(
      '/calendar-events',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Add a custom event; createdBy comes from the session',
          body: CreateCalendarEventInputSchema,
          response: { 201: CalendarEventSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await calendarEvents.create(currentUser(request), request.body)),
    );

    app.put(
      '/calendar-events/:id',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Edit an event (its creator or an admin)',
          params: IdParamsSchema,
          body: UpdateCalendarEventInputSchema,
          response: { 200: CalendarEventSchema, ...errors },
        },
      },
      async (request) =>
        calendarEvents.update(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      '/calendar-events/:id',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Delete an event (its creator or an admin)',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...errors },
        },
      },
      async (request) => {
        await calendarEvents.remove(currentUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
