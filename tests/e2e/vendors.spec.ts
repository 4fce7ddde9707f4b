import type { Page } from '@playwright/test';

import { seriousViolations } from './support/axe.ts';
import { themedScreenshots } from './support/screenshots.ts';
import { openFromMenu, signInApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decision 037: an admin keeps the chain's outside vendors: adds one with the stores it
// serves per trade and its rank there, sees it listed, changes a rank, and sees a vendor whose
// insurance certificate lapsed flagged. Names carry a stamp to stay apart from other runs' vendors.

const STAMP = String(Date.now()).slice(-6);
const VENDOR = `E2E Cooling ${STAMP}`;
const LAPSED = `E2E Lapsed Plumbing ${STAMP}`;

function screenshots(page: Page, name: string) {
  return themedScreenshots(page, `vendors-${name}`);
}

interface Named {
  id: string;
  name: string;
}

test('an admin adds a vendor with coverage, sees it listed, changes a rank and sees lapsed insurance flagged', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signInApi(request, 'admin');
  const stores = (await (await admin.get('/api/locations')).json()) as Named[];
  const trades = (await (await admin.get('/api/categories')).json()) as Named[];
  const storeId = (name: string) => stores.find((store) => store.name === name)?.id ?? '';
  const tradeId = (name: string) => trades.find((trade) => trade.name === name)?.id ?? '';

  await openFromMenu(page, 'admin', 'Vendors');
  await expect(page).toHaveURL(/\/vendors$/);

  // Add a refrigeration vendor: 1st call at Downtown, 2nd call at Airport.
  await page.getByRole('button', { name: 'Add vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add vendor' });
  await dialog.getByLabel('Name', { exact: true }).fill(VENDOR);
  await dialog.getByLabel('Contact name').fill('Cora Cole');
  await dialog.getByLabel('Phone').fill('(201) 555-0142');
  await dialog.getByLabel('Hourly rate').fill('95');
  await dialog.getByLabel('Insurance expires on').fill('2099-12-31');
  await dialog.getByRole('checkbox', { name: 'Freezer' }).click();
  await dialog.getByLabel('Freezer at Downtown').selectOption({ label: '1st call' });
  await dialog.getByLabel('Freezer at Airport').selectOption({ label: '2nd call' });
  await screenshots(page, 'form');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add vendor' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: VENDOR });
  await expect(row).toContainText('Freezer');
  await expect(row).toContainText('Downtown');
  await expect(row).toContainText('Airport');
  await expect(row).toContainText('$95.00/h');
  await expect(row).toContainText('Dec 31, 2099');
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Insurance expired');

  // Airport's rank becomes 1st call: the dispatch dialog's list for Airport freezers shows it first.
  await row.getByRole('button', { name: `Edit ${VENDOR}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${VENDOR}` });
  await expect(edit.getByLabel('Freezer at Airport')).toHaveValue('2');
  await edit.getByLabel('Freezer at Airport').selectOption({ label: '1st call' });
  await edit.getByRole('button', { name: 'Save vendor' }).click();
  await expect(edit).toBeHidden();
  const serving = (await (
    await admin.get(
      `/api/vendors?locationId=${storeId('Airport')}&categoryId=${tradeId('Freezer')}`,
    )
  ).json()) as (Named & { rank: number })[];
  expect(serving.find((vendor) => vendor.name === VENDOR)?.rank).toBe(1);

  // A vendor whose certificate lapsed is flagged in the list.
  const created = await admin.post('/api/vendors', {
    data: {
      name: LAPSED,
      insuranceExpiresOn: '2020-01-31',
      trades: [tradeId('Plumbing')],
      coverage: [{ locationId: storeId('Downtown'), categoryId: tradeId('Plumbing'), rank: 1 }],
    },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  const lapsed = page.getByRole('row').filter({ hasText: LAPSED });
  await expect(lapsed.getByText('Insurance expired')).toBeVisible();
  await expect(row.getByText('Insurance expired')).toHaveCount(0);
  await screenshots(page, 'list');
  expect(await seriousViolations(page)).toEqual([]);

  // On a phone the list is cards; the lapsed vendor is still flagged.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole('listitem').filter({ hasText: LAPSED });
  await expect(card.getByText('Insurance expired')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Deleting asks first; the vendor leaves the list.
  await lapsed.getByRole('button', { name: `Delete ${LAPSED}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: LAPSED })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: VENDOR })).toBeVisible();
});
