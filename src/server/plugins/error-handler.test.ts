import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { registerErrorHandler } from './error-handler.ts';

// Decisions 012-016: any write that hits a full disk answers 507, not a bare 500, whichever layer failed.

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post('/write', () => {
    throw error;
  });
  await app.ready();
  const response = await app.inject({ method: 'POST', url: '/write' });
  await app.close();
  return { status: response.statusCode, body: response.json<unknown>() };
}

const outOfSpace = {
  status: 507,
  body: { error: 'The server is out of storage space', code: 'INSUFFICIENT_STORAGE' },
};

describe('the error handler on a full disk', () => {
  it('answers 507 to a file system write failing with ENOSPC', async () => {
    const error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    expect(await answerTo(error)).toEqual(outOfSpace);
  });

  it('answers 507 to PostgreSQL disk_full (53100) wrapped by Drizzle', async () => {
    const cause = Object.assign(new Error('could not extend file: No space left on device'), {
      code: '53100',
    });
    const error = new Error('Failed query: insert into "tickets" ...', { cause });
    expect(await answerTo(error)).toEqual(outOfSpace);
  });

  it('still answers 500 without details to other failures', async () => {
    expect(await answerTo(new Error('secret internals'))).toEqual({
      status: 500,
      body: { error: 'Internal Server Error', code: 'INTERNAL_ERROR' },
    });
  });
});
