import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import type { DemoRole } from './demo-users.ts';

/** Signs in through the login screen, as a user would, and waits for the dashboard. */
export async function signInAs(page: Page, who: DemoRole | { username: string; password: string }) {
  const credentials =
    typeof who === 'string' ? { username: DEMO_USERS[who].username, password: DEMO_PASSWORD } : who;
  await page.goto('/');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An API request context signed in as a demo user (for arranging data quickly). */
export async function signInApi(request: APIRequestContext, who: DemoRole) {
  const response = await request.post('/api/login', {
    data: { username: DEMO_USERS[who].username, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return request;
}
