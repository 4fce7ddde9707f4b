import { randomUUID } from 'node:crypto';
import { closeSync, createWriteStream, openSync, writeSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { ticketPhotos } from '#server/db/schema.ts';
import { createDiskStorage } from '#server/integrations/photo-storage/disk-storage.ts';
import { buildTestApp, createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';

// Issue 13: a full disk answers 507 and leaves nothing behind; a crash between a file and its row
// is repaired at the next start.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

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

function multipart(files: Buffer[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fixflow${randomUUID()}`;
  const chunks: Buffer[] = [];
  files.forEach((data, index) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${String(index)}.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
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

async function photoRows(ticket: Ticket): Promise<number> {
  const [row] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(ticketPhotos)
    .where(sql`${ticketPhotos.ticketId} = ${ticket.id}`);
  return Number(row?.count);
}

describe('a photo upload on a full disk', () => {
  it('answers 507 with the out-of-space message and leaves no file and no row', async () => {
    const ticket = await createTicket(ctx.manager);
    isDiskFull = true;
    const response = await ctx.manager.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/photos`,
      ...multipart([Buffer.concat([PNG, Buffer.alloc(200 * 1024)]), PNG]),
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
      ...multipart([PNG]),
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
