import type { LevelWithSilent, LogFn, Logger, LoggerOptions } from 'pino';

import { loggableError } from './database-errors.ts';

/** Where log lines go instead of stdout (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * pino's logMethod hook: an error logged anywhere (`log.warn({ err }, ...)`, `log.error(err)`),
 * by a module, a job or Fastify itself, passes through loggableError. A database error keeps its
 * statement and SQLSTATE, never its parameters, detail or message, which quote what users sent
 * (decision 039: a failed comment insert logged `params: <ticket id>,<user id>,<comment body>`).
 */
function redactLoggedErrors(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const [first, ...rest] = args as unknown[];
  if (first instanceof Error) {
    const safe = loggableError(first);
    if (safe !== first) {
      const message = typeof rest[0] === 'string' ? rest : ['database error'];
      method.apply(this, [{ err: safe }, ...message] as Parameters<LogFn>);
      return;
    }
  } else if (first && typeof first === 'object' && 'err' in first) {
    const safe = loggableError(first.err);
    if (safe !== first.err) {
      method.apply(this, [{ ...first, err: safe }, ...rest] as Parameters<LogFn>);
      return;
    }
  }
  method.apply(this, args);
}

/**
 * A request's address with its secrets masked: the vendor portal's token (a path segment of
 * /vendor-portal/{token} and /api/vendor-portal/{token}/…) and a `token` parameter (reset links).
 */
function redactedUrl(url: string): string {
  return url
    .replace(/(\/vendor-portal\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** What Fastify's request serializer reads of a request. */
interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's own request serializer (fastify/lib/logger-pino.js) with the address redacted: every
 * request is logged with its URL, and the portal token in it opens a vendor's job (decision 039).
 */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's pino options (buildApp): level, redaction of secrets, and of logged errors. */
export function loggerOptions(
  level: LevelWithSilent,
  stream?: LogDestination,
): LoggerOptions & { stream?: LogDestination } {
  return {
    level,
    // DESIGN.md §6: logs never carry passwords, cookies or tokens.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest },
    hooks: { logMethod: redactLoggedErrors },
    ...(stream ? { stream } : {}),
  };
}
