import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { fixedClock } from '#server/integrations/clock.ts';
import { createDiskStorage } from '#server/integrations/photo-storage/disk-storage.ts';
import { AppError, badRequest } from '#server/lib/app-error.ts';
import { filesUnder } from '#tests/helpers/files-under.ts';
import { PDF, PNG } from '#tests/helpers/photo-uploads.ts';

import { createFilesService } from './files.service.ts';
import type { FilesService } from './files.service.ts';

// Decision 040: the staged-upload protocol of decision 014, once, for every module that stores
// files: a file is readable only once the work that stages it has returned (its rows committed).

let dir: string;
let files: FilesService;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fixflow-files-'));
  files = createFilesService({
    storage: createDiskStorage(dir),
    clock: fixedClock('2026-01-05T09:00:00Z'),
    log: pino({ enabled: false }),
  });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function part(data: Buffer, filename = 'photo.png') {
  return { filename, stream: Readable.from([data]) };
}

async function readAll(key: string): Promise<Buffer | undefined> {
  const stream = await files.read(key);
  return stream ? buffer(stream) : undefined;
}

describe('the staged upload', () => {
  it('makes a file readable under its key only once the work has returned', async () => {
    const { result, staged } = await files.upload(async (stage) => {
      const stored = await stage('tickets/t1/p1', part(PNG), 'image');
      // Staged, not yet committed: nothing reads it under its key.
      expect(await readAll('tickets/t1/p1')).toBeUndefined();
      return stored.contentType;
    });
    expect(result).toBe('image/png');
    expect(staged).toEqual([
      { storageKey: 'tickets/t1/p1', contentType: 'image/png', size: PNG.length },
    ]);
    expect((await readAll('tickets/t1/p1'))?.equals(PNG)).toBe(true);
  });

  it('discards every staged file when the work fails, and passes its error on', async () => {
    const refusal = badRequest('The row was refused');
    await expect(
      files.upload(async (stage) => {
        await stage('requests/r1/a', part(PNG), 'image');
        await stage('requests/r1/b', part(PNG), 'image');
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('refuses a file that is not what its kind accepts, by content, and keeps nothing', async () => {
    const refused = files.upload((stage) => stage('tickets/t1/p1', part(PDF, 'scan.png'), 'image'));
    await expect(refused).rejects.toMatchObject({
      statusCode: 415,
      message: 'scan.png is not a JPEG, PNG, GIF or WebP image',
    });
    expect(await filesUnder(dir)).toEqual([]);
    const invoice = await files.upload((stage) =>
      stage('dispatches/d1/invoice-1', part(PDF, 'invoice.pdf'), 'invoice'),
    );
    expect(invoice.result.contentType).toBe('application/pdf');
  });

  it("refuses the file past the owner's quota with the owner's answer, and keeps none", async () => {
    const quota = { maxFiles: 1, refusal: () => badRequest('Upload one image') };
    const refused = files.upload(async (stage) => {
      await stage('equipment/e1/a', part(PNG), 'image');
      await stage('equipment/e1/b', part(PNG), 'image');
    }, quota);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, message: 'Upload one image' });
    expect(await filesUnder(dir)).toEqual([]);
  });
});

describe('the start-up sweep', () => {
  it('finishes what any owner references and removes what none does', async () => {
    const folder = path.join(dir, 'tickets', 't1');
    await mkdir(folder, { recursive: true });
    // A crash between the row and the rename, an orphan, and an upload that never finished.
    await writeFile(path.join(folder, 'photo.partial'), PNG);
    await writeFile(path.join(folder, 'orphan'), PNG);
    await writeFile(path.join(folder, 'unfinished.partial'), PNG);
    // Another owner's committed file.
    await mkdir(path.join(dir, 'equipment', 'e1'), { recursive: true });
    await writeFile(path.join(dir, 'equipment', 'e1', 'unit'), PNG);
    files.keepReferenced(async () => ['tickets/t1/photo']);
    files.keepReferenced(async () => new Set(['equipment/e1/unit']));

    expect(await files.sweep()).toEqual({ completed: 1, removed: 2 });
    expect(await filesUnder(dir)).toEqual([
      path.join('equipment', 'e1', 'unit'),
      path.join('tickets', 't1', 'photo'),
    ]);
  });

  it('spares files younger than an hour on shared storage (another instance may be uploading)', async () => {
    const shared = createFilesService({
      storage: { ...createDiskStorage(dir), isShared: true },
      clock: { now: () => new Date() },
      log: pino({ enabled: false }),
    });
    await mkdir(path.join(dir, 'tickets', 't1'), { recursive: true });
    await writeFile(path.join(dir, 'tickets', 't1', 'in-flight.partial'), PNG);
    await writeFile(path.join(dir, 'tickets', 't1', 'not-yet-referenced'), PNG);

    expect(await shared.sweep()).toEqual({ completed: 0, removed: 0 });
    expect(await filesUnder(dir)).toHaveLength(2);
  });
});
