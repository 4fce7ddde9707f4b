import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManagePayroll, canViewPayPeriods } from '#contract/policies/payroll.ts';
import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  CreatePayPeriodInputSchema,
  LockPayPeriodInputSchema,
  PayPeriodSchema,
  PayrollExportQuerySchema,
  UnlockPayPeriodInputSchema,
} from '#contract/schemas/timesheet.ts';

import { REQUEST_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { PayPeriodsService } from './pay-periods.service.ts';
import type { PayrollExportService } from './payroll-export.service.ts';

// Decision 035 §7–§8: pay periods (admins and managers see them; admins add, lock and
// unlock them) and the payroll CSV (admins).

export const PAY_PERIODS_VIEW_MESSAGE = 'Only admins and managers can see pay periods';
export const PAY_PERIODS_ADMIN_MESSAGE = 'Only admins can manage pay periods and export payroll';

const tags = ['payroll'];
const CSV_CONTENT_TYPE = 'text/csv';

// Other roles are refused before the body is read, with one text per rule.
const adminOnly = requirePermission(canManagePayroll, PAY_PERIODS_ADMIN_MESSAGE);

export function payrollRoutes(deps: {
  payPeriods: PayPeriodsService;
  payrollExport: PayrollExportService;
}): FastifyPluginAsyncZod {
  const { payPeriods, payrollExport } = deps;
  const errors = {
    ...WRITE_ERRORS,
  };
  return async function routes(app) {
    app.get(
      '/pay-periods',
      {
        preValidation: requirePermission(canViewPayPeriods, PAY_PERIODS_VIEW_MESSAGE),
        schema: {
          tags,
          summary:
            'Stored pay periods, newest first; the current and previous scheduled ones are kept stored (admin, manager)',
          response: { 200: z.array(PayPeriodSchema), 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async () => payPeriods.list(),
    );

    app.post(
      '/pay-periods',
      {
        preValidation: adminOnly,
        schema: {
          tags,
          summary: 'Add a pay period of at most 31 days that overlaps no stored one (admin)',
          body: CreatePayPeriodInputSchema,
          response: { 201: PayPeriodSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await payPeriods.create(currentUser(request), request.body)),
    );

    app.post(
      '/pay-periods/:id/lock',
      {
        preValidation: adminOnly,
        schema: {
          tags,
          summary:
            'Lock a pay period that has ended and has no open session; its time can no longer change (admin)',
          params: IdParamsSchema,
          // Locking may say why; an empty body is fine.
          body: LockPayPeriodInputSchema.nullish(),
          response: { 200: PayPeriodSchema, ...errors },
        },
      },
      async (request) =>
        payPeriods.lock(currentUser(request), request.params.id, request.body?.reason ?? null),
    );

    app.post(
      '/pay-periods/:id/unlock',
      {
        preValidation: adminOnly,
        schema: {
          tags,
          summary: 'Unlock a locked pay period, with a reason that is kept (admin)',
          params: IdParamsSchema,
          body: UnlockPayPeriodInputSchema,
          response: { 200: PayPeriodSchema, ...errors },
        },
      },
      async (request) =>
        payPeriods.unlock(currentUser(request), request.params.id, request.body.reason),
    );

    app.get(
      '/payroll/export.csv',
      {
        preValidation: adminOnly,
        schema: {
          tags,
          summary:
            'The payroll CSV of a pay period that has ended: one row per technician; only approved weeks count unless includeUnapproved=true (admin). 409 PERIOD_NOT_ENDED before its last day is over, PERIOD_HAS_NO_TIME when nobody has time in it.',
          produces: [CSV_CONTENT_TYPE],
          querystring: PayrollExportQuerySchema,
          response: {
            200: z.unknown().describe('The CSV file'),
            ...REQUEST_ERRORS,
            409: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { filename, csv } = await payrollExport.exportCsv(
          request.query.payPeriodId,
          request.query.includeUnapproved,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(csv, 'utf8'));
      },
    );
  };
}
