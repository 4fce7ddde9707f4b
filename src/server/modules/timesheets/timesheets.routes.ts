import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ApproveAllResultSchema,
  ApproveAllTimesheetsInputSchema,
  ApproveTimesheetInputSchema,
  TimesheetSchema,
  TimesheetsQuerySchema,
  UnapproveTimesheetInputSchema,
} from '#contract/schemas/timesheet.ts';
import { timesheetAudienceFor } from '#contract/policies/timesheets.ts';

import { AppError } from '../../lib/app-error.ts';
import { REQUEST_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses.ts';
import { precompiledOkSerializerCompiler } from '../../plugins/precompiled-serializer.ts';
import { currentUser } from '../../plugins/session.ts';
import { createReportSlots, holdSlotForAnswer } from '../time-clock/report-slots.ts';
import type { TimesheetsService } from './timesheets.service.ts';

const TAGS = ['timesheets'];
/**
 * Issue 37: at most this many weeks of a whole store or chain are computed and held at once. A
 * chain's week is 200 people's sessions, days and flags, 1.1 MB of JSON: 32 fresh ones side by side
 * held 350 MB of heap (the built server at 500 MB on PostgreSQL, 805 embedded). Waiting for a slot
 * leaves the total work the same on two cores, as the month report's slots do (decision 042 cut 10).
 */
const WEEK_SLOTS = 4;

export function timesheetsRoutes(deps: {
  timesheets: TimesheetsService;
  /** AppConfig.checksAnswers: the week's answer checked against its contract instead of precompiled. */
  checksAnswers: boolean;
}): FastifyPluginAsyncZod {
  const { timesheets } = deps;
  return async function routes(app) {
    const weekSlots = createReportSlots(WEEK_SLOTS);
    app.get(
      '/timesheets',
      {
        // Issue 37: a week of the whole chain is 200 people and 1.1 MB; reuse the answer until a
        // clock-in, an approval or any other write (decisions 007 and 008), as the time report does.
        config: { isCacheable: true },
        // Decision 042 cut 2: serialized by a function compiled from the contract in production.
        serializerCompiler: precompiledOkSerializerCompiler(app.log, deps.checksAnswers),
        schema: {
          tags: TAGS,
          summary: 'Weekly timesheets: worked time split into regular, overtime and double time',
          description:
            'weekStart is a Sunday (default: this week in the business time zone). Admins see every ' +
            'active technician and anyone with time that week; managers the technicians whose home ' +
            'store is theirs; technicians only themselves (another userId: 403).',
          querystring: TimesheetsQuerySchema,
          response: {
            200: z.array(TimesheetSchema),
            ...REQUEST_ERRORS,
          },
        },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        // One person's week (one's own, or another's by userId) is small and never waits.
        if (request.query.userId !== undefined || timesheetAudienceFor(actor).kind === 'own') {
          return timesheets.list(actor, request.query);
        }
        const slot = await holdSlotForAnswer(weekSlots, request, reply);
        if (!slot.isHeld) {
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'The timesheets were given up before they began: the connection ended.',
            503,
          );
        }
        return timesheets.list(actor, request.query).catch((error: unknown) => {
          slot.release();
          throw error;
        });
      },
    );

    app.post(
      '/timesheets/approve',
      {
        schema: {
          tags: TAGS,
          summary: "Approve a technician's ended week",
          description:
            'Admins, or the manager of the technician’s home store. 409 WEEK_NOT_ENDED, ' +
            'WEEK_HAS_OPEN_SESSION, ALREADY_APPROVED, PERIOD_LOCKED.',
          body: ApproveTimesheetInputSchema,
          response: {
            200: TimesheetSchema,
            ...WRITE_ERRORS,
          },
        },
      },
      async (request) => timesheets.approve(currentUser(request), request.body),
    );

    app.post(
      '/timesheets/approve-all',
      {
        schema: {
          tags: TAGS,
          summary:
            'Approve every week of a range that has no open flags, and list the skipped ones',
          description:
            'Issue 36: every technician-week touching startDate..endDate (at most 31 days) that the ' +
            'caller may approve (admins: anyone; a manager: their home store’s technicians) and that ' +
            'has time. Weeks with a session still open, Needs review, Missed break, an open ' +
            'correction request or a locked pay period are skipped, each with its reasons.',
          body: ApproveAllTimesheetsInputSchema,
          response: {
            200: ApproveAllResultSchema,
            ...WRITE_ERRORS,
          },
        },
      },
      async (request) => timesheets.approveAll(currentUser(request), request.body),
    );

    app.post(
      '/timesheets/unapprove',
      {
        schema: {
          tags: TAGS,
          summary: "Take back a week's approval, with a reason",
          description: 'Who may approve may un-approve. 409 NOT_APPROVED, PERIOD_LOCKED.',
          body: UnapproveTimesheetInputSchema,
          response: {
            200: TimesheetSchema,
            ...WRITE_ERRORS,
          },
        },
      },
      async (request) => timesheets.unapprove(currentUser(request), request.body),
    );
  };
}
