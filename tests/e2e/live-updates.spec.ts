import type { Browser, Page } from '@playwright/test';

import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { searchTickets } from './support/ticket-search.ts';
import type { DemoRole } from './support/demo-users.ts';
import { expect, test } from './support/test.ts';

// Decision 032: live refresh. The admin changes a ticket's status in one browser; the manager's open
// ticket detail and ticket list, in another, show it within two seconds, without a reload.

async function pageAs(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

test("a status change by the admin shows in the manager's open detail and list at once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Hood fan rattling ${String(Date.now())}`;
  const admin = await pageAs(browser, 'admin');
  const created = await admin.request.post('/api/tickets', {
    data: {
      title,
      description: 'The hood fan rattles at full speed.',
      location: 'Downtown',
      category: 'Electrical',
      priority: 'medium',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const ticket = (await created.json()) as { id: string };

  const manager = await pageAs(browser, 'manager');
  await manager.goto('/tickets');
  await searchTickets(manager, title);
  const card = manager.getByRole('article', { name: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^View details of/ }).click();
  const detail = manager.getByRole('dialog', { name: new RegExp(title) });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Waiting for Parts')).toHaveCount(0);
  await screenshot(manager, { path: 'test-results/live-updates-before.png' });

  const changed = await admin.request.patch(`/api/tickets/${ticket.id}`, {
    data: { status: 'waiting-for-parts' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  // No reload: the stream's `ticket` event refetches the detail and the list.
  await expect(detail.getByText('Waiting for Parts').first()).toBeVisible({ timeout: 2000 });
  await manager.keyboard.press('Escape');
  await expect(card.getByText('Waiting for Parts').first()).toBeVisible({ timeout: 2000 });
  await screenshot(manager, { path: 'test-results/live-updates-after.png' });
  if (isTakingScreenshots) {
    await manager.setViewportSize({ width: 375, height: 800 });
    await screenshot(manager, { path: 'test-results/live-updates-after-375.png' });
  }
});
