import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { SessionUser } from '#contract/schemas/auth.ts';
import { IdParamsSchema, OkSchema } from '#contract/schemas/common.ts';

import { WRITE_ERRORS } from './error-responses.ts';
import { currentUser, requirePermission } from './session.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface WritableService<Input, Row> {
  create(actor: SessionUser, input: Input): Promise<Row>;
  update(actor: SessionUser, id: string, input: Input): Promise<Row>;
  remove(actor: SessionUser, id: string): Promise<void>;
}

interface AdminWrites<Input, Row> {
  /** The collection's path ('/categories'); one item is `${path}/:id`. */
  path: string;
  tags: string[];
  /** Who may write; the others are refused before their body is even read. */
  permission: (user: SessionUser) => boolean;
  input: z.ZodType<Input>;
  row: z.ZodType<Row>;
  summaries: { create: string; update: string; remove: string };
  service: WritableService<Input, Row>;
}

/**
 * The create (POST, 201), replace (PUT) and delete routes of a list an admin keeps (stores,
 * categories, vendors): the same guard, bodies and answers for each.
 */
export function registerAdminWrites<Input, Row>(app: App, writes: AdminWrites<Input, Row>): void {
  const { path, tags, summaries, service } = writes;
  const preValidation = requirePermission(writes.permission);
  // The route validates the body with `input` before the handler runs: it is an Input there.
  const input: z.ZodType = writes.input;
  const row: z.ZodType = writes.row;
  app.post(
    path,
    {
      preValidation,
      schema: {
        tags,
        summary: summaries.create,
        body: input,
        response: { 201: row, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentUser(request), request.body as Input)),
  );
  app.put(
    `${path}/:id`,
    {
      preValidation,
      schema: {
        tags,
        summary: summaries.update,
        params: IdParamsSchema,
        body: input,
        response: { 200: row, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      service.update(currentUser(request), request.params.id, request.body as Input),
  );
  app.delete(
    `${path}/:id`,
    {
      preValidation,
      schema: {
        tags,
        summary: summaries.remove,
        params: IdParamsSchema,
        response: { 200: OkSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );
}
