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
