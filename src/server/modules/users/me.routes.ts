import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { SessionUserSchema } from '#contract/schemas/auth.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import { UpdateMeInputSchema } from '#contract/schemas/language.ts';

import { currentUser } from '../../plugins/session.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import type { UsersService } from './users.service.ts';

/** What every signed-in person changes of themselves (issue 40: their language). */
export function meRoutes(deps: { users: UsersService }): FastifyPluginAsyncZod {
  const { users } = deps;
  return async function routes(app) {
    app.patch(
      '/me',
      {
        config: { allowedBeforePasswordChange: true },
        schema: {
          tags: ['auth'],
          summary: 'Change your own language ({ "language": "es" })',
          description:
            "A language the product does not offer answers 400 and changes nothing; other fields are ignored. Answers GET /api/me's body.",
          body: UpdateMeInputSchema,
          response: { 200: SessionUserSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request) => {
        const actor = currentUser(request);
        const { language } = request.body;
        const user = language === undefined ? actor : await users.setOwnLanguage(actor, language);
        return { ...user, language: user.language ?? requestLanguage(request) };
      },
    );
  };
}
