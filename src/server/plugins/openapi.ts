import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { APP_NAME } from '#contract/constants.ts';

import { markRoutesPublic } from './session.ts';

/** The OpenAPI document and its docs page at /api/docs, generated from the zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${APP_NAME} API`,
        description:
          'Maintenance tickets, scheduling and time clock. Sign in with POST /api/login; the session cookie authenticates every other call.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs page and its JSON are readable signed out, by the flag on their routes.
  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets style attributes as it renders: without 'unsafe-inline' for styles (on the docs
      // page only; scripts stay 'self') each one was a console error (issue 15). No call to the public
      // validator either: the docs page works offline.
      transformStaticCSP: (header) =>
        header.replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
      validatorUrl: false,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  });
}
