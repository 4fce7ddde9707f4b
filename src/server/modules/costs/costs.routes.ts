import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canViewCosts } from '#contract/policies/costs.ts';
import { ErrorBodySchema, IdParamsSchema } from '#contract/schemas/common.ts';
import {
  CostRangeQuerySchema,
  CostSchema,
  ScorecardQuerySchema,
  SpendQuerySchema,
  SpendReportSchema,
  VendorScorecardSchema,
} from '#contract/schemas/spend.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import { COSTS_FORBIDDEN } from './costs.service.ts';
import type { CostsService } from './costs.service.ts';

// Decision 037 "Costs": repair costs for admins. The role is checked before validation, so other
// roles get 403 whatever the query holds.

const tags = ['costs'];

const adminOnly = requirePermission(canViewCosts, COSTS_FORBIDDEN);

const errors = REQUEST_ERRORS;

const COST_RULE =
  'Labour = Σ per time session of worked minutes × the person’s hourly cost / 60, rounded to the ' +
  'cent per session (no hourly cost counts 0; the minutes still show); vendor = Σ approved or paid ' +
  'invoices. Amounts in integer cents of the chain currency (vendor settings, USD by default).';

export function costsRoutes(deps: { costs: CostsService }): FastifyPluginAsyncZod {
  const { costs } = deps;
  return async function routes(app) {
    app.get(
      '/tickets/:id/cost',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'What a ticket cost: in-house labour and approved vendor invoices (admin)',
          description: COST_RULE,
          params: IdParamsSchema,
          response: { 200: CostSchema, ...errors },
        },
      },
      async (request) => costs.ticketCost(currentUser(request), request.params.id),
    );

    app.get(
      '/equipment/:id/cost',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'What the tickets of a unit cost, summed (admin)',
          description: COST_RULE,
          params: IdParamsSchema,
          response: { 200: CostSchema, ...errors },
        },
      },
      async (request) => costs.equipmentCost(currentUser(request), request.params.id),
    );

    app.get(
      '/locations/:id/cost',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'What the tickets of a store cost, optionally between two days (admin)',
          description: `${COST_RULE} With from and to (inclusive days, business time zone, at most 3 years apart), labour counts by the session's start day and invoices by their approval day.`,
          params: IdParamsSchema,
          querystring: CostRangeQuerySchema,
          response: { 200: CostSchema, ...errors },
        },
      },
      async (request) => costs.locationCost(currentUser(request), request.params.id, request.query),
    );

    app.get(
      '/reports/spend',
      {
        config: { isCacheable: true },
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'Repair spend by store, category or vendor and by month (admin)',
          description:
            `${COST_RULE} from and to are inclusive days in the business time zone, at most 3 years ` +
            "apart; labour counts by the session's start day and invoices by their approval day. " +
            'By vendor, rows are vendors and labour is 0. months lists every month of the range.',
          querystring: SpendQuerySchema,
          response: {
            200: SpendReportSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => costs.spend(currentUser(request), request.query),
    );

    app.get(
      '/reports/spend.csv',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary:
            'The spend report as CSV: its rows, months and total, amounts as decimals (admin)',
          produces: ['text/csv'],
          querystring: SpendQuerySchema,
          response: {
            200: z.unknown().describe('The CSV file'),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { filename, csv } = await costs.spendCsv(currentUser(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(csv, 'utf8'));
      },
    );

    app.get(
      '/vendors/:id/scorecard',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: "A vendor's scorecard over the dispatches sent to it (admin)",
          description:
            'Optional from and to (inclusive days of sending). Acceptance minutes from sending; ' +
            'onTimeRate = visited dispatches whose first check-in was at or before the due-by, ' +
            'out of the visited ones; avgOnSiteMinutes per finished visit; repeatVisits = ' +
            'dispatches for a unit this vendor was sent to within the 30 days before, ' +
            'preventive maintenance tickets left out on both sides; invoices ' +
            'counted whether approved or not.',
          params: IdParamsSchema,
          querystring: ScorecardQuerySchema,
          response: { 200: VendorScorecardSchema, ...errors },
        },
      },
      async (request) => costs.scorecard(currentUser(request), request.params.id, request.query),
    );
  };
}
