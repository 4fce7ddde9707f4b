import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

import type { ErrorBody, ErrorCode } from '#contract/errors.ts';
import type { Language } from '#contract/languages.ts';

import { AppError } from '../lib/app-error.ts';
import { loggableError } from '../lib/database-errors.ts';
import { validationMessage } from '../lib/messages/validation-issues.ts';
import { translateMessage } from '../lib/translate-message.ts';
import { requestLanguage } from './request-language.ts';

// PostgreSQL error classes that mean "the database is unreachable right now" rather than a bug.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

// A full disk, a filled quota or PostgreSQL's disk_full: the server, not the request, is at fault.
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
const OUT_OF_SPACE_MESSAGE = 'The server is out of storage space';

/** Error bodies in the request's language (decision 044); codes and issue paths never change. */
function bodyIn(language: Language) {
  return (code: ErrorCode, error: string, issues?: ErrorBody['issues']): ErrorBody => {
    const text = translateMessage(error, language);
    if (!issues) return { error: text, code };
    return {
      error: text,
      code,
      issues: issues.map((issue) => ({
        ...issue,
        message: translateMessage(issue.message, language),
      })),
    };
  };
}

function databaseCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors in `cause`.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = (current as { code?: unknown }).code;
    if (typeof candidate === 'string' && /^[0-9A-Z]{5}$|^E[A-Z]+$/.test(candidate))
      return candidate;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const CONNECTION_MESSAGES =
  /Connection terminated|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|terminating connection|Connection ended unexpectedly/i;

function isConnectionFailure(error: unknown): boolean {
  const code = databaseCode(error);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  // Drizzle wraps the driver's error ("Failed query: …"); the reason is in the cause chain.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** One error body everywhere (CONVENTIONS.md 6): `{ error, code, issues? }`, never internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = bodyIn(requestLanguage(request));
    if (error instanceof AppError) {
      const worded = error.wordings?.[requestLanguage(request)];
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(
          worded === undefined
            ? body(error.code, error.message, error.issues)
            : { error: worded, code: error.code },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Issue 40: each issue worded in the request's language from its code and values (zod's own
      // messages) or through the catalogue (ours); English exactly as zod and the contract wrote it.
      const language = requestLanguage(request);
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: validationMessage(issue, language),
      }));
      const first = issues[0];
      const message = first
        ? issues
            .map((issue) => issue.message)
            .filter((text, index, all) => all.indexOf(text) === index)
            .join('; ')
        : translateMessage('Invalid request', language);
      return reply.code(400).send({ error: message, code: 'VALIDATION_FAILED', issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: loggableError(error) }, 'response failed its schema');
      return reply.code(500).send(body('INTERNAL_ERROR', 'Internal Server Error'));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(body('INVALID_JSON', 'The request body is not valid JSON'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.code(413).send(body('PAYLOAD_TOO_LARGE', 'The request is too large'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply
          .code(415)
          .send(body('UNSUPPORTED_MEDIA_TYPE', 'Send JSON (application/json) or a multipart form'));
      default:
        break;
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(body('RATE_LIMITED', error.message || 'Too many requests'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad URL encoding, and so on).
      return reply
        .code(error.statusCode)
        .send(body('VALIDATION_FAILED', error.message || 'Bad request'));
    }
    // Every database error is logged through loggableError: the statement and its code, never
    // the parameters, the server's detail or its message, which quote what users sent (decision 039).
    if (OUT_OF_SPACE_CODES.has(databaseCode(error) ?? '')) {
      request.log.error({ err: loggableError(error) }, 'out of storage space');
      return reply.code(507).send(body('INSUFFICIENT_STORAGE', OUT_OF_SPACE_MESSAGE));
    }
    if (isConnectionFailure(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(
          body('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Try again shortly.'),
        );
    }
    switch (databaseCode(error)) {
      case '23505':
        return reply.code(409).send(body('CONFLICT', 'That conflicts with an existing record'));
      case '23503':
        return reply.code(409).send(body('CONFLICT', 'That record is still referenced elsewhere'));
      case '23P01': // time_sessions_no_overlap, should a writer skip the service's check (decision 030)
        return reply
          .code(409)
          .send(body('SESSION_OVERLAP', 'That time overlaps another session of the same person'));
      case '22021': // a NUL character or invalid UTF-8 in text
      case '22P05': // an unsupported Unicode escape
        return reply
          .code(400)
          .send(
            body(
              'VALIDATION_FAILED',
              'Text contains characters that cannot be stored (such as NUL)',
            ),
          );
      case '23514':
      case '22P02':
      case '22007':
      case '22008':
        return reply
          .code(400)
          .send(body('VALIDATION_FAILED', 'A value is out of range or malformed'));
      default:
        break;
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL_ERROR', 'Internal Server Error'));
  });
}
