import type { Locator, Page } from '@playwright/test';

import { scheduledTicketForTech } from './support/scheduled-ticket.ts';
import { screenshot } from './support/screenshots.ts';
import { signInApi, signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decision 028: on a phone every control a finger taps is at least 44 px tall — here the plain
// buttons inside features: the signup's certification chips, calendar entries in the day, week
// and month views, and the toast's close button.

const PHONE = { width: 375, height: 800 };

async function expectTall(target: Locator, what: string) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  // Rounded: the toast's entry animation leaves sub-pixel sizes (43.99999).
  expect(Math.round(box?.height ?? 0), `${what} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
}

function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/** A half-hour ticket today at 10:00, assigned to the demo technician: the shortest entry. */
async function shortTicketToday(page: Page, title: string): Promise<number> {
  const request = await signInApi(page.request, 'admin');
  const start = new Date();
  start.setHours(10, 0, 0, 0);
  const end = new Date(start.getTime() + 30 * 60_000);
  return (await scheduledTicketForTech(request, title, start, end)).ticketNumber;
}

test('certification chips on the technician signup are 44 px tall on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/technician-signup');
  const chips = page.getByRole('button', { name: 'HVAC', exact: true });
  await expectTall(chips, 'a certification chip');
  await chips.click();
  await expect(chips).toHaveAttribute('aria-pressed', 'true');
  await expectTall(chips, 'a chosen certification chip');
  await screenshot(page, { path: 'test-results/tap-targets-signup-375.png', fullPage: true });
});

test('calendar entries are 44 px tall on a phone, in the day, week and month views', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const title = `Gasket ${String(Date.now())}`;
  const ticketNumber = await shortTicketToday(page, title);
  await signInAs(page, 'admin');

  await page.goto('/calendar?view=day');
  const block = page.locator(`[data-ticket-block="${String(ticketNumber)}"]`);
  await block.scrollIntoViewIfNeeded();
  await expectTall(block, 'a half-hour ticket in the day view');
  // The day's list beside (below, on a phone) the grid.
  await expectTall(
    page.getByRole('button').filter({ hasText: title }).last(),
    'an entry of the day list',
  );
  await screenshot(page, { path: 'test-results/tap-targets-calendar-day-375.png', fullPage: true });

  // Issue 36: on a phone the week view shows as its day (seven columns cannot hold the words).
  await page.goto('/calendar?view=week');
  await expectTall(
    page
      .getByRole('region', { name: /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, / })
      .getByRole('button', { pressed: true }),
    'the day of the header',
  );
  const weekBlock = page.locator(`[data-ticket-block="${String(ticketNumber)}"]`);
  await weekBlock.scrollIntoViewIfNeeded();
  await expectTall(weekBlock, 'a half-hour ticket in the week view, shown as its day');
  await screenshot(page, {
    path: 'test-results/tap-targets-calendar-week-375.png',
    fullPage: true,
  });

  await page.goto('/calendar?view=month');
  await expectTall(page.locator(`[data-day="${localDay(new Date())}"]`), 'a day of the month');
});

test('the toast close button is 44 px on a phone, and small again on a desktop', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'technician');
  await page.goto('/clock');
  await page.getByRole('button', { name: 'Clock In' }).click();
  const close = page.locator('[data-sonner-toast] [data-close-button]').first();
  await expect(close).toBeVisible();
  // The toast closes itself after four seconds unless the pointer rests on it, as a reader's would:
  // on a slow machine the screenshots below outlasted it, and the last click waited for a toast
  // that had gone (CI, 2026-12-02).
  await close.hover();
  await expectTall(close, 'the toast close button');
  expect(Math.round((await close.boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(44);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, { path: `test-results/tap-targets-toast-375-${theme}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // The toast moved with the layout; the pointer follows it, so it stays open.
  await close.hover();
  expect((await close.boundingBox())?.height ?? 0).toBeLessThan(44);
  await screenshot(page, { path: 'test-results/tap-targets-toast-1280.png' });
  await close.click();
  await page.getByRole('button', { name: 'Clock Out' }).click();
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeVisible();
});
