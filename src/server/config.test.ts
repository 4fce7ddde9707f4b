import { describe, expect, it } from 'vitest';

import { parseConfig } from './config.ts';

// Where photos live follows the README's order: PHOTO_STORAGE, else S3_URL, else DATABASE_URL.
describe('the photo storage setting', () => {
  const database = 'postgres://fixflow:secret@127.0.0.1:5432/fixflow';
  const s3 = 'http://key:secret@127.0.0.1:9000/photos';

  it('keeps photos in DATA_DIR/uploads with the embedded database', () => {
    expect(parseConfig({ DATA_DIR: '/srv/fixflow' }).photoStorage).toEqual({
      kind: 'disk',
      dataDir: '/srv/fixflow',
    });
  });

  it('keeps them in the database when DATABASE_URL is set, and in S3 when S3_URL is', () => {
    expect(parseConfig({ DATABASE_URL: database }).photoStorage).toEqual({ kind: 'database' });
    expect(parseConfig({ DATABASE_URL: database, S3_URL: s3 }).photoStorage).toEqual({
      kind: 's3',
      url: s3,
    });
  });

  it('lets PHOTO_STORAGE choose', () => {
    expect(
      parseConfig({ DATABASE_URL: database, PHOTO_STORAGE: 'disk', DATA_DIR: '/srv/f' })
        .photoStorage,
    ).toEqual({ kind: 'disk', dataDir: '/srv/f' });
    expect(parseConfig({ PHOTO_STORAGE: 'database' }).photoStorage).toEqual({ kind: 'database' });
  });

  it('refuses S3 without a usable S3_URL', () => {
    expect(() => parseConfig({ PHOTO_STORAGE: 's3' })).toThrow('PHOTO_STORAGE: s3 needs S3_URL');
    expect(() => parseConfig({ S3_URL: 'http://127.0.0.1:9000/photos' })).toThrow('S3_URL');
    expect(() => parseConfig({ S3_URL: 'ftp://key:secret@host/photos' })).toThrow('S3_URL');
    expect(() => parseConfig({ S3_URL: 'http://key:secret@host/' })).toThrow('S3_URL');
  });
});
