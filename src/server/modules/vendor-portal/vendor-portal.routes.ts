import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema, OkSchema } from '#contract/schemas/common.ts';
import {
  INVOICE_FILE_MAX_BYTES,
  PORTAL_DISPATCH_REVOKED_MESSAGE,
  PORTAL_LINK_INVALID_MESSAGE,
  PORTAL_PHOTOS_MAX,
  PORTAL_REQUESTS_PER_MINUTE,
  PortalAcceptInputSchema,
  PortalCheckOutInputSchema,
  PortalDeclineInputSchema,
  PortalLanguageInputSchema,
  PortalNoteInputSchema,
  PortalPhotoParamsSchema,
  PortalTokenParamsSchema,
  VendorPortalViewSchema,
} from '#contract/schemas/vendor-portal.ts';

import { badRequest } from '../../lib/app-error.ts';
import { sendPhoto } from '../../lib/send-photo.ts';
import type { IncomingPart } from '../photos/photos.service.ts';
import type { VendorPortalService } from './vendor-portal.service.ts';

const tags = ['vendor portal'];

const TOKEN_RULES = `No session: the token in the address is the only authority. A malformed, unknown, expired (30 days after the due-by unless an admin renewed it) or long-closed token answers 404 '${PORTAL_LINK_INVALID_MESSAGE}'; a revoked dispatch 410 '${PORTAL_DISPATCH_REVOKED_MESSAGE}'; at most ${String(PORTAL_REQUESTS_PER_MINUTE)} calls a minute from one client address (429).`;

const readErrors = {
  404: ErrorBodySchema,
  410: ErrorBodySchema,
  429: ErrorBodySchema,
};
const actionErrors = {
  400: ErrorBodySchema,
  ...readErrors,
  409: ErrorBodySchema,
};

/** The parts of a multipart body, one at a time as they arrive. */
async function* formParts(request: FastifyRequest): AsyncGenerator<IncomingPart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { filename: part.filename, stream: part.file };
    else yield { field: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
  }
}

function assertMultipart(request: FastifyRequest): void {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) {
    throw badRequest('Send this as a multipart form');
  }
  if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType)) {
    throw badRequest('A multipart/form-data body needs a boundary parameter');
  }
}

/** Decision 037: the vendor's side of a dispatch, reached by its token alone. */
export function vendorPortalRoutes(deps: { portal: VendorPortalService }): FastifyPluginAsyncZod {
  const { portal } = deps;
  return async function routes(app) {
    // Encapsulated: the invoice and photo uploads below accept multipart bodies. One byte over the
    // limit so the service's own checks refuse a large file with a reason.
    await app.register(multipart, {
      limits: {
        fileSize: INVOICE_FILE_MAX_BYTES + 1,
        files: PORTAL_PHOTOS_MAX + 1,
        fields: 10,
        parts: 30,
        fieldSize: 8 * 1024,
      },
    });

    app.get(
      '/vendor-portal/:token',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary:
            "The vendor's page of one dispatch: the job, its status, visits, notes, invoice and the actions allowed now (public)",
          description: TOKEN_RULES,
          security: [],
          params: PortalTokenParamsSchema,
          response: { 200: VendorPortalViewSchema, ...readErrors },
        },
      },
      async (request) => portal.get(request.params.token, request.ip),
    );

    app.put(
      '/vendor-portal/:token/language',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary:
            "Keep the language the vendor switched the portal to: their dispatch e-mails' language (public)",
          description: TOKEN_RULES,
          security: [],
          params: PortalTokenParamsSchema,
          body: PortalLanguageInputSchema,
          response: { 200: OkSchema, 400: ErrorBodySchema, ...readErrors },
        },
      },
      async (request) => {
        await portal.setLanguage(request.params.token, request.body.language, request.ip);
        return { ok: true as const };
      },
    );

    app.post(
      '/vendor-portal/:token/accept',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary: 'Accept the dispatch with an ETA (future, within 30 days); sent → accepted',
          description: `${TOKEN_RULES} Out of order: 409 DISPATCH_OUT_OF_ORDER.`,
          security: [],
          params: PortalTokenParamsSchema,
          body: PortalAcceptInputSchema,
          response: { 200: VendorPortalViewSchema, ...actionErrors },
        },
      },
      async (request) => portal.accept(request.params.token, request.body, request.ip),
    );

    app.post(
      '/vendor-portal/:token/decline',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary: 'Decline the dispatch with a reason (before the work starts); closes it',
          description: `${TOKEN_RULES} Out of order: 409 DISPATCH_OUT_OF_ORDER.`,
          security: [],
          params: PortalTokenParamsSchema,
          body: PortalDeclineInputSchema,
          response: { 200: VendorPortalViewSchema, ...actionErrors },
        },
      },
      async (request) => portal.decline(request.params.token, request.body, request.ip),
    );

    app.post(
      '/vendor-portal/:token/check-in',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary: 'Check in on site (the server stamps the time); accepted → on-site',
          description: `${TOKEN_RULES} Out of order: 409 DISPATCH_OUT_OF_ORDER.`,
          security: [],
          params: PortalTokenParamsSchema,
          response: { 200: VendorPortalViewSchema, ...actionErrors },
        },
      },
      async (request) => portal.checkIn(request.params.token, request.ip),
    );

    app.post(
      '/vendor-portal/:token/check-out',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary:
            "Check out: 'work-done' → work-done; 'needs-more-work' → accepted and the ticket back to open",
          description: `${TOKEN_RULES} Out of order: 409 DISPATCH_OUT_OF_ORDER.`,
          security: [],
          params: PortalTokenParamsSchema,
          body: PortalCheckOutInputSchema,
          response: { 200: VendorPortalViewSchema, ...actionErrors },
        },
      },
      async (request) => portal.checkOut(request.params.token, request.body, request.ip),
    );

    app.post(
      '/vendor-portal/:token/invoice',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary:
            'Submit the invoice (multipart/form-data): approved at once within the NTE, else invoiced until an admin approves',
          description: `Text fields \`number\`, \`amount\` (cents), \`labourHours\` (0–1000), \`parts\`; the file in \`file\`: PDF, JPEG, PNG or WebP by content (400 otherwise), at most ${String(INVOICE_FILE_MAX_BYTES / 1024 / 1024)} MB (413). ${TOKEN_RULES} Before the work is done: 409 DISPATCH_OUT_OF_ORDER.`,
          security: [],
          params: PortalTokenParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: VendorPortalViewSchema, ...actionErrors, 413: ErrorBodySchema },
        },
      },
      async (request) => {
        assertMultipart(request);
        return portal.submitInvoice(request.params.token, formParts(request), request.ip);
      },
    );

    app.post(
      '/vendor-portal/:token/notes',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary: 'Add a note for the chain (from acceptance until the dispatch closes)',
          description: `${TOKEN_RULES} Out of order: 409 DISPATCH_OUT_OF_ORDER.`,
          security: [],
          params: PortalTokenParamsSchema,
          body: PortalNoteInputSchema,
          response: { 200: VendorPortalViewSchema, ...actionErrors },
        },
      },
      async (request) => portal.addNote(request.params.token, request.body, request.ip),
    );

    app.post(
      '/vendor-portal/:token/photos',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary:
            "Add photos to the ticket (multipart/form-data, image files): 'after' photos once checked in",
          description: `JPEG, PNG, GIF or WebP by content, at most 10 MB each (415/413). ${TOKEN_RULES} Before acceptance or once closed: 409 DISPATCH_OUT_OF_ORDER.`,
          security: [],
          params: PortalTokenParamsSchema,
          consumes: ['multipart/form-data'],
          response: {
            200: VendorPortalViewSchema,
            ...actionErrors,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            507: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        assertMultipart(request);
        return portal.addPhotos(request.params.token, formParts(request), request.ip);
      },
    );

    app.get(
      '/vendor-portal/:token/photos/:photoId',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary: "The bytes of one of the dispatch's ticket photos",
          description: TOKEN_RULES,
          security: [],
          params: PortalPhotoParamsSchema,
          produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
          response: { 200: z.unknown().describe('The image'), ...readErrors },
        },
      },
      async (request, reply) =>
        sendPhoto(
          reply,
          await portal.readPhoto(request.params.token, request.params.photoId, request.ip),
        ),
    );

    app.get(
      '/vendor-portal/:token/invoice-file',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary: 'The invoice file the vendor submitted (404 before there is one)',
          description: TOKEN_RULES,
          security: [],
          params: PortalTokenParamsSchema,
          produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
          response: { 200: z.unknown().describe('The file'), ...readErrors },
        },
      },
      async (request, reply) =>
        sendPhoto(reply, await portal.readInvoiceFile(request.params.token, request.ip)),
    );
  };
}
