import { describe, expect, it } from 'vitest';

import { fastifyTrustProxy, parseConfig } from './config.ts';

// Issue 13: TRUST_PROXY=true let any client choose its own address by rotating X-Forwarded-For.

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

describe('ADMIN_USERNAME', () => {
  it('must be a username sign-in accepts (ASCII letters, digits and . _ @ -)', () => {
    expect(parseConfig({ ADMIN_USERNAME: 'chief' }).adminUsername).toBe('chief');
    expect(() => parseConfig({ ADMIN_USERNAME: 'kİwi' })).toThrow(
      /ADMIN_USERNAME: Username may contain only letters, digits and \. _ @ -/,
    );
  });
});
