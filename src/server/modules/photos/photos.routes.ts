import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  PHOTO_MAX_BYTES,
  PHOTOS_PER_TICKET,
  TicketPhotoParamsSchema,
  TicketPhotoSchema,
  TicketSchema,
} from '#contract/schemas/ticket.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { badRequest } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/session.ts';
import { sendPhoto } from '../../lib/send-photo.ts';
import type { IncomingPart, PhotosService } from './photos.service.ts';

const errors = REQUEST_ERRORS;

/** The parts of a multipart body, one at a time as they arrive: files and text fields (`stage`). */
async function* uploadParts(request: FastifyRequest): AsyncGenerator<IncomingPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { filename: part.filename, stream: part.file };
    else yield { field: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
  }
}

export function photosRoutes(deps: { photos: PhotosService }): FastifyPluginAsyncZod {
  const { photos } = deps;
  return async function routes(app) {
    // Encapsulated: only the photo upload below accepts multipart bodies (architecture §6 limits).
    // One byte over the photo limit so the upload's own check refuses it, naming the file.
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES + 1, files: PHOTOS_PER_TICKET, fields: 20, parts: 40 },
    });

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
      async (request) => photos.list(currentUser(request), request.params.id),
    );

    app.post(
      '/tickets/:id/photos',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Upload photos (multipart/form-data, one or more image files)',
          description: `JPEG, PNG, GIF or WebP by content; at most ${String(PHOTO_MAX_BYTES / 1024 / 1024)} MB each and ${String(PHOTOS_PER_TICKET)} per ticket. An optional field \`stage\` ('before', the default, or 'after') applies to every file. Admins, the assigned technician and the store's manager or the submitter add photos until the ticket is completed (409 after). Answers the ticket.`,
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: {
            201: TicketSchema,
            ...errors,
            409: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            507: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        // Without a boundary the body cannot be split into parts: the client's mistake (decisions 012-016).
        const contentType = request.headers['content-type'] ?? '';
        const isMultipart = /^multipart\/form-data\s*(;|$)/i.test(contentType);
        if (isMultipart && !/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType)) {
          throw badRequest('A multipart/form-data body needs a boundary parameter');
        }
        const ticket = await photos.upload(
          currentUser(request),
          request.params.id,
          uploadParts(request),
        );
        return reply.code(201).send(ticket);
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
        const photo = await photos.read(
          currentUser(request),
          request.params.id,
          request.params.photoId,
        );
        return sendPhoto(reply, photo);
      },
    );
  };
}
