import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageCertifications } from '#contract/policies/certifications.ts';
import {
  CertificationSchema,
  CertificationsQuerySchema,
  CreateCertificationInputSchema,
  UpdateCertificationInputSchema,
} from '#contract/schemas/certification.ts';
import { IdParamsSchema, OkSchema } from '#contract/schemas/common.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { CertificationsService } from './certifications.service.ts';

const tags = ['certifications'];
const errors = REQUEST_ERRORS;

export function certificationsRoutes(deps: {
  certifications: CertificationsService;
}): FastifyPluginAsyncZod {
  const { certifications } = deps;
  return async function routes(app) {
    // Every certifications call is admin only; non-admins are refused before their input is read.
    app.addHook('preValidation', requirePermission(canManageCertifications));

    app.get(
      '/certifications',
      {
        schema: {
          tags,
          summary:
            "A user's certifications (?userId=), or everyone's; expired ones are flagged (admin)",
          querystring: CertificationsQuerySchema,
          response: { 200: z.array(CertificationSchema), ...errors },
        },
      },
      async (request) => certifications.list(currentUser(request), request.query),
    );

    app.post(
      '/certifications',
      {
        schema: {
          tags,
          summary: 'Add a certification to a user (admin)',
          body: CreateCertificationInputSchema,
          response: { 201: CertificationSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await certifications.create(currentUser(request), request.body)),
    );

    app.put(
      '/certifications/:id',
      {
        schema: {
          tags,
          summary: 'Replace a certification; an absent or empty expirationDate clears it (admin)',
          params: IdParamsSchema,
          body: UpdateCertificationInputSchema,
          response: { 200: CertificationSchema, ...errors },
        },
      },
      async (request) =>
        certifications.update(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      '/certifications/:id',
      {
        schema: {
          tags,
          summary: 'Delete a certification (admin)',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...errors },
        },
      },
      async (request) => {
        await certifications.remove(currentUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
