import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';

import { SIGNUP_LIMIT } from '#server/modules/technician-signups/technician-signups.service.ts';

// Decision 012: with TRUST_PROXY=true the left-most X-Forwarded-For entry was the client's address,
// so a client rotating it was never limited. Now only known proxies are believed: the address a
// limit counts is the one the trusted proxy saw, whatever the client writes in front of it.

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((testApp) => testApp.close()));
});

async function appWith(trustProxy: string): Promise<TestApp> {
  const testApp = await buildTestApp({ env: { TRUST_PROXY: trustProxy } });
  apps.push(testApp);
  return testApp;
}

function applyAs(testApp: TestApp, attempt: number, remoteAddress: string, forwardedFor: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/technician-signups',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      name: `Applicant ${String(attempt)}`,
      email: `applicant${String(attempt)}@example.com`,
      phone: '(201) 555-2000',
      certifications: ['HVAC'],
    },
  });
}

/** Submits one more application than the limit, each with a different forged left-most entry. */
async function statusesRotating(
  testApp: TestApp,
  remoteAddress: string,
  realClient: string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= SIGNUP_LIMIT.maxSubmissions; attempt += 1) {
    const forged = `198.18.${String(attempt)}.1`;
    const answer = await applyAs(testApp, attempt, remoteAddress, `${forged}, ${realClient}`);
    statuses.push(answer.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  let hopCount: TestApp;
  let addressList: TestApp;
  beforeAll(async () => {
    hopCount = await appWith('1');
    addressList = await appWith('10.0.0.2,10.9.0.0/16');
  });

  it('with a hop count, a forged left-most X-Forwarded-For does not dodge the limit', async () => {
    const statuses = await statusesRotating(hopCount, '10.0.0.2', '203.0.113.20');
    expect(statuses.slice(0, SIGNUP_LIMIT.maxSubmissions).every((status) => status === 201)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('with an address list, the proxy is believed and the client behind it is limited', async () => {
    const statuses = await statusesRotating(addressList, '10.9.4.4', '203.0.113.30');
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy is not.
    const other = await applyAs(addressList, 99, '10.9.4.4', '203.0.113.31');
    expect(other.statusCode).toBe(201);
  });

  it('with an address list, X-Forwarded-For from anyone else is ignored', async () => {
    // A direct client claiming to be someone new each time is still counted as itself.
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGNUP_LIMIT.maxSubmissions; attempt += 1) {
      const answer = await applyAs(
        addressList,
        100 + attempt,
        '192.0.2.66',
        `198.18.9.${String(attempt)}`,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
