import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManageEquipment } from '#contract/policies/equipment.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import {
  EQUIPMENT_IMPORT_MAX_BYTES,
  EquipmentImportQuerySchema,
  EquipmentImportResultSchema,
} from '#contract/schemas/equipment.ts';

import { badRequest } from '../../lib/app-error.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { EquipmentImportService } from './equipment-import.service.ts';

const tags = ['equipment'];
const CSV_CONTENT_TYPE = 'text/csv';

export function equipmentImportRoutes(deps: {
  equipmentImport: EquipmentImportService;
}): FastifyPluginAsyncZod {
  const { equipmentImport } = deps;
  return async function routes(app) {
    // CSV bodies are accepted by this plugin's routes only; nowhere else reads text/csv. A text/csv
    // POST is not a CORS-simple request, so the browser's preflight still guards it.
    app.addContentTypeParser(
      CSV_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: EQUIPMENT_IMPORT_MAX_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );

    app.post(
      '/equipment/import',
      {
        // Non-admins are refused before their file is even read.
        preValidation: requirePermission(canManageEquipment),
        bodyLimit: EQUIPMENT_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Import equipment from a CSV (text/csv body, header: name, store, category, make, model, serial, install date, warranty end, warranty provider); ?dryRun=true only checks (admin)',
          consumes: [CSV_CONTENT_TYPE],
          querystring: EquipmentImportQuerySchema,
          response: {
            200: EquipmentImportResultSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            409: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        if (typeof request.body !== 'string') {
          throw badRequest('Send the CSV file as the body, with Content-Type text/csv');
        }
        return equipmentImport.import(currentUser(request), request.body, request.query.dryRun);
      },
    );

    app.get(
      '/equipment/export.csv',
      {
        preValidation: requirePermission(canManageEquipment),
        schema: {
          tags,
          summary:
            'The equipment register as CSV: the import columns plus status and short code (admin)',
          produces: [CSV_CONTENT_TYPE],
          response: {
            200: z.unknown().describe('The CSV file'),
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (_request, reply) => {
        // Streamed (issue 37); a failure of the first page still answers a JSON error.
        const csv = await equipmentImport.exportCsv();
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="equipment.csv"')
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}
