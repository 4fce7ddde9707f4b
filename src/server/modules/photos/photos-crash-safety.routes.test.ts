import { randomUUID } from 'node:crypto';
import { closeSync, createWriteStream, openSync, writeSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { createDiskStorage } from '#server/integrations/photo-storage/disk-storage.ts';
import { buildTestApp, createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';
import { filesUnder } from '#tests/helpers/files-under.ts';
import { multipartBody, photoRowCount, PNG, pngParts } from '#tests/helpers/photo-uploads.ts';

// Decision 014: a full disk answers 507 and leaves nothing behind; a crash between a file and its row
// is repaired at the next start.

let ctx: TestContext;
let dir: string;
/** While true, the uploads folder behaves as a full disk. */
let isDiskFull = false;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fixflow-uploads-'));
  const storage = createDiskStorage(dir, {
    openWriteStream: (filePath) =>
      isDiskFull ? fullDiskStream(filePath) : createWriteStream(filePath),
  });
  ctx = await createTestContext({ deps: { storage } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  isDiskFull = false;
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

/** A write stream on a disk that fills up: it writes part of what it is given, then ENOSPC. */
function fullDiskStream(filePath: string): Writable {
  const fd = openSync(filePath, 'w');
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writeSync(fd, chunk, 0, Math.ceil(chunk.length / 2));
      const error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      });
      callback(error);
    },
    destroy(error, callback) {
      closeSync(fd);
      callback(error);
    },
  });
}

async function createTicket(actor: Actor): Promise<Ticket> {
  const response = await actor.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Fryer pilot keeps going out',
      description: 'Relit three times this morning.',
      location: 'Downtown',
      category: 'Fryer',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ticket>();
}

function photoRows(ticket: Ticket): Promise<number> {
  return photoRowCount(ctx.database.db, ticket.id);
}

describe('a photo upload on a full disk', () => {
  it('answers 507 with the out-of-space message and leaves no file and no row', async () => {
    const ticket = await createTicket(ctx.manager);
    isDiskFull = true;
    const response = await ctx.manager.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/photos`,
      ...multipartBody(pngParts(Buffer.concat([PNG, Buffer.alloc(200 * 1024)]), PNG)),
    });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      error: 'The server is out of storage space',
      code: 'INSUFFICIENT_STORAGE',
    });
    expect(await filesUnder(dir)).toEqual([]);
    expect(await photoRows(ticket)).toBe(0);
    isDiskFull = false;
    // The ticket is untouched and still answers.
    const after = await ctx.manager.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(after.json<Ticket>().photos).toEqual([]);
  });
});

describe('the start-up sweep of the uploads folder', () => {
  it('finishes a rename a crash interrupted and removes orphans and temporary files', async () => {
    const ticket = await createTicket(ctx.manager);
    const uploaded = await ctx.manager.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/photos`,
      ...multipartBody(pngParts(PNG)),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json<Ticket>().photos[0]!;
    const [stored] = await filesUnder(dir);
    expect(stored).toBe(path.join('tickets', ticket.id, photo.id));

    // What a crash leaves: the row committed but the file still under its temporary name, a file
    // whose row never committed, and a temporary file of an upload that never finished.
    await rename(path.join(dir, stored!), path.join(dir, `${stored!}.partial`));
    const folder = path.join(dir, 'tickets', ticket.id);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, randomUUID()), PNG);
    await writeFile(path.join(folder, `${randomUUID()}.partial`), PNG.subarray(0, 10));
    const before = await ctx.manager.request({ method: 'GET', url: photo.url });
    expect(before.statusCode).toBe(404);

    // The next start of an instance on the same data.
    const restarted = await buildTestApp({
      database: ctx.database,
      deps: { storage: createDiskStorage(dir) },
    });
    cleanups.push(() => restarted.close());
    expect(await filesUnder(dir)).toEqual([stored]);
    const image = await restarted.app.inject({
      method: 'GET',
      url: photo.url,
      headers: { cookie: ctx.manager.cookie },
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });
});
