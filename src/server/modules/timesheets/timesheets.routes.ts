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

import { REQUEST_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses.ts';
import { precompiledOkSerializerCompiler } from '../../plugins/precompiled-serializer.ts';
import { currentUser } from '../../plugins/session.ts';
import type { TimesheetsService } from './timesheets.service.ts';

const TAGS = ['timesheets'];

export function timesheetsRoutes(deps: {
  timesheets: TimesheetsService;
  /** AppConfig.checksAnswers: the week's answer checked against its contract instead of precompiled. */
  checksAnswers: boolean;
}): FastifyPluginAsyncZod {
  const { timesheets } = deps;
  return async function routes(app) {
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
      async (request) => timesheets.list(currentUser(request), request.query),
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
