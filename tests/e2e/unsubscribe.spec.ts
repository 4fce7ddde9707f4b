import type { Page } from '@playwright/test';

import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// The page an e-mail's unsubscribe link opens (decision 032), against the real server: it asks before
// switching anything off, shows the server's refusal of a link it does not know, and stands
// outside the signed-in layout. The happy path (a real token from a real mail) is covered by the
// API tests with a real SMTP server; the journeys' server sends no e-mail.

// Screenshots with SCREENSHOTS=1, into E2E_SCREENSHOTS_DIR when it is set.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? 'test-results';

async function shot(page: Page, name: string) {
  await screenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a link the server does not know is refused, after asking', async ({ page }) => {
  await page.goto(`/unsubscribe?token=${'z'.repeat(32)}&kind=ticket.commented`);
  await expect(page.getByText('Stop e-mails about Comments?')).toBeVisible();
  await shot(page, 'unsubscribe-ask-1280');
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByText('This unsubscribe link is not valid')).toBeVisible();
  await shot(page, 'unsubscribe-refused-1280');
});

test('a link without a token says so, on a phone and in dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/unsubscribe?kind=ticket.assigned');
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
  await expect(page.getByRole('button', { name: 'Stop these e-mails' })).toHaveCount(0);
  await shot(page, 'unsubscribe-invalid-375-dark');
  await page.goto(`/unsubscribe?token=${'z'.repeat(32)}&kind=ticket.assigned`);
  await expect(page.getByText('Stop e-mails about Tickets assigned to me?')).toBeVisible();
  await shot(page, 'unsubscribe-ask-375-dark');
});

test('a signed-in user sees the page without the app around it', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(`/unsubscribe?token=${'z'.repeat(32)}&kind=ticket.created`);
  await expect(page.getByText('Stop e-mails about New tickets?')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});
