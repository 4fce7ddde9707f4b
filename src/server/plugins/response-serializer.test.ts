import { Writable } from 'node:stream';

import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { DaySchema } from '#contract/schemas/common.ts';

import { createResponseSerializerCompiler } from './response-serializer.ts';

// Decisions 012-016: no stored row may make a list answer 500. Lists are answered as arrays, and also as
// pages that hold their rows beside counts ({ equipment, matching, counts }, { requests,
// pendingCount }, { items, unreadCount, nextCursor }): a row that fails its schema is logged
// with its id and left out, in both shapes.

const RowSchema = z.object({ id: z.string(), due: DaySchema });

async function answerTo(schema: z.ZodType, data: unknown) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino(sink) }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(createResponseSerializerCompiler(app.log));
  app.get('/list', { schema: { response: { 200: schema } } }, () => data);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/list' });
  await app.close();
  return { status: response.statusCode, body: response.json<unknown>(), lines };
}

const good = { id: 'good', due: '2027-01-31' };
const bad = { id: 'bad', due: '9999-12-31' };

describe('a list answer with a stored row that fails its schema', () => {
  it('leaves the row out of a list answered as an array, and logs its id', async () => {
    const answer = await answerTo(z.array(RowSchema), [good, bad]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([good]);
    expect(answer.lines.some((line) => line.includes('"rowId":"bad"'))).toBe(true);
  });

  it('leaves the row out of a page that holds its rows beside counts, and logs its id', async () => {
    const PageSchema = z.object({
      items: z.array(RowSchema),
      unreadCount: z.number().int(),
      nextCursor: z.string().nullable(),
    });
    const answer = await answerTo(PageSchema, {
      items: [bad, good],
      unreadCount: 2,
      nextCursor: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: [good], unreadCount: 2, nextCursor: null });
    const warning = answer.lines.find((line) => line.includes('"rowId":"bad"'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, route: 'GET /list' });
  });

  it('still answers 500 when a field of the page itself fails', async () => {
    const PageSchema = z.object({ items: z.array(RowSchema), total: z.number().int() });
    const answer = await answerTo(PageSchema, { items: [good], total: 'many' });
    expect(answer.status).toBe(500);
  });
});
