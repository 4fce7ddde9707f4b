import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Certification } from '#contract/schemas/certification.ts';
import { createTestContext, DEFAULT_NOW } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
// expect.any() is typed any; matchers are compared as unknown.
const anyString: unknown = expect.any(String);
let ctx: TestContext;
let holder: Actor;
beforeAll(async () => {
  // The tests' clock reads Tuesday 2026-01-06, 09:00 in New York.
  ctx = await createTestContext({ deps: { modules: ['certifications'] } });
  holder = await ctx.newActor('technician', { username: 'certified-tech' });
});
afterAll(async () => {
  await ctx.close();
});

async function listFor(userId: string): Promise<Certification[]> {
  const response = await ctx.admin.request({
    method: 'GET',
    url: `/api/certifications?userId=${userId}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Certification[]>();
}

function postCertification(payload: Record<string, unknown>, actor: Actor = ctx.admin) {
  return actor.request({ method: 'POST', url: '/api/certifications', payload });
}

async function addCertification(payload: Record<string, unknown>): Promise<Certification> {
  const response = await postCertification({
    userId: holder.user.id,
    certificationName: 'Refrigeration',
    certificationNumber: 'R-100',
    ...payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Certification>();
}

describe('POST /api/certifications', () => {
  it('adds a certification to a user, trimmed, with its expiration day', async () => {
    const response = await postCertification({
      userId: holder.user.id,
      certificationName: ' EPA 608 ',
      certificationNumber: ' 608-4471 ',
      expirationDate: '2027-05-31',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: anyString,
      userId: holder.user.id,
      certificationName: 'EPA 608',
      certificationNumber: '608-4471',
      expirationDate: '2027-05-31',
      isExpired: false,
    });
  });

  it('treats an empty, null or absent expiration date as none', async () => {
    for (const expirationDate of ['', null, undefined]) {
      const created = await addCertification({ certificationName: 'Safety', expirationDate });
      expect(created).toMatchObject({ expirationDate: null, isExpired: false });
    }
  });

  it('reads a full date-time as its day in the business time zone', async () => {
    const created = await addCertification({ expirationDate: '2026-03-01T02:00:00.000Z' });
    expect(created.expirationDate).toBe('2026-02-28');
  });

  it('requires the name and the number', async () => {
    const response = await postCertification({ userId: holder.user.id, certificationName: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Certification name is required');
    expect(response.json<{ error: string }>().error).toContain('Certification number is required');
  });

  it('refuses a malformed expiration date', async () => {
    const response = await postCertification({
      userId: holder.user.id,
      certificationName: 'HVAC',
      certificationNumber: 'H-1',
      expirationDate: '31/12/2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Expiration date must be a date as YYYY-MM-DD',
    });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await postCertification({
      userId: '00000000-0000-4000-8000-000000000000',
      certificationName: 'HVAC',
      certificationNumber: 'H-1',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/certifications', () => {
  it("lists a user's certifications and flags those whose expiration day has passed", async () => {
    const user = await ctx.newActor('technician');
    const add = (certificationName: string, expirationDate: string | null) =>
      postCertification({
        userId: user.user.id,
        certificationName,
        certificationNumber: 'N-1',
        expirationDate,
      });
    await add('Yesterday', '2026-01-05');
    await add('Today', '2026-01-06');
    await add('Never', null);
    const list = await listFor(user.user.id);
    expect(
      list.map(({ certificationName, isExpired }) => ({ certificationName, isExpired })),
    ).toEqual([
      { certificationName: 'Never', isExpired: false },
      { certificationName: 'Today', isExpired: false },
      { certificationName: 'Yesterday', isExpired: true },
    ]);
    // At 20:00 the same day it is still valid; after midnight in New York it has expired.
    ctx.clock.advance(11 * HOUR_MS);
    expect(
      (await listFor(user.user.id)).find((item) => item.certificationName === 'Today')?.isExpired,
    ).toBe(false);
    ctx.clock.advance(5 * HOUR_MS);
    expect(
      (await listFor(user.user.id)).find((item) => item.certificationName === 'Today')?.isExpired,
    ).toBe(true);
    ctx.clock.set(DEFAULT_NOW);
  });

  it("does not mix in other users' certifications", async () => {
    const other = await ctx.newActor('technician');
    expect(await listFor(other.user.id)).toEqual([]);
    expect((await listFor(holder.user.id)).every((item) => item.userId === holder.user.id)).toBe(
      true,
    );
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await ctx.admin.request({
      method: 'GET',
      url: '/api/certifications?userId=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await ctx.admin.request({
      method: 'GET',
      url: '/api/certifications?userId=abc',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PUT /api/certifications/:id', () => {
  it('replaces name, number and expiration date', async () => {
    const created = await addCertification({ expirationDate: '2026-12-31' });
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/certifications/${created.id}`,
      payload: {
        certificationName: 'Refrigeration II',
        certificationNumber: 'R-200',
        expirationDate: '2025-12-31',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      certificationName: 'Refrigeration II',
      certificationNumber: 'R-200',
      expirationDate: '2025-12-31',
      isExpired: true,
    });
  });

  it('clears the expiration date when it is omitted or empty', async () => {
    const created = await addCertification({ expirationDate: '2026-12-31' });
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/certifications/${created.id}`,
      payload: { certificationName: 'Refrigeration', certificationNumber: 'R-100' },
    });
    expect(response.json()).toMatchObject({ expirationDate: null });
  });

  it('requires the name and number and answers 404 for an unknown certification', async () => {
    const created = await addCertification({});
    const blank = await ctx.admin.request({
      method: 'PUT',
      url: `/api/certifications/${created.id}`,
      payload: { certificationName: 'Refrigeration', certificationNumber: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect((await listFor(holder.user.id)).find((item) => item.id === created.id)).toEqual(created);
    const unknown = await ctx.admin.request({
      method: 'PUT',
      url: '/api/certifications/00000000-0000-4000-8000-000000000000',
      payload: { certificationName: 'X', certificationNumber: 'Y' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/certifications/:id', () => {
  it('deletes a certification', async () => {
    const created = await addCertification({ certificationName: 'Short Lived' });
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/certifications/${created.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect((await listFor(holder.user.id)).some((item) => item.id === created.id)).toBe(false);
    const again = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/certifications/${created.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses every certifications call to managers and technicians, even about themselves', async () => {
    const created = await addCertification({ certificationName: 'Guarded' });
    for (const actor of [ctx.manager, ctx.technician, holder]) {
      const calls = [
        actor.request({ method: 'GET', url: `/api/certifications?userId=${holder.user.id}` }),
        postCertification(
          { userId: actor.user.id, certificationName: 'Self', certificationNumber: 'S-1' },
          actor,
        ),
        actor.request({
          method: 'PUT',
          url: `/api/certifications/${created.id}`,
          payload: { certificationName: 'Hijacked', certificationNumber: 'H' },
        }),
        actor.request({ method: 'DELETE', url: `/api/certifications/${created.id}` }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    expect((await listFor(holder.user.id)).find((item) => item.id === created.id)).toEqual(created);
    expect((await ctx.anonymous({ method: 'GET', url: '/api/certifications' })).statusCode).toBe(
      401,
    );
  });
});
