import { describe, expect, it } from 'vitest';

import { fastifyTrustProxy, parseConfig } from './config.ts';

// Decision 012: TRUST_PROXY=true let any client choose its own address by rotating X-Forwarded-For.

describe('TRUST_PROXY', () => {
  it('is off by default, and with false or 0', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes a comma-separated list of addresses and CIDR ranges', () => {
    expect(parseConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses true at start-up and says what to set instead', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For hop, which clients can forge; set the number of proxies/,
    );
  });

  it('refuses anything that is not an address, a range or a sane count', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(/not an address: "yes"/);
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an address/);
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.1,' })).toThrow(/not an address/);
    expect(() => parseConfig({ TRUST_PROXY: '11' })).toThrow(/between 0 and 10/);
  });

  it('turns a hop count into a rule that trusts exactly that many hops', () => {
    const rule = fastifyTrustProxy(2);
    if (typeof rule !== 'function') throw new Error('a count is a function for Fastify');
    expect([0, 1, 2].map((hop) => rule('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

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

describe('ADMIN_PASSWORD', () => {
  it('follows the password policy: length, not the username, not a common password', () => {
    expect(() => parseConfig({ ADMIN_PASSWORD: 'short-pw' })).toThrow(
      'ADMIN_PASSWORD: Password must be at least 10 characters',
    );
    expect(() =>
      parseConfig({ ADMIN_USERNAME: 'boss-person', ADMIN_PASSWORD: 'BOSS-PERSON' }),
    ).toThrow('ADMIN_PASSWORD: Password must not be the username');
    expect(() => parseConfig({ ADMIN_PASSWORD: 'qwertyuiop' })).toThrow(
      'ADMIN_PASSWORD: This password is too common',
    );
    expect(parseConfig({ ADMIN_PASSWORD: 'a-long-admin-secret' }).adminPassword).toBe(
      'a-long-admin-secret',
    );
  });
});

describe('ADMIN_USERNAME', () => {
  it('must be a username sign-in accepts (ASCII letters, digits and . _ @ -)', () => {
    expect(parseConfig({ ADMIN_USERNAME: 'chief' }).adminUsername).toBe('chief');
    expect(() => parseConfig({ ADMIN_USERNAME: 'kİwi' })).toThrow(
      /ADMIN_USERNAME: Username may contain only letters, digits and \. _ @ -/,
    );
  });
});

// Decision 039: links in e-mails and on labels never come from a request's Host header.
describe('the origin links point at', () => {
  it('is PUBLIC_ORIGIN without its trailing slash', () => {
    expect(
      parseConfig({ PUBLIC_ORIGIN: 'https://fix.example.com/', HOST: '0.0.0.0' }).linkOrigin,
    ).toBe('https://fix.example.com');
  });

  it('is else the address the server listens on', () => {
    expect(parseConfig({}).linkOrigin).toBe('http://127.0.0.1:3000');
    expect(parseConfig({ HOST: 'fixflow.lan', PORT: '8080' }).linkOrigin).toBe(
      'http://fixflow.lan:8080',
    );
    expect(parseConfig({ HOST: '::1', PORT: '8080' }).linkOrigin).toBe('http://[::1]:8080');
  });

  it.each(['0.0.0.0', '::'])('is unknown when HOST %s is every interface', (host) => {
    expect(parseConfig({ HOST: host }).linkOrigin).toBeUndefined();
  });
});
