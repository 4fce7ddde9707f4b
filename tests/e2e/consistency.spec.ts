import type { Page } from '@playwright/test';

import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decisions 023-028, consistency: one toast at a time, times that name the business zone when the browser is
// elsewhere, 44 px tap targets and no nested scrolling on phones, an API docs page without errors.

/** Toasts on screen: sonner keeps a dismissed one in the DOM while it slides out. */
function shownToasts(page: Page) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])');
}

test.describe('in a browser in another time zone than the business', () => {
  // The E2E server runs in the machine's zone; Tokyo is nobody's business zone here.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('one toast is on screen at a time, and times say which zone they are in', async ({
    page,
  }) => {
    const business = (await (await page.request.get('/api/health')).json()) as { timeZone: string };
    expect(business.timeZone).not.toBe('Asia/Tokyo');
    await signInAs(page, 'technician');
    await page.goto('/clock');
    await page.getByRole('button', { name: 'Clock In' }).click();
    await expect(shownToasts(page)).toHaveCount(1);
    await expect(
      page.getByText(/^Started at \d{1,2}:\d{2} [AP]M [A-Z][A-Za-z0-9+:-]+$/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clock Out' }).click();
    await expect(shownToasts(page).filter({ hasText: 'Clocked Out' })).toBeVisible();
    await expect(shownToasts(page)).toHaveCount(1);
  });
});

test('on a phone, buttons and dialog close buttons are at least 44 px, and the dashboard scrolls as one page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, 'admin');
  // No card scrolls inside the page on the phone dashboard.
  await expect(page.getByRole('region', { name: 'AI Insights' })).toBeVisible();
  const innerScrollers = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (
          (overflowY === 'auto' || overflowY === 'scroll') &&
          element.scrollHeight > element.clientHeight + 1
        );
      })
      .map((element) => element.className),
  );
  expect(innerScrollers).toEqual([]);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, {
      path: `test-results/consistency-dashboard-375-${theme}.png`,
      fullPage: true,
    });
  }

  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const toggleBox = await toggle.boundingBox();
  expect(toggleBox?.height).toBeGreaterThanOrEqual(44);
  expect(toggleBox?.width).toBeGreaterThanOrEqual(44);

  await page.goto('/tickets');
  const viewDetails = page.getByRole('button', { name: /^View details of/ }).first();
  await expect(viewDetails).toBeVisible();
  expect((await viewDetails.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await viewDetails.click();
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' }).last();
  await expect(close).toBeVisible();
  const closeBox = await close.boundingBox();
  expect(closeBox?.height).toBeGreaterThanOrEqual(44);
  expect(closeBox?.width).toBeGreaterThanOrEqual(44);
  await screenshot(page, { path: 'test-results/consistency-ticket-dialog-375.png' });

  // Desktop keeps its density.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await close.boundingBox())?.height).toBeLessThan(44);
  await screenshot(page, { path: 'test-results/consistency-ticket-dialog-1280.png' });
});

test('the API docs page loads without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/docs');
  // The OpenAPI document is generated on first request: slow on a loaded machine.
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
});
