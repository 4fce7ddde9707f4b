import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  CorrectionRequestInputSchema,
  CorrectionRequestSchema,
  CreateTimeSessionInputSchema,
  PatchTimeSessionInputSchema,
  TimeSessionChangeSchema,
} from '#contract/schemas/time-correction.ts';
import { TimeSessionSchema } from '#contract/schemas/time-session.ts';

import { WRITE_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser } from '../../plugins/session.ts';
import type { TimeSessionCorrectionsService } from './time-session-corrections.service.ts';

// Decision 035 §6: corrections of time sessions, their history and correction requests.

const TAGS = ['time-clock'];
const errors = WRITE_ERRORS;

export function timeSessionCorrectionsRoutes(deps: {
  corrections: TimeSessionCorrectionsService;
}): FastifyPluginAsyncZod {
  const { corrections } = deps;
  return async function routes(app) {
    app.patch(
      '/time-sessions/:id',
      {
        schema: {
          tags: TAGS,
          summary: "Correct a session's clock-in, clock-out, breaks or notes, with a reason",
          description:
            "Admins, or the manager of the technician's home store (403 otherwise; technicians 403). " +
            'Only the fields sent change; breaks replaces the list. Recorded in the session history. ' +
            '409 PERIOD_LOCKED, WEEK_APPROVED, SESSION_OVERLAP.',
          params: IdParamsSchema,
          body: PatchTimeSessionInputSchema,
          response: { 200: TimeSessionSchema, ...errors },
        },
      },
      async (request) => corrections.correct(currentUser(request), request.params.id, request.body),
    );

    app.post(
      '/time-sessions',
      {
        schema: {
          tags: TAGS,
          summary: 'Add a missed session for someone, with a reason',
          description:
            "Admins, or the manager of the technician's home store. The session is closed, in the " +
            "past, and does not overlap the person's others; a ticket must be assigned to them.",
          body: CreateTimeSessionInputSchema,
          response: { 201: TimeSessionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = await corrections.create(currentUser(request), request.body);
        return reply.code(201).send(session);
      },
    );

    app.get(
      '/time-sessions/:id/history',
      {
        schema: {
          tags: TAGS,
          summary: "A session's changes, oldest first",
          description:
            "Admins, the manager of the owner's home store and the owner; 404 for anyone else.",
          params: IdParamsSchema,
          response: {
            200: z.array(TimeSessionChangeSchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => corrections.history(currentUser(request), request.params.id),
    );

    app.post(
      '/time-sessions/:id/correction-requests',
      {
        schema: {
          tags: TAGS,
          summary: 'Ask for a correction of one of your own sessions',
          description:
            "The session's owner only (403 otherwise). Admins and the managers of the owner's home " +
            'store are notified. 409 PERIOD_LOCKED inside a locked pay period.',
          params: IdParamsSchema,
          body: CorrectionRequestInputSchema,
          response: { 201: CorrectionRequestSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await corrections.requestCorrection(
          currentUser(request),
          request.params.id,
          request.body,
        );
        return reply.code(201).send(created);
      },
    );
  };
}
