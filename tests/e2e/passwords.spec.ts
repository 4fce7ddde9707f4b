import type { Browser, Page } from '@playwright/test';

import { signInAs, signInThroughForm } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Journey of decision 015: a user an admin created must choose their own password at first sign-in
// (nothing else is shown until then), later changes it from the header, and an admin's
// 'Reset password' hands out a temporary one that again forces a change.

test.describe.configure({ mode: 'serial' });

async function signInFresh(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, { username, password });
  return page;
}

async function changePassword(page: Page, current: string, next: string) {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill(current);
  await form.getByLabel('New password', { exact: true }).fill(next);
  await form.getByLabel('Confirm new password', { exact: true }).fill(next);
  await form.getByRole('button', { name: 'Change password' }).click();
}

test('forced change at first sign-in, change from the header, and an admin reset', async ({
  page,
  browser,
}) => {
  // Four sign-ins (each an argon2 hash check) in one journey: more than the default minute.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  const created = await page.request.post('/api/users', {
    data: {
      name: 'Jamie Fox',
      username: 'jamie.foxworth',
      password: 'first-temporary-pass',
      role: 'technician',
    },
  });
  expect(created.ok()).toBe(true);
  const jamieId = ((await created.json()) as { id: string }).id;

  // First sign-in: only the change screen, no sidebar or dashboard.
  const jamie = await signInFresh(browser, 'jamie.foxworth', 'first-temporary-pass');
  await expect(jamie.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expect(jamie.getByRole('navigation')).toHaveCount(0);
  await expect(jamie.getByText('Good morning')).toHaveCount(0);

  // The policy is shown before anything is sent; a wrong current password shows the server's text.
  await changePassword(jamie, 'first-temporary-pass', 'jamie.foxworth');
  await expect(jamie.getByText('Password must not be the username')).toBeVisible();
  await changePassword(jamie, 'not-the-temporary', 'jamies-own-secret');
  await expect(jamie.getByText('The current password is not correct')).toBeVisible();
  await changePassword(jamie, 'first-temporary-pass', 'jamies-own-secret');
  await expect(
    jamie.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
  ).toBeVisible();

  // Later, from the header: Change password keeps this session.
  await jamie.getByRole('button', { name: 'Change password' }).click();
  const dialog = jamie.getByRole('dialog', { name: 'Change password' });
  await changePassword(jamie, 'jamies-own-secret', 'jamies-second-secret');
  await expect(dialog).toBeHidden();
  await expect(jamie.getByText('Password changed')).toBeVisible();
  await jamie.goto('/tickets');
  await expect(jamie.getByRole('heading', { level: 1, name: 'My Tickets' })).toBeVisible();
  await jamie.context().close();
  const again = await signInFresh(browser, 'jamie.foxworth', 'jamies-second-secret');
  await again.context().close();

  // The admin resets it: a temporary password is shown once and forces a change again.
  await page.goto('/technicians');
  await page.getByRole('button', { name: 'Manage Users' }).click();
  const manager = page.getByRole('dialog', { name: 'User Manager' });
  const jamieRow = manager.getByRole('listitem').filter({ hasText: '@jamie.foxworth' });
  await jamieRow.getByRole('button', { name: 'Reset password of Jamie Fox' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset the password of Jamie Fox?' });
  await confirm.getByRole('button', { name: 'Reset password' }).click();
  const shown = page.getByRole('dialog', { name: 'Temporary password' });
  const temporary = await shown.getByLabel('Temporary password for jamie.foxworth').inputValue();
  expect(temporary.length).toBeGreaterThanOrEqual(10);
  await shown.getByRole('button', { name: 'Done' }).click();

  const reset = await signInFresh(browser, 'jamie.foxworth', temporary);
  await expect(reset.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await reset.context().close();

  expect((await page.request.delete(`/api/users/${jamieId}`)).ok()).toBe(true);
});
