import type { Page } from '@playwright/test';

import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decisions 023-028: what a manager types survives a reload, leaving asks first, and a submitted ticket is
// named in the toast with a link and shown first on the board.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the create form keeps its draft, asks before leaving, and shows the new ticket first', async ({
  page,
}) => {
  const title = `Walk-in door will not seal ${String(Date.now())}`;
  await signInAs(page, 'manager');
  await page.goto('/create-ticket');
  await expect(page.getByText('Missing: Category, Title, Description')).toBeVisible();
  await choose(page, 'Category *', 'Freezer');
  await page.getByLabel('Title *').fill(title);
  await expect(page.getByText('Missing: Description')).toBeVisible();

  // A reload asks (beforeunload) and the draft is back afterwards.
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByLabel('Title *')).toHaveValue(title);

  // Leaving inside the app asks in the app's own dialog.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without submitting?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/create-ticket$/);
  // The page is inert until the dialog has closed; type only then, as a person would.
  await expect(ask).toBeHidden();

  const description = 'The gasket is torn and the door swings open.';
  await page.getByLabel('Description *').fill(description);
  await expect(page.getByLabel('Description *')).toHaveValue(description);
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  const link = page.getByRole('link', { name: /^Ticket #\d+ created · View$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/tickets\/[0-9a-f-]{36}$/);
  // The user lands on the new ticket; closing it shows the board with the ticket first.
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog', { name: new RegExp(title) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);

  // The draft is gone: the form opens empty.
  await page.goto('/create-ticket');
  await expect(page.getByLabel('Title *')).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});
