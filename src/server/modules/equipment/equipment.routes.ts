import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageEquipment } from '#contract/policies/equipment.ts';
import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  CreateEquipmentInputSchema,
  EquipmentHistoryQuerySchema,
  EquipmentHistorySchema,
  EquipmentLabelsQuerySchema,
  EquipmentLabelsSchema,
  EquipmentListQuerySchema,
  EquipmentListSchema,
  EquipmentSchema,
  UpdateEquipmentInputSchema,
} from '#contract/schemas/equipment.ts';
import { PHOTO_MAX_BYTES } from '#contract/schemas/ticket.ts';

import { badRequest } from '../../lib/app-error.ts';
import { precompiledOkSerializerCompiler } from '../../plugins/precompiled-serializer.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import { sendPhoto } from '../../lib/send-photo.ts';
import type { EquipmentService, IncomingEquipmentPart } from './equipment.service.ts';

const tags = ['equipment'];
const readErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const writeErrors = { 400: ErrorBodySchema, ...readErrors, 409: ErrorBodySchema };

async function* uploadParts(request: FastifyRequest): AsyncGenerator<IncomingEquipmentPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { filename: part.filename, stream: part.file };
    else yield { field: part.fieldname };
  }
}

export function equipmentRoutes(deps: {
  equipment: EquipmentService;
  /** config.linkOrigin: PUBLIC_ORIGIN or the server's own address, never the Host header. */
  linkOrigin: string | undefined;
  /** AppConfig.checksAnswers: the register and histories checked against their contract instead of precompiled. */
  checksAnswers: boolean;
}): FastifyPluginAsyncZod {
  const { equipment, linkOrigin } = deps;
  return async function routes(app) {
    // Encapsulated: only the photo upload below accepts multipart bodies. Two files so a second
    // one reaches the service, which refuses it by name rather than by a parser limit.
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES + 1, files: 2, fields: 10, parts: 12 },
    });

    app.get(
      '/equipment',
      {
        // The register with its counts per status: reused per user and address until any write
        // (decisions 007 and 008; issue 37 found it computed afresh on every load).
        config: { isCacheable: true },
        // Pages of units, written by a serializer compiled from the contract in production (decision 042).
        serializerCompiler: precompiledOkSerializerCompiler(app.log, deps.checksAnswers),
        schema: {
          tags,
          summary: 'The equipment register, filtered, with counts per status',
          description:
            'Admins see every unit, managers their store’s, technicians only the units of tickets assigned to them. Without `status`, units in service and down.',
          querystring: EquipmentListQuerySchema,
          response: { 200: EquipmentListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request) => equipment.list(currentUser(request), request.query),
    );

    app.post(
      '/equipment',
      {
        preValidation: requirePermission(canManageEquipment),
        schema: {
          tags,
          summary: 'Add a unit (admin)',
          body: CreateEquipmentInputSchema,
          response: { 201: EquipmentSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await equipment.create(currentUser(request), request.body)),
    );

    // A static path: registered like the others, it wins over `/equipment/:id` (find-my-way).
    app.get(
      '/equipment/labels',
      {
        schema: {
          tags,
          summary: 'The units of a store (or every store) for a printable label sheet',
          description:
            'Admins any store, managers their own. Units not retired, by store and name; `url` is what each QR code encodes, on PUBLIC_ORIGIN or the address the server listens on (never the request’s Host header). 409 when neither names an address (HOST is 0.0.0.0 and PUBLIC_ORIGIN is unset).',
          querystring: EquipmentLabelsQuerySchema,
          response: {
            200: EquipmentLabelsSchema,
            400: ErrorBodySchema,
            ...readErrors,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) => equipment.labels(currentUser(request), request.query.store, linkOrigin),
    );

    app.get(
      '/equipment/:id',
      {
        schema: {
          tags,
          summary: 'One unit',
          params: IdParamsSchema,
          response: { 200: EquipmentSchema, 400: ErrorBodySchema, ...readErrors },
        },
      },
      async (request) => equipment.get(currentUser(request), request.params.id),
    );

    app.put(
      '/equipment/:id',
      {
        preValidation: requirePermission(canManageEquipment),
        schema: {
          tags,
          summary: 'Replace a unit’s record (admin); status retired retires it',
          params: IdParamsSchema,
          body: UpdateEquipmentInputSchema,
          response: { 200: EquipmentSchema, ...writeErrors },
        },
      },
      async (request) => equipment.update(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      '/equipment/:id',
      {
        preValidation: requirePermission(canManageEquipment),
        schema: {
          tags,
          summary: 'Retire a unit (admin): it stays in history and on its tickets',
          params: IdParamsSchema,
          response: { 200: EquipmentSchema, ...writeErrors },
        },
      },
      async (request) => equipment.retire(currentUser(request), request.params.id),
    );

    app.get(
      '/equipment/:id/history',
      {
        // A page of the unit's tickets (2,000 on the bench's busiest): reused like the register.
        config: { isCacheable: true },
        serializerCompiler: precompiledOkSerializerCompiler(app.log, deps.checksAnswers),
        schema: {
          tags,
          summary:
            'The unit’s tickets the caller may see, newest first, a page at a time, with time logged',
          params: IdParamsSchema,
          querystring: EquipmentHistoryQuerySchema,
          response: { 200: EquipmentHistorySchema, 400: ErrorBodySchema, ...readErrors },
        },
      },
      async (request) => equipment.history(currentUser(request), request.params.id, request.query),
    );

    app.post(
      '/equipment/:id/photo',
      {
        preValidation: requirePermission(canManageEquipment),
        schema: {
          tags,
          summary: 'Replace the unit’s photo (admin; multipart/form-data, one image)',
          description: `JPEG, PNG, GIF or WebP by content, at most ${String(PHOTO_MAX_BYTES / 1024 / 1024)} MB. Answers the unit.`,
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: {
            200: EquipmentSchema,
            ...writeErrors,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            507: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const contentType = request.headers['content-type'] ?? '';
        if (!/^multipart\/form-data\s*;\s*.*boundary=/i.test(contentType)) {
          throw badRequest('Send the image as multipart/form-data');
        }
        return equipment.uploadPhoto(currentUser(request), request.params.id, uploadParts(request));
      },
    );

    app.get(
      '/equipment/:id/photo',
      {
        schema: {
          tags,
          summary: 'The bytes of the unit’s photo (anyone who may see the unit)',
          params: IdParamsSchema,
          produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
          response: { 200: z.unknown().describe('The image'), 400: ErrorBodySchema, ...readErrors },
        },
      },
      async (request, reply) => {
        const photo = await equipment.readPhoto(currentUser(request), request.params.id);
        return sendPhoto(reply, photo);
      },
    );
  };
}
