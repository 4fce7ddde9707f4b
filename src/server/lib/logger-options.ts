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
    hooks: { logMethod: redactLoggedErrors },
    ...(stream ? { stream } : {}),
  };
}
