import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#contract/schemas/common.ts';
import { PunchInputSchema } from '#contract/schemas/offline-sync.ts';
import { ActiveSessionSchema } from '#contract/schemas/time-session.ts';

import { currentUser } from '../../plugins/session.ts';
import type { TimeBreaksService } from './time-breaks.service.ts';
import type { TimeClockService } from './time-clock.service.ts';

const TAGS = ['time-clock'];
const responses = {
  200: ActiveSessionSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  409: ErrorBodySchema,
};
/** Decision 036: an offline replay sends its tap time; an online tap may send no body at all. */
const body = PunchInputSchema.nullish();
const TAP_TIME_TEXT =
  ' With tappedAt (an offline replay) the break is recorded at the tap time within the bounds of ' +
  'decision 036 §5, else at the server time with the session flagged.';

/** Decision 035: 'Start Break' and 'End Break' on the caller's running session; both answer it. */
export function timeBreaksRoutes(deps: {
  breaks: TimeBreaksService;
  timeClock: Pick<TimeClockService, 'active'>;
}): FastifyPluginAsyncZod {
  const { breaks, timeClock } = deps;
  return async function routes(app) {
    app.post(
      '/time-clock/break/start',
      {
        schema: {
          tags: TAGS,
          summary: 'Start a break on the running session at the server time (or its tap time)',
          description:
            '409 NOT_CLOCKED_IN without a running session, 409 ALREADY_ON_BREAK when a break is ' +
            'open (concurrent taps leave one open break).' +
            TAP_TIME_TEXT,
          body,
          response: responses,
        },
      },
      async (request) => {
        const user = currentUser(request);
        await breaks.start(user, request.body ?? {});
        return timeClock.active(user);
      },
    );

    app.post(
      '/time-clock/break/end',
      {
        schema: {
          tags: TAGS,
          summary: "End the running session's open break at the server time (or its tap time)",
          description:
            '409 NOT_CLOCKED_IN without a running session, 409 NOT_ON_BREAK without an open break.' +
            TAP_TIME_TEXT,
          body,
          response: responses,
        },
      },
      async (request) => {
        const user = currentUser(request);
        await breaks.end(user, request.body ?? {});
        return timeClock.active(user);
      },
    );
  };
}
