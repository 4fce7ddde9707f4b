import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageUsers } from '#contract/policies/users.ts';
import { ErrorBodySchema, IdParamsSchema, OkSchema } from '#contract/schemas/common.ts';
import { CreateUserInputSchema } from '#contract/schemas/password-inputs.ts';
import {
  ManagedUserSchema,
  ResetPasswordResultSchema,
  UpdateUserInputSchema,
  UserTicketCountsSchema,
} from '#contract/schemas/user.ts';

import { WRITE_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { UsersService } from './users.service.ts';

const tags = ['users'];
const writeErrors = WRITE_ERRORS;

export function usersRoutes(deps: { users: UsersService }): FastifyPluginAsyncZod {
  const { users } = deps;
  return async function routes(app) {
    // Every users call is admin only; non-admins are refused before their body is read.
    app.addHook('preValidation', requirePermission(canManageUsers));

    app.get(
      '/users',
      {
        schema: {
          tags,
          summary: 'Every user, by name (admin); never a password',
          response: { 200: z.array(ManagedUserSchema), 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => users.list(currentUser(request)),
    );

    app.get(
      '/users/ticket-counts',
      {
        config: { isCacheable: true },
        schema: {
          tags,
          summary: 'Tickets assigned to each user, active and in all (admin; issue 36)',
          description: 'Active: assigned and not completed. Users with no tickets count 0.',
          response: {
            200: z.array(UserTicketCountsSchema),
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => users.ticketCounts(currentUser(request)),
    );

    app.post(
      '/users',
      {
        schema: {
          tags,
          summary: 'Create a user who should change the password at first sign-in (admin)',
          body: CreateUserInputSchema,
          response: { 201: ManagedUserSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await users.create(currentUser(request), request.body)),
    );

    app.put(
      '/users/:id',
      {
        schema: {
          tags,
          summary: 'Change a user’s name, role, status or store; the username is read-only (admin)',
          params: IdParamsSchema,
          body: UpdateUserInputSchema,
          response: { 200: ManagedUserSchema, ...writeErrors },
        },
      },
      async (request) => users.update(currentUser(request), request.params.id, request.body),
    );

    app.post(
      '/users/:id/reset-password',
      {
        // Decision 039: the temporary password is never kept for an Idempotency-Key replay (409).
        config: { hasSecretAnswer: true },
        schema: {
          tags,
          summary:
            'Give a user a generated temporary password, shown once; they must change it at the next sign-in and their sessions end (admin)',
          params: IdParamsSchema,
          response: { 200: ResetPasswordResultSchema, ...writeErrors },
        },
      },
      async (request) => users.resetPassword(currentUser(request), request.params.id),
    );

    app.delete(
      '/users/:id',
      {
        schema: {
          tags,
          summary: 'Delete a user and end their sessions (admin)',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...writeErrors },
        },
      },
      async (request) => {
        await users.remove(currentUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
