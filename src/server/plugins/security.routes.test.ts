import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext } from '#tests/helpers/build-test-app.ts';
import type { TestContext } from '#tests/helpers/build-test-app.ts';

// Decisions 012-016: without PUBLIC_ORIGIN the origin check compared Origin with the Host header, which
// the client chooses, so a page whose Origin and Host agreed passed with the user's cookie.
// Decision 012: a signed-in mutation needs Sec-Fetch-Site: same-origin, or no claimed origin.

let ctx: TestContext;
let withPublicOrigin: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  withPublicOrigin = await createTestContext({
    env: { PUBLIC_ORIGIN: 'https://fix.example.com' },
  });
});
afterAll(async () => {
  await ctx.close();
  await withPublicOrigin.close();
});

/** A signed-in mutation (sign out) with the given headers, then whether the session survived. */
async function signOut(
  context: TestContext,
  headers: Record<string, string>,
): Promise<{ status: number; isStillSignedIn: boolean }> {
  const actor = await context.newActor('technician');
  const response = await actor.request({ method: 'POST', url: '/api/logout', headers });
  const me = await actor.request({ method: 'GET', url: '/api/me' });
  return { status: response.statusCode, isStillSignedIn: me.statusCode === 200 };
}

describe('origin check without PUBLIC_ORIGIN', () => {
  it('does not take a Host header that matches the Origin as proof of the same origin', async () => {
    const answer = await signOut(ctx, {
      host: 'rebound.example:3000',
      origin: 'http://rebound.example:3000',
    });
    expect(answer).toEqual({ status: 403, isStillSignedIn: true });
  });

  it('accepts a browser mutation marked Sec-Fetch-Site: same-origin', async () => {
    const answer = await signOut(ctx, {
      origin: 'http://localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(answer).toEqual({ status: 200, isStillSignedIn: false });
  });

  it('refuses a mutation a browser marks as cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const answer = await signOut(ctx, { 'sec-fetch-site': site });
      expect(answer, site).toEqual({ status: 403, isStillSignedIn: true });
    }
  });

  it('accepts a client that claims no origin at all (a script)', async () => {
    expect(await signOut(ctx, {})).toEqual({ status: 200, isStillSignedIn: false });
  });
});

describe('origin check with PUBLIC_ORIGIN', () => {
  it('accepts that origin and refuses any other, whatever the Host header says', async () => {
    expect(await signOut(withPublicOrigin, { origin: 'https://fix.example.com' })).toEqual({
      status: 200,
      isStillSignedIn: false,
    });
    expect(
      await signOut(withPublicOrigin, {
        host: 'evil.example',
        origin: 'https://evil.example',
      }),
    ).toEqual({ status: 403, isStillSignedIn: true });
  });
});

// Decision 042 cut 43: helmet's middleware is built once at start (it was built per request), and
// every answer still carries the same headers, in helmet's order, before the route's own.
const SECURITY_HEADERS = [
  [
    'content-security-policy',
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
      "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
      "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  ],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

describe('security headers', () => {
  it('sends the same headers first on a signed-in answer, a refusal, a 401 and a 404', async () => {
    const actor = await ctx.newActor('admin');
    const answers = [
      await actor.request({ method: 'GET', url: '/api/dashboard/stats' }),
      await actor.request({
        method: 'POST',
        url: '/api/logout',
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
      await ctx.anonymous({ method: 'GET', url: '/api/dashboard/stats' }),
      await ctx.anonymous({ method: 'GET', url: '/api/nowhere' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 403, 401, 404]);
    for (const answer of answers) {
      const sent = Object.entries(answer.headers).slice(0, SECURITY_HEADERS.length);
      expect(sent).toEqual(SECURITY_HEADERS);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('asks for HTTPS when the public origin is https', async () => {
    const answer = await withPublicOrigin.anonymous({ method: 'GET', url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
