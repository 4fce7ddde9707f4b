import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canReviewTechnicianSignups } from '#contract/policies/technician-signups.ts';
import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  ApprovedTechnicianSignupSchema,
  ApproveTechnicianSignupInputSchema,
  TechnicianSignupInputSchema,
  TechnicianSignupSchema,
  TechnicianSignupsQuerySchema,
} from '#contract/schemas/technician-signup.ts';

import { WRITE_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { TechnicianSignupsService } from './technician-signups.service.ts';

const tags = ['technician signups'];
const adminErrors = WRITE_ERRORS;

export function technicianSignupsRoutes(deps: {
  signups: TechnicianSignupsService;
}): FastifyPluginAsyncZod {
  const { signups } = deps;
  return async function routes(app) {
    app.post(
      '/technician-signups',
      {
        // An applicant has no account yet.
        config: { isPublic: true },
        schema: {
          tags,
          summary: 'Apply as a technician; stored as pending until an admin reviews it (public)',
          security: [],
          body: TechnicianSignupInputSchema,
          response: {
            201: TechnicianSignupSchema,
            400: ErrorBodySchema,
            409: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await signups.submit(request.body, { ip: request.ip })),
    );

    app.get(
      '/technician-signups',
      {
        preValidation: requirePermission(canReviewTechnicianSignups),
        schema: {
          tags,
          summary: 'Technician applications, pending ones by default, newest first (admin)',
          querystring: TechnicianSignupsQuerySchema,
          response: { 200: z.array(TechnicianSignupSchema), ...adminErrors },
        },
      },
      async (request) => signups.list(currentUser(request), request.query),
    );

    app.post(
      '/technician-signups/:id/approve',
      {
        preValidation: requirePermission(canReviewTechnicianSignups),
        schema: {
          tags,
          summary:
            'Approve an application: creates an active technician with the chosen username, a temporary password and the certifications (admin)',
          params: IdParamsSchema,
          body: ApproveTechnicianSignupInputSchema,
          response: { 200: ApprovedTechnicianSignupSchema, ...adminErrors },
        },
      },
      async (request) => signups.approve(currentUser(request), request.params.id, request.body),
    );

    app.post(
      '/technician-signups/:id/reject',
      {
        preValidation: requirePermission(canReviewTechnicianSignups),
        schema: {
          tags,
          summary: 'Reject an application (admin)',
          params: IdParamsSchema,
          response: { 200: TechnicianSignupSchema, ...adminErrors },
        },
      },
      async (request) => signups.reject(currentUser(request), request.params.id),
    );
  };
}
