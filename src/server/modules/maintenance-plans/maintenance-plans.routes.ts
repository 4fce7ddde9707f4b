import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canManagePmPlans, canReadPmPlans } from '#contract/policies/maintenance-plans.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { ErrorBodySchema, IdParamsSchema, OkSchema } from '#contract/schemas/common.ts';
import {
  ApplyPmTemplateInputSchema,
  ApplyPmTemplateResultSchema,
  PmDraftPreviewInputSchema,
  PmDueDateSchema,
  PmDueQuerySchema,
  PmPlanInputSchema,
  PmPlanListQuerySchema,
  PmPlanSchema,
  PmPreviewQuerySchema,
  PmPreviewSchema,
  PmTemplateSchema,
} from '#contract/schemas/pm-plan.ts';

import { precompiledOkSerializerCompiler } from '../../plugins/precompiled-serializer.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import { PM_DUE_RANGE_MAX_DAYS } from './maintenance-plans.service.ts';
import type { PmPlansService } from './maintenance-plans.service.ts';

// Decision 034 (docs/decisions/034, part pm-api): preventive maintenance plans, their preview and due
// dates, and the template library. Technicians are refused every route here (403) by role; a
// manager reads the plans covering their store, and another store's plan answers 404.

const tags = ['preventive maintenance'];

/** The signed-in person with the language plans are worded in (issue 40: theirs, else the browser's). */
function readerOf(request: FastifyRequest): SessionUser {
  return { ...currentUser(request), language: requestLanguage(request) };
}
const readErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const writeErrors = { 400: ErrorBodySchema, ...readErrors };
/** Issue 36: creating, editing or applying a template answers 409 PM_PLAN_OVERLAP naming the other plan. */
const saveErrors = { ...writeErrors, 409: ErrorBodySchema };
const OVERLAP_NOTE =
  ' A plan of the same category covering the same units (or the same store-wide work) at a shared store on about the same cadence answers 409 `PM_PLAN_OVERLAP`, naming that plan; resend with `confirmOverlap: true` to save it anyway.';
const readers = requirePermission(canReadPmPlans);
const admins = requirePermission(canManagePmPlans);
const TemplateParamsSchema = z.object({ id: z.string().min(1).max(100) });

export function pmPlansRoutes(deps: {
  pmPlans: PmPlansService;
  /** AppConfig.checksAnswers: the list checked against its contract instead of precompiled. */
  checksAnswers: boolean;
}): FastifyPluginAsyncZod {
  const { pmPlans } = deps;
  return async function routes(app) {
    app.get(
      '/pm-plans',
      {
        preValidation: readers,
        schema: {
          tags,
          summary: 'Preventive maintenance plans with next due date, last done and on-time rate',
          description:
            'Admins see every plan, managers the plans covering their store; technicians 403. `onTimeRate` is the share of occurrences whose due day has ended that were completed by then.',
          querystring: PmPlanListQuerySchema,
          response: { 200: z.array(PmPlanSchema), 400: ErrorBodySchema, ...readErrors },
        },
        // Decision 042 cut 61: the read cache keys the answer's language with the user and URL;
        // the 250 plans' 327 kB written by a serializer compiled from the contract in production.
        config: { isCacheable: true },
        serializerCompiler: precompiledOkSerializerCompiler(app.log, deps.checksAnswers),
      },
      async (request) => pmPlans.list(readerOf(request), request.query),
    );

    app.post(
      '/pm-plans',
      {
        preValidation: admins,
        schema: {
          tags,
          summary: 'Create a plan (admin); what is due within its lead time is generated at once',
          description: OVERLAP_NOTE.trim(),
          body: PmPlanInputSchema,
          response: { 201: PmPlanSchema, ...saveErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await pmPlans.create(readerOf(request), request.body)),
    );

    // Static paths: registered like the others, they win over `/pm-plans/:id` (find-my-way).
    app.get(
      '/pm-plans/due',
      {
        preValidation: readers,
        schema: {
          tags,
          summary: 'Due dates of the plans in a range of days, for the calendar',
          description: `Each covered unit's due dates from \`from\` to \`to\` (business days, at most ${String(PM_DUE_RANGE_MAX_DAYS)}): generated (with the ticket) or missed as recorded, and upcoming ones computed from active plans. Managers get their store's.`,
          querystring: PmDueQuerySchema,
          response: { 200: z.array(PmDueDateSchema), 400: ErrorBodySchema, ...readErrors },
        },
      },
      async (request) => pmPlans.due(readerOf(request), request.query),
    );

    app.post(
      '/pm-plans/preview',
      {
        preValidation: admins,
        schema: {
          tags,
          summary: 'The next due dates of a draft recurrence, for the plan editor (admin)',
          description:
            'Checked as saving a plan checks it: an invalid RRULE, one that never occurs or occurs more often than daily, or a lead time as long as the interval answer 400; so does a rule with no date in the next 10 years (the search stops there, or after 10,000 candidate days).',
          body: PmDraftPreviewInputSchema,
          response: { 200: PmPreviewSchema, ...writeErrors },
        },
      },
      async (request) => pmPlans.previewDraft(readerOf(request), request.body),
    );

    app.get(
      '/pm-plans/:id',
      {
        preValidation: readers,
        schema: {
          tags,
          summary: 'One plan',
          params: IdParamsSchema,
          response: { 200: PmPlanSchema, 400: ErrorBodySchema, ...readErrors },
        },
      },
      async (request) => pmPlans.get(readerOf(request), request.params.id),
    );

    app.put(
      '/pm-plans/:id',
      {
        preValidation: admins,
        schema: {
          tags,
          summary: 'Replace a plan (admin): future tickets follow it, generated ones stay',
          description: OVERLAP_NOTE.trim(),
          params: IdParamsSchema,
          body: PmPlanInputSchema,
          response: { 200: PmPlanSchema, ...saveErrors },
        },
      },
      async (request) => pmPlans.update(readerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/pm-plans/:id',
      {
        preValidation: admins,
        schema: {
          tags,
          summary: 'Delete a plan (admin); its tickets and history stay, it then answers 404',
          params: IdParamsSchema,
          response: { 200: OkSchema, ...writeErrors },
        },
      },
      async (request) => {
        await pmPlans.remove(readerOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    // Pausing and resuming: a step on one plan (admin) that answers the plan.
    for (const [step, summary] of [
      ['pause', 'Pause a plan (admin): nothing is generated until it is resumed'],
      ['resume', 'Resume a paused plan (admin) from now; what fell in the pause is skipped'],
    ] as const) {
      app.post(
        `/pm-plans/:id/${step}`,
        {
          preValidation: admins,
          schema: {
            tags,
            summary,
            params: IdParamsSchema,
            response: { 200: PmPlanSchema, ...writeErrors },
          },
        },
        async (request) => pmPlans[step](readerOf(request), request.params.id),
      );
    }

    app.get(
      '/pm-plans/:id/preview',
      {
        preValidation: readers,
        schema: {
          tags,
          summary: 'The plan’s next due dates from now (default 12)',
          params: IdParamsSchema,
          querystring: PmPreviewQuerySchema,
          response: { 200: PmPreviewSchema, 400: ErrorBodySchema, ...readErrors },
        },
      },
      async (request) => pmPlans.preview(readerOf(request), request.params.id, request.query.count),
    );

    app.get(
      '/pm-templates',
      {
        preValidation: admins,
        schema: {
          tags,
          summary: 'The library of restaurant PM templates (admin)',
          response: { 200: z.array(PmTemplateSchema), ...readErrors },
        },
      },
      async (request) => pmPlans.templates(readerOf(request)),
    );

    app.post(
      '/pm-templates/:id/apply',
      {
        preValidation: admins,
        schema: {
          tags,
          summary: 'Make a plan from a template for the chosen stores in one step (admin)',
          description: `One plan covering the chosen stores, scoped as the template is: every unit of its category there, or each store as a whole. Units are looked up at generation, so a store without such units yet gets them when they are added.${OVERLAP_NOTE}`,
          params: TemplateParamsSchema,
          body: ApplyPmTemplateInputSchema,
          response: { 201: ApplyPmTemplateResultSchema, ...saveErrors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await pmPlans.applyTemplate(readerOf(request), request.params.id, request.body)),
    );
  };
}
