import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function requestOrigin(request: FastifyRequest, config: AppConfig): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Helmet headers with a strict CSP, and CSRF protection (architecture §6): a mutation that carries
 * a foreign Origin (or Referer) is refused. Clients that send neither are not browsers acting for
 * a user, and JSON or multipart bodies cannot be sent cross-origin without a preflight anyway.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });

  // Browsers only send text/plain and form bodies cross-site without a preflight; accept neither.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (!MUTATING_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    let claimed: string | undefined;
    if (typeof origin === 'string' && origin !== 'null') claimed = origin;
    else if (origin === 'null') claimed = 'null';
    else if (typeof referer === 'string') {
      try {
        claimed = new URL(referer).origin;
      } catch {
        claimed = 'invalid';
      }
    }
    if (claimed === undefined) return;
    if (claimed !== requestOrigin(request, config)) {
      throw new AppError('CROSS_ORIGIN_REQUEST', 'Cross-origin requests are not allowed', 403);
    }
  });
}
