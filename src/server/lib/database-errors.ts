// PostgreSQL SQLSTATE codes a repository turns into an answer instead of letting them become a
// generic error: the database holds the invariant, the service words the refusal.
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors in `cause`.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === FOREIGN_KEY_VIOLATION;
}

// Fields of a driver error that may quote user text: the parameters, the row (`detail`: "Failing
// row contains (...)"), and the message itself ('invalid input syntax for type uuid: "..."').
interface LoggableCause {
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/** The first of an error and its causes that has a field (Drizzle wraps driver errors in `cause`). */
function inChain(error: Error, field: string): Record<string, unknown> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (field in current) return current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A database error as it may be logged, at any level: the SQL text, SQLSTATE, constraint and
 * stack, never the query's parameters, the server's message or its detail, which carry what users
 * typed (decisions 012-016 and 039). Other errors are answered unchanged. Every logger of the app applies
 * it (lib/logger-options.ts); the error handler applies it too, whatever logger it is given.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  // Drizzle's DrizzleQueryError carries `params`; a driver error carries a SQLSTATE. Either may be
  // the cause of another error (decision 039), whose message then quotes theirs.
  if (!inChain(error, 'params') && sqlState(error) === undefined) return error;
  const query = inChain(error, 'query')?.query;
  const causes: LoggableCause[] = [];
  let current: unknown = error.cause;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const field = (name: string) => {
      const value = (current as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : undefined;
    };
    causes.push({
      type: current instanceof Error ? current.name : 'Object',
      code: field('code'),
      constraint: field('constraint'),
      table: field('table'),
      column: field('column'),
    });
    current = (current as { cause?: unknown }).cause;
  }
  const message =
    typeof query === 'string'
      ? `Failed query: ${query}`
      : `Database error ${String(sqlState(error))}`;
  return {
    type: error.name,
    message,
    code: sqlState(error),
    stack: `${error.name}: ${message}\n${stackFrames(error)}`,
    causes,
  };
}

/**
 * An error's message as it may be stored or shown (a job's `last_error`): a database error's
 * statement and SQLSTATE, never the parameters its message quotes (decision 039); others unchanged.
 */
export function loggableMessage(error: unknown): string {
  const safe = loggableError(error);
  if (safe !== error && safe && typeof safe === 'object' && 'message' in safe) {
    const { message, code } = safe as { message: string; code?: string };
    return code ? `${message} (SQLSTATE ${code})` : message;
  }
  return error instanceof Error ? error.message : String(error);
}
