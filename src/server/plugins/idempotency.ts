import { createHash } from 'node:crypto';

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
  interface FastifyContextConfig {
    /**
     * Decision 039: the route's answer carries a secret (a temporary password, a portal link with its
     * token). With an Idempotency-Key it still runs once, but its answer is never kept: the same
     * key again answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT instead of sending the secret again.
     */
    hasSecretAnswer?: boolean;
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MALFORMED_IDEMPOTENCY_KEY_MESSAGE =
  "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'";

/**
 * Body fields whose values never reach the stored hash (passwords, tokens): an unsalted SHA-256 of
 * a body around a guessable password could be checked against guesses by whoever reads the table.
 */
const SECRET_FIELD = /password|token|secret/i;

/**
 * `METHOD path` of the route the router matched, its parameters filled in: the same call however
 * its URL was spelled (`/%61pi/...`, absolute-form request lines; decisions 012-016 decided authentication
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

/** Answer fields that hold a secret: a mutation answering one must say `hasSecretAnswer`. */
const SECRET_ANSWER_FIELD = /^(password|temporaryPassword|token|portalUrl|resetUrl)$/;

/** The first secret-named field of a zod schema (objects, arrays, unions, wrappers), if any. */
export function secretAnswerField(schema: unknown, depth = 0): string | undefined {
  if (depth > 8 || schema === null || typeof schema !== 'object' || !('_zod' in schema)) {
    return undefined;
  }
  const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = (value: unknown) => secretAnswerField(value, depth + 1);
  switch (def.type) {
    case 'object':
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
        const found = SECRET_ANSWER_FIELD.test(name) ? name : inner(field);
        if (found) return found;
      }
      return undefined;
    case 'array':
      return inner(def.element);
    case 'union':
      return (def.options as unknown[]).map(inner).find((found) => found !== undefined);
    case 'pipe':
      return inner(def.in) ?? inner(def.out);
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    default:
      return undefined;
  }
}

/** The value with object keys in order and secret-named fields' values left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, entry]) => [name, SECRET_FIELD.test(name) ? '[secret]' : canonical(entry)]);
  return Object.fromEntries(entries);
}

/**
 * Decision 039: SHA-256 (hex) of what the request asks: method, matched path, query and parsed body
 * (key order and spacing do not matter; secret-named fields are left out). A multipart body is
 * read by its handler after the key is claimed, so only its method, path and query are bound
 * (a browser's FormData also changes its boundary on every send).
 */
export function requestHash(request: FastifyRequest): string {
  const parts = [
    requestSignature(request),
    JSON.stringify(canonical(request.query ?? {})),
    request.body === undefined ? '' : JSON.stringify(canonical(request.body)),
  ];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
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
 * Decision 036 (decision 036 §4): a mutation under /api that carries `Idempotency-Key` from a
 * signed-in user runs once. The hook runs once the body is parsed (before validation), after the
 * session hook and the password-change gate, so a signed-out call is answered 401 and nothing is
 * stored. The first request claims (user, key) with its signature and the hash of its request
 * (decision 039: method, path, query and body); the same key again answers the kept status, content
 * type and body with `Idempotent-Replayed: true` without running the handler, 409
 * IDEMPOTENCY_IN_PROGRESS while the first still runs (for 2 minutes; then it runs again), and 422
 * IDEMPOTENCY_KEY_REUSED for another call or another body. A 5xx answer (or one too large to keep)
 * releases the key; 4xx answers are kept, so a refused change replays as the same refusal. A
 * route flagged `hasSecretAnswer` keeps only the status of a successful answer, never its body:
 * the same key again answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT (the change is not made twice, and
 * the secret is not stored). A multipart body is bound by method, path and query only.
 */
export function registerIdempotency(
  app: FastifyInstance,
  deps: { idempotency: IdempotencyService },
): void {
  const { idempotency } = deps;
  app.decorateRequest('idempotencyClaim', null);

  // Decision 039: a mutation whose answer names a secret field and does not say so would keep that
  // secret in idempotency_keys for 72 hours; the app refuses to start with one.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => MUTATING_METHODS.has(method))) return;
    if (route.config?.isPublic === true || route.config?.hasSecretAnswer === true) return;
    const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const [status, schema] of Object.entries(responses)) {
      if (!status.startsWith('2')) continue;
      const field = secretAnswerField(schema);
      if (field) {
        throw new Error(
          `${methods.join(',')} ${route.url} answers '${field}': flag it config.hasSecretAnswer (decision 039)`,
        );
      }
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    if (!MUTATING_METHODS.has(request.method) || request.is404) return undefined;
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || route.config.isPublic === true) return undefined;
    const user = request.user;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (!user || key === undefined) return undefined;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw badRequest(MALFORMED_IDEMPOTENCY_KEY_MESSAGE);
    }
    const start = await idempotency.begin(user.id, key, {
      signature: requestSignature(request),
      hash: requestHash(request),
      isAnswerKept: route.config.hasSecretAnswer !== true,
    });
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
      const status = reply.statusCode;
      if (status < 400 && request.routeOptions.config.hasSecretAnswer === true) {
        // Decision 039: done once, its secret not kept (a repeat answers 409).
        await idempotency.complete(claim, { statusCode: status, body: null, contentType: null });
        return payload;
      }
      const body = status >= 500 ? undefined : keptBody(payload, contentType);
      if (body === undefined) await idempotency.release(claim);
      else await idempotency.complete(claim, { statusCode: status, body, contentType });
    } catch (error) {
      // The change itself is done (or failed) either way; an unanswered claim runs again after
      // 2 minutes, and punches refuse a second open session (decision 036 §4).
      request.log.error({ err: error }, 'could not keep the answer of an idempotent request');
    }
    return payload;
  });
}
