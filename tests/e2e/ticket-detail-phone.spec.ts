import type { Browser, Page } from '@playwright/test';

import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import { assignToDemoTechnician, createTicket } from './support/ticket-setup.ts';

// Decision 031: the technician's ticket detail on a phone. The next step and the store's address sit
// in a bar at the bottom, in view without scrolling; photos added from the detail show under
// 'Before' or 'After'; /tickets/:id?step=complete opens the completion step at once.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PHONE = { width: 375, height: 812 };
const DOWNTOWN_ADDRESS = '120 Main Street';

async function phoneAs(browser: Browser, role: 'admin' | 'technician'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

async function shoot(page: Page, name: string) {
  if (!isTakingScreenshots) return;
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, { path: `test-results/detail-phone-${name}-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, { path: `test-results/detail-phone-${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the technician works a ticket from the phone’s action bar and adds an after-photo', async ({
  browser,
}) => {
  // Two people and several steps on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const title = `Ice machine not dropping ice ${String(Date.now())}`;
  const admin = await phoneAs(browser, 'admin');
  // A long description, so the detail is taller than the phone's screen.
  const ticket = await createTicket(admin.request, {
    title,
    description: Array.from(
      { length: 12 },
      (_, line) => `Observation ${String(line + 1)}: the bin stays empty after the harvest cycle.`,
    ).join('\n'),
    location: 'Downtown',
    category: 'Ice Machine',
    priority: 'urgent',
  });
  await assignToDemoTechnician(admin.request, ticket.id);

  const tech = await phoneAs(browser, 'technician');
  await tech.goto(`/tickets/${ticket.id}`);
  const detail = tech.getByRole('dialog', { name: new RegExp(title) });
  await expect(detail).toBeVisible();
  const bar = detail.getByRole('region', { name: 'Next action' });

  // Open and assigned to Tony: Accept, in view without scrolling, with the store's map link.
  const accept = bar.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeInViewport({ ratio: 1 });
  const map = bar.getByRole('link', { name: DOWNTOWN_ADDRESS });
  await expect(map).toBeInViewport({ ratio: 1 });
  await expect(map).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(DOWNTOWN_ADDRESS)}`,
  );
  await expect(map).toHaveAttribute('target', '_blank');
  const acceptBox = await accept.boundingBox();
  expect(acceptBox?.height).toBeGreaterThanOrEqual(44);
  await shoot(tech, 'accept');

  await accept.click();
  await expect(tech.getByText('Ticket status updated successfully!')).toBeVisible();
  // Accepted: the next step is the time clock, still in view.
  const toClock = bar.getByRole('link', { name: 'Go to Time Clock' });
  await expect(toClock).toBeInViewport({ ratio: 1 });
  await expect(toClock).toHaveAttribute('href', `/clock?ticketId=${ticket.id}`);

  // The last of the detail scrolls into view above the bar, not behind it.
  const history = detail.getByRole('region', { name: 'History' });
  await detail.evaluate((dialog) => {
    dialog.scrollTo(0, dialog.scrollHeight);
  });
  const historyBox = await history.boundingBox();
  const barBox = await bar.boundingBox();
  expect(historyBox && barBox && historyBox.y + historyBox.height).toBeLessThanOrEqual(
    barBox?.y ?? 0,
  );
  await shoot(tech, 'scrolled');

  // An after-photo from the detail.
  await detail.getByRole('button', { name: 'Add Photos' }).click();
  const add = tech.getByRole('dialog', { name: 'Add Photos' });
  await add.getByRole('combobox', { name: 'The photos show' }).click();
  await tech.getByRole('option', { name: 'After the work' }).click();
  await add
    .getByLabel('Photos', { exact: true })
    .setInputFiles({ name: 'gasket.png', mimeType: 'image/png', buffer: PNG });
  await expect(add.getByRole('img', { name: 'gasket.png' })).toBeVisible();
  await shoot(tech, 'add-photos');
  await add.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(add).toBeHidden();
  const after = detail.getByRole('list', { name: 'After photos' });
  await expect(after.getByRole('button', { name: 'Enlarge after photo 1 of 1' })).toBeVisible();
  await expect(detail.getByRole('list', { name: 'Before photos' })).toHaveCount(0);
  await after.scrollIntoViewIfNeeded();
  await shoot(tech, 'after-photo');

  // In progress: ?step=complete opens the completion step at once.
  const started = await tech.request.patch(`/api/tickets/${ticket.id}`, {
    data: { status: 'in-progress' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await tech.goto(`/tickets/${ticket.id}?step=complete`);
  const step = tech.getByRole('dialog', { name: 'Complete Ticket' });
  await expect(step).toBeVisible();
  await shoot(tech, 'complete-step');
  await step.getByRole('button', { name: 'Cancel' }).click();
  await expect(step).toBeHidden();
  await expect(tech).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  await expect(bar.getByRole('button', { name: 'Complete Ticket' })).toBeInViewport({ ratio: 1 });
  await shoot(tech, 'complete');

  // A desktop keeps its layout: no bar, the address by the store's name.
  await tech.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
  await expect(detail.getByRole('link', { name: DOWNTOWN_ADDRESS })).toBeVisible();
  await detail.getByRole('list', { name: 'After photos' }).scrollIntoViewIfNeeded();
  await shoot(tech, 'desktop-1280');
});
