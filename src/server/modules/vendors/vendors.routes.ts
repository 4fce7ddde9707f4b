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

import { registerAdminWrites } from '../../plugins/admin-writes.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { VendorsService } from './vendors.service.ts';

const tags = ['vendors'];
const readErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export function vendorsRoutes(deps: { vendors: VendorsService }): FastifyPluginAsyncZod {
  const { vendors } = deps;
  return async function routes(app) {
    // Every vendors call is the admins'; others are refused before their body is read.
    const adminsOnly = requirePermission(canManageVendors);

    app.get(
      '/vendors',
      {
        preValidation: adminsOnly,
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
      async (request) => vendors.list(currentUser(request), request.query),
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
