import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema } from '#contract/schemas/common.ts';

import { currentUser, SESSION_COOKIE } from '../../plugins/session.ts';
import type { NotificationStream } from './notification-stream.ts';

const StreamHeadersSchema = z.object({
  // Sent by the browser's EventSource on reconnect: the id of the last notification it received.
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, { message: 'Last-Event-ID must be the id of a notification event' })
    .optional(),
});

export function notificationStreamRoutes(deps: {
  stream: NotificationStream;
}): FastifyPluginAsyncZod {
  return async function routes(app) {
    app.get(
      '/notifications/stream',
      {
        schema: {
          tags: ['notifications'],
          summary:
            'Live updates (Server-Sent Events): your new notifications, read counts, and changes to tickets you may see',
          headers: StreamHeadersSchema,
          response: {
            200: z
              .unknown()
              .describe('text/event-stream: notification, read, ticket and comment events'),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        // The session plugin let the request in with this cookie; the stream re-checks it.
        const token = request.cookies[SESSION_COOKIE] ?? '';
        const lastEventId = request.headers['last-event-id'];
        const body = deps.stream.open(
          user,
          token,
          lastEventId === undefined ? undefined : Number(lastEventId),
        );
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-cache')
            // Proxies (nginx) must pass each event on at once, not buffer it. (The app compresses
            // no answer but the built client's files, decision 052; a compressing layer in front
            // must leave text/event-stream alone.)
            .header('x-accel-buffering', 'no')
            // The stream holds its connection to the end: closing it then (instead of keeping it
            // alive for reuse) lets shutdown finish at once rather than after the keep-alive timeout.
            .header('connection', 'close')
            .send(body)
        );
      },
    );
  };
}
