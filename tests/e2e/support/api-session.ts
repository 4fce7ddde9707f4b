import { expect, request } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

import { DEMO_PASSWORD } from './demo-users.ts';

/** An API request context signed in as a demo user by username, for arranging data quickly. */
export async function apiAs(
  baseURL: string | undefined,
  username: string,
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const response = await context.post('/api/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

/**
 * The journeys share one demo chain and one technician: another journey may have left them clocked
 * in, so a journey that clocks in starts from the clock at rest.
 */
export async function clockOutIfRunning(user: APIRequestContext): Promise<void> {
  const active = (await (await user.get('/api/time-clock/active')).json()) as {
    isActive: boolean;
  };
  if (active.isActive) {
    const out = await user.post('/api/time-clock/out', { data: {} });
    expect(out.ok(), await out.text()).toBe(true);
  }
}
