import { randomUUID } from 'node:crypto';
import http from 'node:http';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { ticketPhotos } from '#server/db/schema.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import {
  GIF,
  JPEG,
  multipartBody,
  PDF,
  photoRowCount,
  PNG,
  storedTicketFiles,
} from '#tests/helpers/photo-uploads.ts';
import type { UploadPart } from '#tests/helpers/photo-uploads.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

const { ctx } = fileTestContext();

function upload(actor: Actor, ticket: Ticket, parts: UploadPart[]) {
  return actor.request({
    method: 'POST',
    url: `/api/tickets/${ticket.id}/photos`,
    ...multipartBody(parts),
  });
}

async function createTicket(actor: Actor, location = 'Downtown'): Promise<Ticket> {
  const response = await actor.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Ice bin has black specks',
      description: 'Stopped serving ice.',
      location,
      category: 'Ice Machine',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ticket>();
}

function photoRows(ticket: Ticket): Promise<number> {
  return photoRowCount(ctx.database.db, ticket.id);
}

function storedFiles(ticket: Ticket): Promise<string[]> {
  return storedTicketFiles(ctx.dataDir, ticket.id);
}

describe('POST /api/tickets/{id}/photos', () => {
  it('ignores path traversal in upload names: files land under the ticket, named by the server', async () => {
    const ticket = await createTicket(ctx.manager);
    const response = await upload(ctx.manager, ticket, [
      { filename: '../../../../../../tmp/escaped.png', contentType: 'image/png', data: PNG },
      { filename: '..\\..\\windows\\escaped.png', contentType: 'image/png', data: PNG },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const files = await storedFiles(ticket);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).not.toContain('..');
    const rows = await ctx.database.db
      .select({ storageKey: ticketPhotos.storageKey })
      .from(ticketPhotos)
      .where(sql`${ticketPhotos.ticketId} = ${ticket.id}`);
    for (const row of rows) {
      expect(row.storageKey.startsWith(`tickets/${ticket.id}/`)).toBe(true);
      expect(row.storageKey).not.toContain('..');
    }
  });

  it('stores images recognised by content and answers the ticket with their addresses', async () => {
    const ticket = await createTicket(ctx.manager);
    const response = await upload(ctx.manager, ticket, [
      { filename: 'front.png', contentType: 'image/png', data: PNG },
      // The name and the declared type do not matter; the bytes do.
      { filename: 'back.bin', contentType: 'application/octet-stream', data: JPEG },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const photos = response.json<Ticket>().photos;
    expect(photos.map((photo) => [photo.contentType, photo.size])).toEqual([
      ['image/png', PNG.length],
      ['image/jpeg', JPEG.length],
    ]);
    expect(photos[0]?.url).toBe(`/api/tickets/${ticket.id}/photos/${photos[0]?.id ?? ''}`);
    expect(await storedFiles(ticket)).toHaveLength(2);

    const image = await ctx.manager.request({ method: 'GET', url: photos[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const listed = await ctx.manager.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/photos`,
    });
    expect(listed.json()).toEqual(photos);
    const inList = await ctx.admin.request({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(inList.json<Ticket>().photos).toEqual(photos);
  });

  it('records the upload in the ticket’s history', async () => {
    const ticket = await createTicket(ctx.manager);
    await upload(ctx.manager, ticket, [
      { filename: 'a.png', contentType: 'image/png', data: PNG },
      { filename: 'b.gif', contentType: 'image/gif', data: GIF },
    ]);
    const response = await ctx.manager.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/activity`,
    });
    const entries = response.json<ActivityEntry[]>();
    expect(entries.at(-1)).toMatchObject({
      kind: 'ticket.photo_added',
      message: `${ctx.manager.user.name} added 2 photos to #${String(ticket.ticketNumber)}`,
    });
  });

  it('refuses a PDF renamed .jpg with 415 and stores none of the batch', async () => {
    const ticket = await createTicket(ctx.manager);
    const response = await upload(ctx.manager, ticket, [
      { filename: 'ok.png', contentType: 'image/png', data: PNG },
      { filename: 'invoice.jpg', contentType: 'image/jpeg', data: PDF },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'invoice.jpg is not a JPEG, PNG, GIF or WebP image',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await photoRows(ticket)).toBe(0);
    expect(await storedFiles(ticket)).toEqual([]);
  });

  it('refuses a 30 MB photo with 413 and stores nothing', async () => {
    const ticket = await createTicket(ctx.manager);
    const huge = Buffer.concat([PNG, Buffer.alloc(30 * 1024 * 1024)]);
    const response = await upload(ctx.manager, ticket, [
      { filename: 'huge.png', contentType: 'image/png', data: huge },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await photoRows(ticket)).toBe(0);
    expect(await storedFiles(ticket)).toEqual([]);
  });

  it('allows at most 10 photos a ticket', async () => {
    const ticket = await createTicket(ctx.manager);
    const nine = Array.from({ length: 9 }, (_, index) => ({
      filename: `p${String(index)}.png`,
      contentType: 'image/png',
      data: PNG,
    }));
    expect((await upload(ctx.manager, ticket, nine)).statusCode).toBe(201);
    const two = nine.slice(0, 2);
    const tooMany = await upload(ctx.manager, ticket, two);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: 'A ticket can have at most 10 photos (this one has 9)',
      code: 'CONFLICT',
    });
    expect(await photoRows(ticket)).toBe(9);
    expect((await upload(ctx.manager, ticket, nine.slice(0, 1))).statusCode).toBe(201);
    expect(await photoRows(ticket)).toBe(10);
  });

  it('refuses a request without files, and a JSON body', async () => {
    const ticket = await createTicket(ctx.manager);
    const empty = await upload(ctx.manager, ticket, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'Attach at least one image' });
    const json = await ctx.manager.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/photos`,
      payload: { photo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('gives photos the same permission as their ticket', async () => {
    const ticket = await createTicket(ctx.admin, 'Airport');
    const added = await upload(ctx.admin, ticket, [
      { filename: 'a.png', contentType: 'image/png', data: PNG },
    ]);
    const url = added.json<Ticket>().photos[0]!.url;
    // The Downtown manager and an unassigned technician may neither read nor add.
    expect((await ctx.manager.request({ method: 'GET', url })).statusCode).toBe(403);
    expect((await ctx.technician.request({ method: 'GET', url })).statusCode).toBe(403);
    expect((await ctx.anonymous({ method: 'GET', url })).statusCode).toBe(401);
    const intruder = await upload(ctx.technician, ticket, [
      { filename: 'x.png', contentType: 'image/png', data: PNG },
    ]);
    expect(intruder.statusCode).toBe(403);
    expect(await photoRows(ticket)).toBe(1);
    // An unknown photo of a visible ticket is a 404.
    const missing = await ctx.admin.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/photos/${randomUUID()}`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

/**
 * Sends a multipart upload over a real connection, writing `chunks` but never ending the body:
 * only a server that checks the file while it streams can answer.
 */
async function unfinishedUpload(
  actor: Actor,
  ticket: Ticket,
  chunks: Buffer[],
): Promise<{ status: number; body: unknown }> {
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const boundary = `----fixflow${randomUUID()}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: address.port,
        method: 'POST',
        path: `/api/tickets/${ticket.id}/photos`,
        headers: {
          cookie: actor.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (response) => {
        const received: Buffer[] = [];
        response.on('data', (chunk: Buffer) => received.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(received).toString('utf8')) as unknown,
          });
        });
      },
    );
    request.on('error', reject);
    request.flushHeaders();
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="upload.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    for (const chunk of chunks) request.write(chunk);
  });
}

describe('POST /api/tickets/{id}/photos while the upload streams', () => {
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('refuses a file that is not an image at its first bytes, before the body ends', async () => {
    const ticket = await createTicket(ctx.manager);
    const answer = await unfinishedUpload(ctx.manager, ticket, [PDF, Buffer.alloc(64 * 1024)]);
    expect(answer).toEqual({
      status: 415,
      body: {
        error: 'upload.jpg is not a JPEG, PNG, GIF or WebP image',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    });
    expect(await photoRows(ticket)).toBe(0);
    expect(await storedFiles(ticket)).toEqual([]);
  });

  it('refuses an image at the size limit, before the body ends', async () => {
    const ticket = await createTicket(ctx.manager);
    const answer = await unfinishedUpload(ctx.manager, ticket, [
      PNG,
      ...Array.from({ length: 11 }, () => Buffer.alloc(1024 * 1024)),
    ]);
    expect(answer).toEqual({
      status: 413,
      body: { error: 'upload.jpg is larger than 10 MB', code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await photoRows(ticket)).toBe(0);
    expect(await storedFiles(ticket)).toEqual([]);
  });
});

describe('POST /api/tickets/{id}/photos with a malformed body', () => {
  it('answers 400 to multipart/form-data without a boundary', async () => {
    const ticket = await createTicket(ctx.manager);
    const response = await ctx.manager.request({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/photos`,
      headers: { 'content-type': 'multipart/form-data' },
      payload: Buffer.concat([Buffer.from('--x\r\n'), PNG]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'A multipart/form-data body needs a boundary parameter',
      code: 'VALIDATION_FAILED',
    });
    expect(await photoRows(ticket)).toBe(0);
  });
});
