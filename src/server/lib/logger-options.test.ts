import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { loggerOptions } from './logger-options.ts';

// Decision 039: error logs carried SQL parameters (`params: <ticket id>,<user id>,<comment body>`
// and `err.params`) from every logger call outside the error handler's own path.

const SECRET = 'Mrs Secret Customer 555-0100';
const STATEMENT =
  'insert into "ticket_comments" ("ticket_id", "author_id", "body") values ($1, $2, $3)';

/** What Drizzle throws: the statement and parameters, and the driver's error as the cause. */
function failedQuery(): Error {
  const driverError = Object.assign(new Error(`value too long: ${SECRET}`), {
    code: '23505',
    detail: `Key (body)=(${SECRET}) already exists.`,
    constraint: 'ticket_comments_body_unique',
    table: 'ticket_comments',
  });
  return Object.assign(
    new Error(`Failed query: ${STATEMENT}\nparams: t-1,u-1,${SECRET}`, { cause: driverError }),
    { name: 'DrizzleQueryError', query: STATEMENT, params: ['t-1', 'u-1', SECRET] },
  );
}

function capture(level: 'info' | 'debug' = 'debug') {
  const lines: string[] = [];
  // Fastify hands `stream` to pino as its destination; pino itself takes it second.
  const logger = pino(loggerOptions(level), { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describe('the app logger', () => {
  it('keeps the statement and code of a failed query, never its parameters, detail or message', () => {
    const { logger, lines } = capture();
    logger.error({ err: failedQuery(), ticketId: 't-1' }, 'a job failed');
    logger.warn(failedQuery());
    logger.debug({ err: new Error('could not notify', { cause: failedQuery() }) }, 'wrapped');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(SECRET);
      expect(line).toContain('Failed query: insert into \\"ticket_comments\\"');
      expect(line).toContain('23505');
    }
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ msg: 'a job failed', ticketId: 't-1' });
  });

  it('logs other errors in full, and still redacts secrets', () => {
    const { logger, lines } = capture('info');
    logger.error({ err: new Error('the mail server said no') }, 'mail failed');
    logger.info({ user: { password: 'hunter2' } }, 'signed in');
    expect(lines[0]).toContain('the mail server said no');
    expect(lines[0]).toContain('"stack"');
    expect(lines[1]).not.toContain('hunter2');
  });

  it('logs a request without the portal token or a reset token in its address', () => {
    const { logger, lines } = capture('info');
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    for (const url of [
      `/vendor-portal/${token}`,
      `/api/vendor-portal/${token}/accept`,
      `/reset-password?token=${token}&next=1`,
    ]) {
      logger.info(
        { req: { method: 'GET', url, headers: {}, ip: '127.0.0.1' } },
        'incoming request',
      );
    }
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain(token);
    expect(lines.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)).toEqual([
      '/vendor-portal/[redacted]',
      '/api/vendor-portal/[redacted]/accept',
      '/reset-password?token=[redacted]&next=1',
    ]);
  });
});
