import type { Page } from '@playwright/test';

import { screenshot, themedScreenshots } from './support/screenshots.ts';
import { openFromMenu, signInApi, signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decision 033: the equipment register as an admin and a store manager use it. Runs against the real
// server (the equipment module), so the names carry a stamp to stay apart from the demo units.

const STAMP = String(Date.now()).slice(-6);
const UNIT = `E2E Fryer ${STAMP}`;
const OTHER_STORE_UNIT = `E2E Ice Machine ${STAMP}`;

function screenshots(page: Page, name: string) {
  return themedScreenshots(page, `equipment-${name}`);
}

test('an admin adds a unit, finds it, opens it, prints its store’s labels; a manager sees only their store’s', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await openFromMenu(page, 'admin', 'Equipment');

  // Add a unit at Downtown, under warranty.
  await page.getByRole('button', { name: 'Add Equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Equipment' });
  await dialog.getByLabel('Name').fill(UNIT);
  await dialog.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: 'Downtown' }).click();
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Make').fill('Pitco');
  await dialog.getByLabel('Install date').fill('2025-03-01');
  await dialog.getByLabel('Warranty end').fill('2099-03-01');
  await dialog.getByLabel('Warranty provider').fill('Pitco, 800-555-0100');
  await dialog.getByRole('button', { name: 'Add Equipment' }).click();
  await expect(dialog).toBeHidden();

  // A second unit at another store, arranged through the API.
  const admin = await signInApi(request, 'admin');
  const stores = (await (await admin.get('/api/locations')).json()) as {
    id: string;
    name: string;
  }[];
  const categories = (await (await admin.get('/api/categories')).json()) as { id: string }[];
  const downtown = stores.find((store) => store.name === 'Downtown');
  const elsewhere = stores.find((store) => store.name !== 'Downtown');
  if (!downtown || !elsewhere || !categories[0]) throw new Error('demo stores missing');
  const created = await admin.post('/api/equipment', {
    data: { name: OTHER_STORE_UNIT, locationId: elsewhere.id, categoryId: categories[0].id },
  });
  expect(created.status()).toBe(201);

  // Found by search, opened, the warranty badge.
  await page.getByRole('searchbox', { name: 'Search equipment' }).fill(STAMP);
  await expect(page.getByRole('link', { name: OTHER_STORE_UNIT })).toBeVisible();
  await screenshots(page, 'list-admin');
  await page.getByRole('link', { name: UNIT }).click();
  await expect(page.getByRole('heading', { name: UNIT })).toBeVisible();
  await expect(page.getByText('Under warranty until Mar 1, 2099')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Report a Problem' })).toHaveAttribute(
    'href',
    /\/create-ticket\?equipmentId=/,
  );
  await screenshots(page, 'detail-admin');

  // The label sheet of Downtown: the unit's label, then the printed page.
  await page.goto(`/equipment/labels?store=${downtown.id}`);
  const label = page.getByTestId('equipment-label').filter({ hasText: UNIT }).first();
  await expect(label).toBeVisible();
  await expect(label.getByRole('img', { name: /QR code for .*\/r\/[2-9A-Z]{8}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'US Letter' }).click();
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, { path: 'test-results/equipment-labels-print.png', fullPage: true });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await screenshots(page, 'labels');

  // The manager of Downtown: their store's unit, read-only, and not the other store's.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signInAs(manager, 'manager');
  await manager.getByRole('navigation').getByRole('link', { name: 'Equipment' }).click();
  await manager.getByRole('searchbox', { name: 'Search equipment' }).fill(STAMP);
  await expect(manager.getByRole('link', { name: UNIT })).toBeVisible();
  await expect(manager.getByRole('link', { name: OTHER_STORE_UNIT })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: 'Add Equipment' })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await screenshots(manager, 'list-manager');
  await context.close();
});
