import { request } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_PASSWORD } from './support/demo-users.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import type { ClockServer } from './support/test.ts';

// Issue 39's "Done when" journey, on the clock server (an empty chain whose time the journey sets):
// an urgent ticket's two-hour respond target runs on a 24x7 clock; nobody accepts it, so at 80 %
// (96 minutes) its card says 'At risk' and after two hours 'Overdue', the detail counts down and
// then says how late it is, and the board's service-level filter and sort find it first.

const START = new Date('2026-12-01T14:00:00.000Z');
const minutesAfterStart = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const TITLE = 'SLA journey: fryer will not heat';

const DEFAULT_TARGETS = {
  urgent: { respondMinutes: 120, resolveMinutes: 1440 },
  medium: { respondMinutes: 1440, resolveMinutes: 4320 },
  low: { respondMinutes: 4320, resolveMinutes: 20_160 },
};

/** Moves the server's clock and the page's clock to the same instant. */
async function moveClocks(clock: ClockServer, page: Page, at: Date) {
  clock.setTime(at);
  await page.clock.setSystemTime(at);
}

async function adminApi(clock: ClockServer): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: clock.baseURL });
  const response = await api.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return api;
}

function card(page: Page) {
  return page.getByRole('article', { name: TITLE });
}

async function shots(page: Page, name: string) {
  if (!isTakingScreenshots) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 640 ? 800 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, {
        path: `test-results/sla-${name}-${String(width)}-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an urgent ticket goes at risk, then overdue, on the board and in its detail', async ({
  browser,
  clockServer: clock,
}) => {
  test.setTimeout(180_000);

  // 1. Tuesday 14:00 UTC: the default targets on a 24x7 clock, and an urgent fryer ticket.
  clock.setTime(START);
  const admin = await adminApi(clock);
  const saved = await admin.put('/api/settings/sla', {
    data: { targets: DEFAULT_TARGETS, storeHours: [] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await admin.post('/api/tickets', {
    data: {
      title: TITLE,
      description: 'Oil stays at room temperature; pilot is lit',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'urgent',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  const context = await browser.newContext({
    baseURL: clock.baseURL,
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 900 },
  });
  await context.clock.install({ time: START });
  const page = await context.newPage();
  await signInAs(page, { username: 'admin', password: DEMO_PASSWORD });
  const board = `/tickets?q=${encodeURIComponent(TITLE)}`;

  // 2. Just reported: on track, no badge; the detail counts down to the response.
  await page.goto(board);
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByText('At risk')).toHaveCount(0);
  await expect(card(page).getByText('Overdue')).toHaveCount(0);
  await card(page)
    .getByRole('button', { name: /View details of/ })
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('ticket-sla')).toContainText('Respond in 2h');
  await page.keyboard.press('Escape');

  // 3. 100 minutes later (past 80 % of two hours): 'At risk' on the card and in the detail.
  await moveClocks(clock, page, minutesAfterStart(100));
  await page.goto(board);
  await expect(card(page).getByText('At risk')).toBeVisible();
  await expect(card(page).getByText('Overdue')).toHaveCount(0);
  await shots(page, 'at-risk');
  await card(page)
    .getByRole('button', { name: /View details of/ })
    .click();
  await expect(detail.getByTestId('ticket-sla')).toContainText('Respond in 20m');
  await expect(detail.getByText('At risk').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // 4. Two and a half hours after it was reported, still not accepted: 'Overdue'.
  await moveClocks(clock, page, minutesAfterStart(150));
  await page.goto(board);
  await expect(card(page).getByText('Overdue')).toBeVisible();
  await expect(card(page).getByText('At risk')).toHaveCount(0);
  await card(page)
    .getByRole('button', { name: /View details of/ })
    .click();
  await expect(detail.getByTestId('ticket-sla')).toContainText('Overdue by 30m');
  await shots(page, 'overdue-detail');
  await page.keyboard.press('Escape');

  // 5. The board's service-level filter keeps it under Overdue and drops it under At risk.
  await page.goto(`${board}&sla=overdue&sort=sla`);
  await expect(card(page)).toBeVisible();
  await expect(page.getByLabel('Service level')).toContainText('Overdue');
  await page.goto(`${board}&sla=at-risk`);
  await expect(card(page)).toHaveCount(0);

  await context.close();
});
