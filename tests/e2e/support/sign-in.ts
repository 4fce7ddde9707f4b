import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import type { DemoRole } from './demo-users.ts';
import { expect } from './test.ts';

type Who = DemoRole | { username: string; password: string };

function credentialsOf(who: Who): { username: string; password: string } {
  return typeof who === 'string'
    ? { username: DEMO_USERS[who].username, password: DEMO_PASSWORD }
    : who;
}

/**
 * Signs the page in and opens the dashboard. The session comes from POST /api/login on the page's
 * own cookie jar, and the display cache the login screen would write (`currentUser`, product rules
 * §3) is written as it does; only the login journeys go through the form (decision 038: the form's
 * page load and typing, 73 times a run, tested nothing new).
 */
export async function signInAs(page: Page, who: Who): Promise<void> {
  const response = await page.request.post('/api/login', { data: credentialsOf(who) });
  expect(response.ok(), await response.text()).toBe(true);
  const user = JSON.stringify(await response.json());
  // localStorage belongs to the app's origin: a blank page first opens a page of it (a small one).
  if (!page.url().startsWith('http')) await page.goto('/api/health');
  await page.evaluate((value) => {
    localStorage.setItem('currentUser', value);
  }, user);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through the login screen, as a user would, and waits for the dashboard. */
export async function signInThroughForm(page: Page, who: Who): Promise<void> {
  const credentials = credentialsOf(who);
  await page.goto('/');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await watchForBlankPage(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The form stays ('Signing in...') until the app can draw: never a blank page in between.
  expect(await page.evaluate(() => (window as BlankWatch).blankPageSeen)).toBe(false);
}

type BlankWatch = Window & { blankPageSeen?: boolean };

/** From now on, records whether the page's root ever shows nothing (every element hidden or empty). */
async function watchForBlankPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root element');
    const watch = window as BlankWatch;
    watch.blankPageSeen = false;
    new MutationObserver(() => {
      const isDrawn = Array.from(root.children).some(
        (child) => child.checkVisibility() && child.getBoundingClientRect().height > 0,
      );
      if (!isDrawn) watch.blankPageSeen = true;
    }).observe(root, { subtree: true, childList: true, attributes: true });
  });
}

/** An API request context signed in as a demo user (for arranging data quickly). */
export async function signInApi(request: APIRequestContext, who: DemoRole) {
  const response = await request.post('/api/login', {
    data: { username: DEMO_USERS[who].username, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return request;
}

/** Signs in (signInAs) at 1280x900 and opens a screen from the menu, once its heading shows. */
export async function openFromMenu(page: Page, who: Who, screen: string): Promise<void> {
  await signInAs(page, who);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation').getByRole('link', { name: screen }).click();
  // The screen's own title, matched whole: the dashboard may still be showing, and a partial
  // match also finds its insight cards' headings that mention the screen's name.
  await expect(page.getByRole('heading', { level: 1, name: screen, exact: true })).toBeVisible();
}
