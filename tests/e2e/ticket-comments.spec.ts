import type { Browser, Page } from '@playwright/test';

import { DEMO_USERS } from './support/demo-users.ts';
import type { DemoRole } from './support/demo-users.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import { assignToDemoTechnician, createTicket } from './support/ticket-setup.ts';

// Decision 032: the technician comments on a ticket with an @mention picked from the autocomplete; the
// store's manager sees it, the mention highlighted and markup shown as text. Mentioning someone
// who cannot see the ticket is refused inline.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function pageAs(
  browser: Browser,
  role: DemoRole,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

async function shoot(page: Page, name: string) {
  if (!isTakingScreenshots) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The theme's colour transitions finish before the picture is taken.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    await screenshot(page, { path: `test-results/ticket-comments-${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a technician mentions the manager in a comment, and the manager reads it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Walk-in cooler humming ${String(Date.now())}`;
  const admin = await pageAs(browser, 'admin', DESKTOP);
  const ticket = await createTicket(admin.request, {
    title,
    description: 'Loud hum from the compressor since this morning.',
    location: 'Downtown',
    category: 'Freezer',
    priority: 'medium',
  });
  await assignToDemoTechnician(admin.request, ticket.id);

  const tech = await pageAs(browser, 'technician', DESKTOP);
  await tech.goto(`/tickets/${ticket.id}`);
  const detail = tech.getByRole('dialog', { name: new RegExp(title) });
  const comments = detail.getByRole('region', { name: 'Comments' });
  // The first detail of a fresh server on a shared machine can take longer than the default.
  await expect(comments.getByText('No comments yet')).toBeVisible({ timeout: 30_000 });

  // Sam works at another store: the autocomplete does not offer him, and naming him is refused.
  const box = comments.getByRole('combobox', { name: 'Comment' });
  await box.fill('@sam can you bring a capacitor?');
  await comments.getByRole('button', { name: 'Send' }).click();
  await expect(comments.getByText('@sam cannot be notified on this ticket')).toBeVisible();

  await box.fill('');
  await box.pressSequentially('@dan');
  const listbox = comments.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveText([/Dana Whitfield/]);
  await shoot(tech, 'autocomplete-1280');
  await box.press('Enter');
  await expect(box).toHaveValue('@manager ');
  await box.pressSequentially('the fan motor is worn, <b>x</b> ordered.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Back on Friday.');
  await box.press('Control+Enter');

  const thread = comments.getByRole('list', { name: 'Comments' });
  const mine = thread.getByRole('listitem', { name: `Comment by ${DEMO_USERS.technician.name}` });
  await expect(mine).toContainText('the fan motor is worn, <b>x</b> ordered.');
  await expect(box).toHaveValue('');
  await expect(mine.getByRole('button', { name: 'Delete' })).toBeVisible();
  // The history has the line too.
  await expect(detail.getByRole('list', { name: 'History' })).toContainText(
    `${DEMO_USERS.technician.name} commented on`,
  );

  for (const viewport of [DESKTOP, PHONE]) {
    const manager = await pageAs(browser, 'manager', viewport);
    await manager.goto(`/tickets/${ticket.id}`);
    const managerDetail = manager.getByRole('dialog', { name: new RegExp(title) });
    await expect(managerDetail.getByRole('heading', { name: 'Comments' })).toBeVisible({
      timeout: 30_000,
    });
    const seen = managerDetail.getByRole('listitem', {
      name: `Comment by ${DEMO_USERS.technician.name}`,
    });
    await expect(seen).toContainText('the fan motor is worn, <b>x</b> ordered.');
    await expect(seen.locator('b')).toHaveCount(0);
    await expect(seen.locator('[data-mention]')).toHaveText(['@manager']);
    await expect(seen.getByText('Technician')).toBeVisible();
    await expect(seen.locator('time')).toHaveText(/ago/);
    // Only its author or an admin deletes it.
    await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await seen.scrollIntoViewIfNeeded();
    await shoot(manager, `thread-${String(viewport.width)}`);
    await manager.context().close();
  }
});
