import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canViewTimeReport } from '#contract/policies/time-clock.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import {
  ActiveSessionSchema,
  ClockInInputSchema,
  ClockOutInputSchema,
  NEXT_CURSOR_HEADER,
  ReportTimeSessionSchema,
  SwitchSessionInputSchema,
  TimeReportQuerySchema,
  TimeSessionSchema,
  TimeSessionsQuerySchema,
  WeekTotalSchema,
} from '#contract/schemas/time-session.ts';

import { AppError } from '../../lib/app-error.ts';
import { checkedJsonRows, streamJsonArray } from '../../lib/streamed-answer.ts';
import { WRITE_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import { REPORT_FORBIDDEN } from './time-clock.service.ts';
import type { TimeClockService } from './time-clock.service.ts';
import { createReportSlots, holdSlotForAnswer } from './report-slots.ts';

const TAGS = ['time-clock'];
/**
 * Fresh time reports computed at once (decision 042 cut 10): two keep the database and the
 * server's thread both busy (one page read while the other's rows are written).
 */
const REPORT_SLOTS = 2;

export function timeClockRoutes(deps: {
  timeClock: TimeClockService;
  /** AppConfig.checksAnswers: the report's rows checked against the contract as they are written. */
  checksAnswers: boolean;
}): FastifyPluginAsyncZod {
  const { timeClock } = deps;
  return async function routes(app) {
    // Issue 37: the report is written a page at a time from the JSON text the database wrote for
    // its rows (time-clock.repository.ts reportRowsSql), not through the route's serializer.
    const writeReportPage = deps.checksAnswers
      ? checkedJsonRows(ReportTimeSessionSchema, {
          log: app.log,
          route: 'GET /api/time-clock/all',
        })
      : (page: string) => page;
    const reportSlots = createReportSlots(REPORT_SLOTS);
    app.post(
      '/time-clock/in',
      {
        schema: {
          tags: TAGS,
          summary: 'Clock in: opens a session at the server time, optionally on an assigned ticket',
          description:
            'One open session per user (409 ALREADY_CLOCKED_IN). A ticketId must be a ticket assigned ' +
            'to the caller; an open or accepted ticket moves to in-progress. With tappedAt (an ' +
            'offline replay) the session begins at the tap time when it is not in the future, not ' +
            'before the previous session ended and not older than 24 hours; otherwise at the server ' +
            'time with punchFlag set. A tap more than a minute old marks the session offline.',
          body: ClockInInputSchema,
          response: {
            201: TimeSessionSchema,
            ...WRITE_ERRORS,
          },
        },
      },
      async (request, reply) => {
        const session = await timeClock.clockIn(currentUser(request), request.body);
        return reply.code(201).send(session);
      },
    );

    app.post(
      '/time-clock/out',
      {
        schema: {
          tags: TAGS,
          summary: 'Clock out: closes the open session; the duration is computed by the server',
          description:
            'With tappedAt (an offline replay) the session ends at the tap time when it is not in ' +
            'the future, not before the session began or its last break ended and not older than ' +
            '24 hours; otherwise at the server time with punchFlag set.',
          body: ClockOutInputSchema,
          response: {
            200: TimeSessionSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) => timeClock.clockOut(currentUser(request), request.body),
    );

    app.post(
      '/time-clock/switch',
      {
        schema: {
          tags: TAGS,
          summary:
            'Switch: closes the running session and opens one on another ticket at one instant',
          description:
            'One transaction: the running session ends at the server time T and the next begins at T. ' +
            'ticketId null switches to time on no ticket. 409 NOT_CLOCKED_IN without a running ' +
            "session, 409 ALREADY_CLOCKED_IN for the same ticket; the ticket rules are clock-in's.",
          body: SwitchSessionInputSchema,
          response: {
            201: TimeSessionSchema,
            ...WRITE_ERRORS,
          },
        },
      },
      async (request, reply) => {
        const session = await timeClock.switchTicket(currentUser(request), request.body);
        return reply.code(201).send(session);
      },
    );

    app.get(
      '/time-clock/week-total',
      {
        schema: {
          tags: TAGS,
          summary: "The caller's time this week",
          description:
            'Weeks start on Sunday in the business time zone. Each session counts its part inside ' +
            'the week; the running session counts up to now.',
          response: { 200: WeekTotalSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => timeClock.weekTotal(currentUser(request)),
    );

    app.get(
      '/time-clock/active',
      {
        schema: {
          tags: TAGS,
          summary: "The caller's open session, if any",
          response: { 200: ActiveSessionSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => timeClock.active(currentUser(request)),
    );

    app.get(
      '/time-clock/sessions',
      {
        schema: {
          tags: TAGS,
          summary: "The caller's own sessions, newest first, paged",
          description: `The cursor of the next page is answered in the ${NEXT_CURSOR_HEADER} header.`,
          querystring: TimeSessionsQuerySchema,
          response: {
            200: z.array(TimeSessionSchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const page = await timeClock.sessions(currentUser(request), request.query);
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.sessions;
      },
    );

    app.get(
      '/time-clock/all',
      {
        // Every session in the range: reuse the answer until a clock-in or other write (decisions 007 and 008).
        config: { isCacheable: true },
        // Before validation: a technician is refused whatever the query holds.
        onRequest: requirePermission(canViewTimeReport, REPORT_FORBIDDEN),
        schema: {
          tags: TAGS,
          summary: 'Time report: sessions in a range of business days, ordered by clock-in',
          description:
            'Admins see every session; managers see the sessions of their store. startDate and ' +
            'endDate are inclusive days (YYYY-MM-DD) in the business time zone.',
          querystring: TimeReportQuerySchema,
          response: {
            200: z.array(ReportTimeSessionSchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        // Refusals and the first page's failure answer before the first byte, as JSON errors.
        const pages = timeClock.report(currentUser(request), request.query);
        const slot = await holdSlotForAnswer(reportSlots, request, reply);
        if (!slot.isHeld) {
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'The report was given up before it began: the connection ended.',
            503,
          );
        }
        const body = await streamJsonArray(pages, writeReportPage).catch((error: unknown) => {
          slot.release();
          throw error;
        });
        return reply.type('application/json; charset=utf-8').send(body as never);
      },
    );
  };
}
