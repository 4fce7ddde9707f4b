import { readdir } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { seedInitialData } from '#server/db/seed.ts';
import { createS3Storage, parseS3Url } from '#server/integrations/photo-storage/s3-storage.ts';
import type { StoredFile } from '#server/integrations/photo-storage/photo-storage.ts';
import { ADMIN_PASSWORD, buildTestApp, signIn } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { multipartBody, PDF, PNG } from '#tests/helpers/photo-uploads.ts';
import type { TestS3Server } from '#tests/helpers/s3-server.ts';
import { startS3Server } from '#tests/helpers/s3-server.ts';
import type { TestDatabaseHandle } from '#tests/helpers/test-database.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';

// Photos in S3-compatible object storage (S3_URL), against a real S3 server started here: two
// instances with data dirs of their own share them (decision 022).

let s3: TestS3Server;
let database: TestDatabaseHandle;
let first: TestApp;
let second: TestApp;
let cookie: string;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  closers.push(() => s3.close());
  database = await createTestDatabase();
  closers.push(() => database.close());
  await seedInitialData(database.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD });
  const env = { S3_URL: s3.url('fixflow') };
  first = await buildTestApp({ database, env });
  closers.push(() => first.close());
  const secondHandle = await database.openAnother();
  closers.push(() => secondHandle.close());
  second = await buildTestApp({ database: secondHandle, env });
  closers.push(() => second.close());
  cookie = await signIn(first.app, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

function multipart(files: { name: string; data: Buffer }[]) {
  const body = multipartBody(
    files.map((file) => ({ filename: file.name, contentType: 'image/png', data: file.data })),
  );
  return { payload: body.payload, headers: { ...body.headers, cookie } };
}

async function createTicket(): Promise<Ticket> {
  const response = await first.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { cookie },
    payload: {
      title: 'Ice machine leaking',
      description: 'Water under the bin.',
      location: 'Airport',
      category: 'Ice Machine',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ticket>();
}

async function objects(): Promise<StoredFile[]> {
  const storage = createS3Storage(parseS3Url(s3.url('fixflow')));
  const found: StoredFile[] = [];
  for await (const file of storage.list()) found.push(file);
  return found;
}

describe('photos in S3-compatible storage', () => {
  it('are served by one instance after an upload through the other, and never touch the data dir', async () => {
    const ticket = await createTicket();
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/photos`,
      ...multipart([{ name: 'leak.png', data: PNG }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = uploaded.json<Ticket>().photos;

    const read = await second.app.inject({ method: 'GET', url: photo!.url, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);

    // Committed under its key (the temporary object renamed), and nothing on either disk.
    expect(await objects()).toContainEqual(
      expect.objectContaining({ key: `tickets/${ticket.id}/${photo!.id}`, isTemporary: false }),
    );
    expect((await objects()).filter((object) => object.isTemporary)).toEqual([]);
    expect(await readdir(first.dataDir)).toEqual([]);
    expect(await readdir(second.dataDir)).toEqual([]);
  });

  it('keep nothing of a batch refused because one file is not an image', async () => {
    const ticket = await createTicket();
    const refused = await second.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/photos`,
      ...multipart([
        { name: 'ok.png', data: PNG },
        { name: 'invoice.png', data: PDF },
      ]),
    });
    expect(refused.statusCode).toBe(415);
    const left = (await objects()).filter((object) => object.key.includes(ticket.id));
    expect(left).toEqual([]);
  });
});
