import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { SessionUser } from '#contract/schemas/auth.ts';

import type { AppConfig } from '../config.ts';
import { AppError, forbidden } from '../lib/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, read from the database on every request (architecture §6). */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Routes are signed-in only unless they say otherwise. */
    isPublic?: boolean;
  }
}

/**
 * The cookie lasts the session's lifetime as Max-Age, counted from when the browser receives it,
 * not as an Expires date of the server's clock: a browser whose clock differs from the server's (or
 * the E2E clock server, whose time a journey moves) would otherwise drop the cookie at once or keep
 * it too long. The server still ends the session at its own expiry.
 */
export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  lifetimeMs: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.floor(lifetimeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
  });
}

/**
 * Marks every route registered in `scope` (and its children) public: for plugins whose routes we
 * do not define ourselves (the docs page, the built web client's files).
 */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, isPublic: true };
  });
}

/**
 * Refuses a signed-out call to any route not marked `config: { isPublic: true }` on its
 * definition: a new route is protected by default. The decision is taken from the route the
 * router matched, never from the spelling of the URL (decisions 012-016: `/%61pi/...` and absolute-form
 * request lines reached handlers signed out while a prefix test on `request.url` let them pass).
 * Unmatched requests fall through to the not-found handler, which answers 404 and no data.
 */
export function registerSession(
  app: FastifyInstance,
  deps: { auth: AuthService; config: AppConfig },
) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || request.routeOptions.config.isPublic === true) return;
    const resolved = await deps.auth.resolveSession(request.cookies[SESSION_COOKIE]);
    if (resolved.kind === 'valid') {
      request.user = resolved.user;
      return;
    }
    if (resolved.kind === 'expired') {
      clearSessionCookie(reply, deps.config);
      throw new AppError('SESSION_EXPIRED', 'Your session has expired. Please log in again.', 401);
    }
    throw new AppError('UNAUTHENTICATED', 'You must be signed in', 401);
  });
}

/** The signed-in user of a protected route: the one way a handler gets its caller. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'You must be signed in', 401);
  return request.user;
}

/**
 * A route guard that lets through the callers a policy allows (src/contract/policies/<feature>.ts);
 * others get 403 with the given message. Run it as the route's onRequest or preValidation hook.
 */
export function requirePermission(
  policy: (user: SessionUser) => boolean,
  message?: string,
): (request: FastifyRequest) => Promise<void> {
  return async function checkPermission(request: FastifyRequest): Promise<void> {
    if (!policy(currentUser(request))) throw forbidden(message);
  };
}
