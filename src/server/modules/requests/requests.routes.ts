import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canDecideRequests } from '#contract/policies/requests.ts';
import { ErrorBodySchema, IdParamsSchema, IdSchema } from '#contract/schemas/common.ts';
import { TicketEquipmentSchema } from '#contract/schemas/equipment-ref.ts';
import {
  ApproveRequestInputSchema,
  DeclineRequestInputSchema,
  PUBLIC_REQUEST_PHOTOS_MAX,
  PUBLIC_REQUESTS_PER_HOUR,
  PublicEquipmentSchema,
  PublicRequestCreatedSchema,
  REPORT_ATTACHED_MESSAGE,
  RequestListQuerySchema,
  RequestListSchema,
} from '#contract/schemas/maintenance-request.ts';
import { PHOTO_MAX_BYTES, TicketSchema } from '#contract/schemas/ticket.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { badRequest } from '../../lib/app-error.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import { sendPhoto } from '../../lib/send-photo.ts';
import type { IncomingPart } from '../photos/photos.service.ts';
import type { MaintenanceRequestsService } from './requests.service.ts';

const tags = ['maintenance requests'];
const errors = REQUEST_ERRORS;

const ShortCodeParamsSchema = z.object({ shortCode: z.string().max(40) });
const RequestPhotoParamsSchema = z.object({ id: IdSchema, photoId: IdSchema });

/** The parts of a multipart body, one at a time as they arrive. */
async function* formParts(request: FastifyRequest): AsyncGenerator<IncomingPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { filename: part.filename, stream: part.file };
    else yield { field: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
  }
}

export function maintenanceRequestsRoutes(deps: {
  requests: MaintenanceRequestsService;
}): FastifyPluginAsyncZod {
  const { requests } = deps;
  return async function routes(app) {
    // Encapsulated: only the public report below accepts multipart bodies. One file more than
    // allowed and one byte over the photo limit, so the service's own checks answer with a reason.
    await app.register(multipart, {
      limits: {
        fileSize: PHOTO_MAX_BYTES + 1,
        files: PUBLIC_REQUEST_PHOTOS_MAX + 1,
        fields: 10,
        parts: 20,
        fieldSize: 8 * 1024,
      },
    });

    app.get(
      '/public/equipment/:shortCode',
      {
        // Decision 033: anyone who scans a label, signed out.
        config: { isPublic: true },
        schema: {
          tags,
          summary: "A label's unit: its name and store only (public; 404 for any unknown code)",
          security: [],
          params: ShortCodeParamsSchema,
          response: { 200: PublicEquipmentSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => requests.publicUnit(request.params.shortCode),
    );

    app.post(
      '/public/requests',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary: 'Report a problem from a label (public, multipart/form-data)',
          description: `Text fields shortCode, description, reporterName, reporterPhone, then up to ${String(PUBLIC_REQUEST_PHOTOS_MAX)} image files in \`photos\` (JPEG, PNG, GIF or WebP by content, ${String(PHOTO_MAX_BYTES / 1024 / 1024)} MB each). The text fields must come before the photos: the fields, the code (404 when unknown) and the address's limit are checked before any photo byte is stored (400 for a field after a photo). At most ${String(PUBLIC_REQUESTS_PER_HOUR)} reports an hour from one client address (429), counted under a lock so reports sent at once cannot pass it. A report is never refused because of its unit: on a unit with an open request it is attached to that request as a note and answers \`isAttached: true\` with the message '${REPORT_ATTACHED_MESSAGE}'. Answers nothing else about the unit or the request.`,
          security: [],
          consumes: ['multipart/form-data'],
          response: {
            201: PublicRequestCreatedSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            429: ErrorBodySchema,
            507: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const contentType = request.headers['content-type'] ?? '';
        if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) {
          return reply.code(415).send({
            error: 'Send the report as a multipart form',
            code: 'UNSUPPORTED_MEDIA_TYPE',
          });
        }
        if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType)) {
          throw badRequest('A multipart/form-data body needs a boundary parameter');
        }
        // request.ip is the address the trusted proxies give (TRUST_PROXY, decision 012).
        return reply.code(201).send(await requests.submit(formParts(request), request.ip));
      },
    );

    app.get(
      '/requests/units/:shortCode',
      {
        preValidation: requirePermission(canDecideRequests),
        schema: {
          tags,
          summary:
            "A label's unit for a signed-in admin or its store's manager (the label address opens the create form with it); 404 otherwise",
          params: ShortCodeParamsSchema,
          response: { 200: TicketEquipmentSchema, ...errors },
        },
      },
      async (request) => requests.labelUnit(currentUser(request), request.params.shortCode),
    );

    app.get(
      '/requests',
      {
        config: { isCacheable: true },
        preValidation: requirePermission(canDecideRequests),
        schema: {
          tags,
          summary:
            "Problem reports from labels, pending by default, newest first (admins: every store's; managers: their store's)",
          querystring: RequestListQuerySchema,
          response: { 200: RequestListSchema, ...errors },
        },
      },
      async (request) => requests.list(currentUser(request), request.query.status),
    );

    app.post(
      '/requests/:id/approve',
      {
        preValidation: requirePermission(canDecideRequests),
        schema: {
          tags,
          summary:
            "Approve a request into a ticket at the unit's store and category, its photos carried over; answers the ticket",
          params: IdParamsSchema,
          body: ApproveRequestInputSchema,
          response: { 201: TicketSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await requests.approve(currentUser(request), request.params.id, request.body)),
    );

    app.post(
      '/requests/:id/decline',
      {
        preValidation: requirePermission(canDecideRequests),
        schema: {
          tags,
          summary: 'Decline a request with a reason',
          params: IdParamsSchema,
          body: DeclineRequestInputSchema,
          response: { 204: z.null().describe('Declined'), ...errors, 409: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        await requests.decline(currentUser(request), request.params.id, request.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/requests/:id/photos/:photoId',
      {
        preValidation: requirePermission(canDecideRequests),
        schema: {
          tags,
          summary: 'The bytes of one photo of a request (those who may see the request)',
          params: RequestPhotoParamsSchema,
          produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
          response: { 200: z.unknown().describe('The image'), ...errors },
        },
      },
      async (request, reply) => {
        const photo = await requests.readPhoto(
          currentUser(request),
          request.params.id,
          request.params.photoId,
        );
        return sendPhoto(reply, photo);
      },
    );
  };
}
