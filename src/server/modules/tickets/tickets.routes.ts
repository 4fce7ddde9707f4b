import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ActivityEntrySchema } from '#contract/schemas/activity.ts';
import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  CompleteTicketInputSchema,
  CreateTicketInputSchema,
  NEXT_CURSOR_HEADER,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_TICKET,
  TicketListQuerySchema,
  TicketPhotoParamsSchema,
  TicketPhotoSchema,
  TicketSchema,
  UpdateScheduleInputSchema,
  UpdateTicketInputSchema,
} from '#contract/schemas/ticket.ts';

import { currentUser, requireRole } from '../../plugins/session.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { PhotoUpload, TicketsService } from './tickets.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export function ticketsRoutes(deps: {
  tickets: TicketsService;
  activity: ActivityService;
}): FastifyPluginAsyncZod {
  const { tickets, activity } = deps;
  return async function routes(app) {
    // Encapsulated: only the photo upload below accepts multipart bodies (architecture §6 limits).
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTOS_PER_TICKET, fields: 20, parts: 40 },
    });

    app.get(
      '/tickets',
      {
        config: { isCacheable: true },
        schema: {
          tags: ['tickets'],
          summary: 'Tickets the user may see, newest first, with filters and a cursor',
          description:
            'Admins see all tickets, managers those they submitted or at their store, technicians those assigned to them. ' +
            `When more tickets follow, the ${NEXT_CURSOR_HEADER} header holds the cursor of the next page.`,
          querystring: TicketListQuerySchema,
          response: { 200: z.array(TicketSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const page = await tickets.list(currentUser(request), request.query);
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.tickets;
      },
    );

    app.post(
      '/tickets',
      {
        preValidation: requireRole('admin', 'manager'),
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
          summary: 'Change the status, or assign a technician with an optional schedule',
          description:
            'status: admins and the assigned technician, refused once completed. ' +
            'assignedTo: admins, open tickets only, an active technician (null unassigns).',
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
        preValidation: requireRole('admin'),
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
        return activity.listForTicket(request.params.id);
      },
    );

    app.get(
      '/tickets/:id/photos',
      {
        schema: {
          tags: ['tickets'],
          summary: "The ticket's photos",
          params: IdParamsSchema,
          response: { 200: z.array(TicketPhotoSchema), ...errors },
        },
      },
      async (request) => tickets.listPhotos(currentUser(request), request.params.id),
    );

    app.post(
      '/tickets/:id/photos',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Upload photos (multipart/form-data, one or more image files)',
          description: `JPEG, PNG, GIF or WebP by content; at most ${String(PHOTO_MAX_BYTES / 1024 / 1024)} MB each and ${String(PHOTOS_PER_TICKET)} per ticket. Answers the ticket.`,
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: {
            201: TicketSchema,
            ...errors,
            409: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        // Refuse before reading a large body the user may not attach to this ticket.
        await tickets.assertVisible(user, request.params.id);
        const uploads: PhotoUpload[] = [];
        for await (const part of request.parts()) {
          if (part.type === 'file')
            uploads.push({ filename: part.filename, data: await part.toBuffer() });
        }
        return reply.code(201).send(await tickets.addPhotos(user, request.params.id, uploads));
      },
    );

    app.get(
      '/tickets/:id/photos/:photoId',
      {
        schema: {
          tags: ['tickets'],
          summary: 'The bytes of one photo (same permission as the ticket)',
          params: TicketPhotoParamsSchema,
          produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
          response: { 200: z.unknown().describe('The image'), ...errors },
        },
      },
      async (request, reply) => {
        const photo = await tickets.readPhoto(
          currentUser(request),
          request.params.id,
          request.params.photoId,
        );
        return reply
          .header('content-type', photo.contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('content-disposition', 'inline')
          .send(photo.data);
      },
    );
  };
}
