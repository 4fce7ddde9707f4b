import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { SESSION_COOKIE } from './session.ts';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser claims for the request: its Origin, or its Referer's origin. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF rule (architecture §6, decision 012). Browsers set `Sec-Fetch-Site` themselves and page
 * script cannot change it, so a cross-site or same-site value is refused outright. With
 * `PUBLIC_ORIGIN` the claimed origin must be that one. Without it the Host header is the
 * client's to choose, so it cannot vouch for an Origin: a mutation that carries a session cookie
 * must then come with `Sec-Fetch-Site: same-origin`, or from a client that claims no origin at
 * all (curl, scripts: not a browser acting for a user).
 */
function isSameOriginMutation(request: FastifyRequest, config: AppConfig): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const claimed = claimedOrigin(request);
  if (config.publicOrigin) {
    return claimed === undefined || claimed === new URL(config.publicOrigin).origin;
  }
  if (request.cookies[SESSION_COOKIE] !== undefined) {
    if (fetchSite === 'same-origin') return true;
    return fetchSite === undefined && claimed === undefined;
  }
  // Without a session there is nothing to ride on; the host comparison only keeps stray forms out.
  return claimed === undefined || claimed === `${request.protocol}://${request.host}`;
}

/**
 * Helmet headers with a strict CSP, and CSRF protection (architecture §6): a mutation that a browser
 * marks as coming from another origin is refused (see isSameOriginMutation). JSON or multipart
 * bodies cannot be sent cross-origin without a preflight anyway.
 *
 * Helmet's middleware is built once, here. @fastify/helmet built it again on every request (its
 * CSP directives parsed and every header's middleware made anew, plus a reply decorator per
 * request for nonces we do not use): about 3 % of the server's thread on a fresh dashboard request
 * (decision 042 cut 43). The middleware sets the same headers, in the same order, on the raw reply.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const securityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws its errors rather than passing them on; anything passed is one too.
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(
        error === undefined || error instanceof Error
          ? error
          : new Error('the security headers failed'),
      );
    });
  });

  // Browsers only send text/plain and form bodies cross-site without a preflight; accept neither.
  // One exemption: POST /api/notifications/unsubscribe adds a form parser in its own scope for the
  // RFC 8058 one-click POST a mail provider sends (notification-mail.routes.ts; token-only, no cookie).
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    // Every mutating route, whatever the spelling of its URL (decisions 012-016).
    if (!MUTATING_METHODS.has(request.method)) return;
    if (!isSameOriginMutation(request, config)) {
      throw new AppError('CROSS_ORIGIN_REQUEST', 'Cross-origin requests are not allowed', 403);
    }
  });
}
