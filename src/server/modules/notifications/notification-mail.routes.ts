import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canReadFailedMail } from '#contract/policies/notifications.ts';
import { ErrorBodySchema, OkSchema } from '#contract/schemas/common.ts';
import { FailedMailSchema, UnsubscribeSchema } from '#contract/schemas/notification.ts';

import { badRequest } from '../../lib/app-error.ts';
import { currentUser, requirePermission } from '../../plugins/session.ts';
import { INVALID_UNSUBSCRIBE_LINK } from './notification-mail.service.ts';
import type { NotificationMailService } from './notification-mail.service.ts';

const tags = ['notifications'];
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The body a mail provider POSTs to the List-Unsubscribe URL (RFC 8058 §3.1). */
const OneClickBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

export function notificationMailRoutes(deps: {
  mail: NotificationMailService;
}): FastifyPluginAsyncZod {
  const { mail } = deps;
  return async function routes(app) {
    // The one exemption from "no form bodies" (plugins/security.ts): RFC 8058 one-click
    // unsubscribe is a form POST by the recipient's mail provider, without Origin or cookie.
    // The parser is added in this plugin's scope only, so no other route accepts form bodies;
    // the token in the URL is the only authority the route acts on (it can only turn e-mail off).
    app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.post(
      '/notifications/unsubscribe',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary:
            "Stop one kind's e-mails with the token of an e-mail's unsubscribe link: JSON { token, kind }, or the RFC 8058 one-click form POST to the List-Unsubscribe URL (?token=&kind=)",
          security: [],
          querystring: UnsubscribeSchema.partial(),
          body: z.union([UnsubscribeSchema, OneClickBodySchema]),
          response: { 200: OkSchema, 400: ErrorBodySchema },
        },
      },
      async (request) => {
        const body = request.body;
        if ('token' in body) {
          await mail.unsubscribe(body);
        } else {
          const oneClick = UnsubscribeSchema.safeParse(request.query);
          if (!oneClick.success) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
          await mail.unsubscribe(oneClick.data);
        }
        return { ok: true as const };
      },
    );

    // A mail client without one-click support opens the List-Unsubscribe URL in a browser: send
    // it to the page that asks first. A GET never changes anything.
    app.get(
      '/notifications/unsubscribe',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary:
            'The List-Unsubscribe URL opened in a browser: redirects to the /unsubscribe page, changes nothing',
          security: [],
          querystring: z.object({
            token: z.string().max(200).optional(),
            kind: z.string().max(100).optional(),
          }),
          response: { 302: z.null(), 400: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const query = new URLSearchParams();
        if (request.query.token) query.set('token', request.query.token);
        if (request.query.kind) query.set('kind', request.query.kind);
        return reply.redirect(`/unsubscribe?${query.toString()}`, 302);
      },
    );

    app.get(
      '/notifications/failed-mail',
      {
        preValidation: requirePermission(canReadFailedMail),
        schema: {
          tags,
          summary: 'E-mails the outbox gave up on after its last retry, newest first (admin)',
          response: {
            200: z.array(FailedMailSchema),
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => mail.failedMail(currentUser(request)),
    );
  };
}
