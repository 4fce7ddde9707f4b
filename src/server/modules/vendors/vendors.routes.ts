import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageVendors } from '#contract/policies/vendors.ts';
import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  VendorInputSchema,
  VendorListQuerySchema,
  VendorSchema,
  VendorSettingsSchema,
} from '#contract/schemas/vendor.ts';

import { checkedJsonRows } from '../../lib/streamed-answer.ts';
import { registerAdminWrites } from '../../plugins/admin-writes.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { VendorsService } from './vendors.service.ts';

const tags = ['vendors'];
const readErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export function vendorsRoutes(deps: {
  vendors: VendorsService;
  /** AppConfig.checksAnswers: the list's text checked against its contract as it is sent. */
  checksAnswers: boolean;
}): FastifyPluginAsyncZod {
  const { vendors, checksAnswers } = deps;
  return async function routes(app) {
    // Cut 59: the list comes as JSON text from the database and is sent as it is; where answers
    // are checked (tests, development) its rows are checked against the contract and must be the
    // checking serializer's text byte for byte (checkedJsonRows), or the request fails.
    const checkedRows = checksAnswers
      ? checkedJsonRows(VendorSchema, { log: app.log, route: 'GET /api/vendors' })
      : undefined;

    // Every vendors call is the admins'; others are refused before their body is read.
    const adminsOnly = requirePermission(canManageVendors);

    app.get(
      '/vendors',
      {
        preValidation: adminsOnly,
        // Cut 59: kept by the read cache like the other lists (every write, a vendor's, a store's,
        // a trade's or the portal's language switch, forgets it before its answer leaves).
        config: { isCacheable: true },
        schema: {
          tags,
          summary: 'The outside vendors (admin)',
          description:
            'By name. With `locationId` and `categoryId`, only the vendors serving that store and trade, ' +
            'with their `rank` there, first call first. `includeInactive=false` hides inactive vendors.',
          querystring: VendorListQuerySchema,
          response: {
            200: z.array(VendorSchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const body = await vendors.listJson(currentUser(request), request.query);
        const text = checkedRows ? `[${checkedRows(body.slice(1, -1)) ?? ''}]` : body;
        // The text is the answer (a string with a JSON type is sent as it is, not serialized).
        return reply.type('application/json; charset=utf-8').send(text as never);
      },
    );

    app.get(
      '/vendors/:id',
      {
        preValidation: adminsOnly,
        schema: {
          tags,
          summary: 'One vendor (admin)',
          params: IdParamsSchema,
          response: { 200: VendorSchema, 400: ErrorBodySchema, ...readErrors },
        },
      },
      async (request) => vendors.get(currentUser(request), request.params.id),
    );

    registerAdminWrites(app, {
      path: '/vendors',
      tags,
      permission: canManageVendors,
      input: VendorInputSchema,
      row: VendorSchema,
      summaries: {
        create: 'Add a vendor with its trades and coverage (admin)',
        update: 'Replace a vendor, its trades and its coverage as a whole (admin)',
        remove: 'Delete a vendor never dispatched (admin); one with dispatches is made inactive',
      },
      service: vendors,
    });

    app.get(
      '/settings/vendors',
      {
        preValidation: adminsOnly,
        schema: {
          tags: ['settings'],
          summary: "The chain's vendor settings: currency, NTE ceiling, hours to accept (admin)",
          response: { 200: VendorSettingsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => vendors.getSettings(currentUser(request)),
    );

    app.put(
      '/settings/vendors',
      {
        preValidation: adminsOnly,
        schema: {
          tags: ['settings'],
          summary: "Change the chain's vendor settings (admin)",
          body: VendorSettingsSchema,
          response: {
            200: VendorSettingsSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => vendors.updateSettings(currentUser(request), request.body),
    );
  };
}
