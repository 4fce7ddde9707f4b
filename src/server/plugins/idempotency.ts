import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_REPLAY_HEADER,
} from '#contract/schemas/offline-sync.ts';

import { badRequest } from '../lib/app-error.ts';
import type { IdempotencyClaim } from '../modules/idempotency/idempotency.repository.ts';
import type { IdempotencyService } from '../modules/idempotency/idempotency.service.ts';
import { IDEMPOTENCY_MAX_BODY_BYTES } from '../modules/idempotency/idempotency.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed; its answer is kept when it is sent. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const MALFORMED_IDEMPOTENCY_KEY_MESSAGE =
  "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'";

/**
 * `METHOD path` of the route the router matched, its parameters filled in: the same call however
 * its URL was spelled (`/%61pi/...`, absolute-form request lines; issue 13 decided authentication
 * from the matched route for the same reason).
 */
export function requestSignature(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? request.url;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const path = pattern
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_match, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    )
    .replace(/\*$/, () => params['*'] ?? '');
  return `${request.method} ${path}`;
}

/** The answer as text to keep, or undefined when it cannot be kept (a stream, binary, too large). */
function keptBody(payload: unknown, contentType: string | null): string | null | undefined {
  if (payload === undefined || payload === null || payload === '') return null;
  let text: string;
  if (typeof payload === 'string') text = payload;
  else if (Buffer.isBuffer(payload) && /json|text/i.test(contentType ?? '')) {
    text = payload.toString('utf8');
  } else return undefined;
  return Buffer.byteLength(text) > IDEMPOTENCY_MAX_BODY_BYTES ? undefined : text;
}

function headerText(reply: FastifyReply, name: string): string | null {
  const value = reply.getHeader(name);
  return typeof value === 'string' ? value : null;
}

/**
 * Issue 21 (decision 036 §4): a mutation under /api that carries `Idempotency-Key` from a
 * signed-in user runs once. The hook runs after the session hook and the password-change gate,
 * so a signed-out call is answered 401 and nothing is stored. The first request claims
 * (user, key) with its signature; the same key again answers the kept status, content type and
 * body with `Idempotent-Replayed: true` without running the handler, 409
 * IDEMPOTENCY_IN_PROGRESS while the first still runs (for 2 minutes; then it runs again), and 422
 * IDEMPOTENCY_KEY_REUSED for another call. A 5xx answer (or one too large to keep) releases the
 * key; 4xx answers are kept, so a refused change replays as the same refusal. Works the same for
 * JSON and multipart bodies (the key is read from the header; the body is never read here).
 */
export function registerIdempotency(
  app: FastifyInstance,
  deps: { idempotency: IdempotencyService },
): void {
  const { idempotency } = deps;
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!MUTATING_METHODS.has(request.method) || request.is404) return undefined;
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || route.config.isPublic === true) return undefined;
    const user = request.user;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (!user || key === undefined) return undefined;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw badRequest(MALFORMED_IDEMPOTENCY_KEY_MESSAGE);
    }
    const start = await idempotency.begin(user.id, key, requestSignature(request));
    if (start.kind === 'claimed') {
      request.idempotencyClaim = start.claim;
      return undefined;
    }
    const { answer } = start;
    reply.code(answer.statusCode).header(IDEMPOTENCY_REPLAY_HEADER, 'true');
    if (answer.contentType) reply.header('content-type', answer.contentType);
    return reply.send(answer.body === null ? undefined : Buffer.from(answer.body));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    try {
      const contentType = headerText(reply, 'content-type');
      const body = reply.statusCode >= 500 ? undefined : keptBody(payload, contentType);
      if (body === undefined) await idempotency.release(claim);
      else await idempotency.complete(claim, { statusCode: reply.statusCode, body, contentType });
    } catch (error) {
      // The change itself is done (or failed) either way; an unanswered claim runs again after
      // 2 minutes, and punches refuse a second open session (decision 036 §4).
      request.log.error({ err: error }, 'could not keep the answer of an idempotent request');
    }
    return payload;
  });
}
