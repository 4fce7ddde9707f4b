import type { Page } from '@playwright/test';

import { apiAs, clockOutIfRunning } from './support/api-session.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { slotAroundNow } from './support/scheduled-ticket.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import { demoTechnicianId } from './support/ticket-setup.ts';

// Decision 031, Done when: on a 375 px screen a technician goes from the dashboard's Today list to
// clocked in on a ticket to completed with an after-photo in at most five taps, without the menu.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface TicketAnswer {
  id: string;
  ticketNumber: number;
  status: string;
  photos: { stage: string }[];
}

/**
 * Counts the person's taps (trusted clicks, kept in sessionStorage across screens) and notes whether
 * the main menu (the sidebar, a sheet on a phone) ever appeared.
 */
async function watchTapsAndMenu(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return;
        sessionStorage.setItem('e2e-taps', String(Number(sessionStorage.getItem('e2e-taps')) + 1));
      },
      true,
    );
    const checkMenu = () => {
      if (document.querySelector('nav[aria-label="Main"]'))
        sessionStorage.setItem('e2e-menu-opened', '1');
    };
    new MutationObserver(checkMenu).observe(document, { childList: true, subtree: true });
  });
}

async function resetTaps(page: Page) {
  await page.evaluate(() => {
    sessionStorage.setItem('e2e-taps', '0');
    sessionStorage.removeItem('e2e-menu-opened');
  });
}

async function tapsSoFar(page: Page) {
  return page.evaluate(() => ({
    taps: Number(sessionStorage.getItem('e2e-taps')),
    menuOpened: sessionStorage.getItem('e2e-menu-opened') === '1',
  }));
}

test.use({ viewport: { width: 375, height: 812 } });

let ticket: TicketAnswer;
let title: string;

test.beforeAll(async ({ baseURL }) => {
  // A ticket of tech's scheduled today, arranged by the admin as dispatch would.
  const admin = await apiAs(baseURL, 'admin');
  const tech = await apiAs(baseURL, 'tech');
  await clockOutIfRunning(tech);
  title = `Dish machine not draining ${String(Date.now())}`;
  const created = await admin.post('/api/tickets', {
    data: {
      title,
      description: 'Water stands in the tank after every cycle.',
      location: 'Downtown',
      category: 'Plumbing',
      priority: 'urgent',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  ticket = (await created.json()) as TicketAnswer;
  const tonyId = await demoTechnicianId(admin);
  const assigned = await admin.patch(`/api/tickets/${ticket.id}`, {
    data: {
      assignedTo: tonyId,
      ...slotAroundNow(),
      allDay: false,
    },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  await admin.dispose();
  await tech.dispose();
});

test('from Today to completed with an after-photo in at most five taps, never the menu', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await watchTapsAndMenu(page);
  await signInAs(page, 'technician');
  await resetTaps(page);

  // The dashboard leads with Today, above the fold on a phone.
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeInViewport();
  const row = page.getByRole('article', { name: `#${String(ticket.ticketNumber)} ${title}` });
  await expect(row).toContainText('Downtown');
  await expect(row).toContainText('Plumbing');
  await expect(row).toContainText('Open');

  // Tap 1: Accept, the detail's call and toast.
  const accept = row.getByRole('button', { name: 'Accept' });
  expect((await accept.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await accept.click();
  await expect(page.getByText('Ticket status updated successfully!')).toBeVisible();

  // Tap 2: Clock In on this ticket, straight from the row.
  await row.getByRole('button', { name: 'Clock In' }).click();
  const clockedIn = page.locator('[data-sonner-toast]').filter({ hasText: 'Clocked In' });
  await expect(clockedIn).toContainText('Your work session has started successfully');
  await expect(row.getByText('Clocked in', { exact: true })).toBeVisible();

  // Tap 3: Complete opens the ticket with its completion step (notes, after-photos, confirm).
  await row.getByRole('link', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}\\?step=complete$`));
  const step = page.getByRole('form', { name: 'Complete Ticket' });
  await expect(step).toBeInViewport();

  // Tap 4: Add Photos, choosing the after-photo in the phone's picker.
  const chooser = page.waitForEvent('filechooser');
  await step.getByRole('button', { name: 'Add Photos' }).click();
  await (await chooser).setFiles({ name: 'after.png', mimeType: 'image/png', buffer: PNG });
  await expect(step.getByRole('img', { name: 'after.png' })).toBeVisible();
  await screenshot(page, { path: 'test-results/today-complete-step-375.png' });

  // Tap 5: Complete Ticket.
  await step.getByRole('button', { name: 'Complete Ticket' }).click();
  await expect(step).toBeHidden();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);

  const { taps, menuOpened } = await tapsSoFar(page);
  expect(taps).toBeLessThanOrEqual(5);
  expect(menuOpened).toBe(false);

  // The server agrees: completed, with the photo.
  const tech = await apiAs(baseURL, 'tech');
  const stored = (await (await tech.get(`/api/tickets/${ticket.id}`)).json()) as TicketAnswer;
  expect(stored.status).toBe('completed');
  expect(stored.photos.map((photo) => photo.stage)).toEqual(['after']);
  await tech.dispose();
});

// The dark run repeats the light run's check: it runs when screenshots are taken, to look at.
for (const theme of isTakingScreenshots ? (['light', 'dark'] as const) : (['light'] as const)) {
  test(`the technician dashboard's Today list, ${theme}, at 375 and 1280 px`, async ({ page }) => {
    await signInAs(page, 'technician');
    await page.evaluate((chosen) => {
      localStorage.setItem('theme', chosen);
    }, theme);
    await page.goto('/dashboard');
    await expect(page.getByTestId('today-row').first()).toBeVisible();
    // Nothing wider than the phone: no horizontal scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, {
      path: `test-results/today-dashboard-375-${theme}.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByTestId('today-row').first()).toBeVisible();
    await screenshot(page, {
      path: `test-results/today-dashboard-1280-${theme}.png`,
      fullPage: true,
    });
  });
}
