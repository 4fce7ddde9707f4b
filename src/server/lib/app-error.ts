import type { ErrorCode } from '#contract/errors.ts';
import { LANGUAGES, type Language } from '#contract/languages.ts';

/** A failure a client should see: status, closed code and a human message (architecture §5). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** The fields at fault, as schema validation names them (a form shows each by its field). */
  readonly issues: { path: string; message: string }[] | undefined;
  /**
   * Decision 044: the message as written for each language, when its details (dates, a plan's rule)
   * cannot be worded again from the English through the catalogue; else the catalogue translates.
   */
  wordings: Partial<Record<Language, string>> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    statusCode: number,
    headers: Record<string, string> = {},
    issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.headers = headers;
    this.issues = issues;
  }
}

export function badRequest(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, 400);
}

/** A 400 about one field of the body that only the server can judge (e.g. against stored rows). */
export function badRequestAt(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, 400, {}, [{ path, message }]);
}

export function unauthenticated(message = 'You must be signed in'): AppError {
  return new AppError('UNAUTHENTICATED', message, 401);
}

export function forbidden(message = 'You do not have permission to do this'): AppError {
  return new AppError('FORBIDDEN', message, 403);
}

export function notFound(entity: string, id?: string | number): AppError {
  const suffix = id === undefined ? '' : ` ${String(id)}`;
  return new AppError('NOT_FOUND', `${entity}${suffix} not found`, 404);
}

export function conflict(code: ErrorCode, message: string): AppError {
  return new AppError(code, message, 409);
}

/**
 * A 409 whose sentence is written in each language by `wordedIn` (English is the message logged and
 * the fallback); the error handler answers the request's language.
 */
export function conflictWorded(
  code: ErrorCode,
  wordedIn: (language: Language) => string,
): AppError {
  const error = conflict(code, wordedIn('en'));
  error.wordings = Object.fromEntries(LANGUAGES.map((language) => [language, wordedIn(language)]));
  return error;
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    429,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}
