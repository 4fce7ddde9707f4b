import type { Page } from '@playwright/test';

import { DEMO_PASSWORD } from './support/demo-users.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decision 033: a unit's QR label opened signed out, a problem reported with a photo, and the store's
// manager approving it from the Requests tab into a ticket that carries the photo.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function shot(page: Page, name: string) {
  await screenshot(page, { path: `test-results/equipment-requests-${name}.png`, fullPage: true });
}

test('an unknown label address shows a page that gives no hint', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/r/ZZZZZZZZ');
    await expect(page.getByRole('heading', { name: 'This label is not recognised' })).toBeVisible();
    await shot(page, `unknown-${String(width)}`);
  }
});

test('a label page read in Spanish asks in Spanish and answers a missing description in Spanish', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Issue 40: the public request page follows the browser's language.
  const admin = await playwright.request.newContext({ baseURL });
  expect(
    (await admin.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const stores = (await (await admin.get('/api/locations')).json()) as { id: string }[];
  const categories = (await (await admin.get('/api/categories')).json()) as {
    id: string;
    name: string;
  }[];
  const created = await admin.post('/api/equipment', {
    data: {
      name: `Freidora ES ${String(Date.now())}`,
      locationId: stores[0]?.id,
      categoryId: categories.find((category) => category.name === 'Fryer')?.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const unit = (await created.json()) as { shortCode: string };
  await admin.dispose();

  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/r/${unit.shortCode}`);
    await expect(page.getByRole('heading', { name: 'Reportar un problema' })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(page.getByText('Cuéntanos qué pasa')).toBeVisible();
    await expect(page.getByText(/Report a Problem|Send report|Your name/)).toHaveCount(0);
    await screenshot(page, {
      path: `test-results/equipment-requests-report-es-${String(width)}.png`,
      fullPage: true,
    });
  }
  await page.getByLabel('¿Qué pasa? *').fill('La freidora no calienta');
  await page.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(page.getByText('¡Gracias! Tu reporte se envió.')).toBeVisible();
  await context.close();
});

test('a problem reported from a label is approved into a ticket with its photo', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Arrange a Fryer unit at the manager's store through the API as the admin.
  const admin = await playwright.request.newContext({ baseURL });
  expect(
    (await admin.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const manager = await playwright.request.newContext({ baseURL });
  const me = await manager.post('/api/login', {
    data: { username: 'manager', password: DEMO_PASSWORD },
  });
  const { locationId } = (await me.json()) as { locationId: string };
  const categories = (await (await admin.get('/api/categories')).json()) as {
    id: string;
    name: string;
  }[];
  const fryer = categories.find((category) => category.name === 'Fryer');
  const created = await admin.post('/api/equipment', {
    data: { name: `Fryer E2E ${String(Date.now())}`, locationId, categoryId: fryer?.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const unit = (await created.json()) as { id: string; name: string; shortCode: string };
  await admin.dispose();
  await manager.dispose();

  // Signed out, on a phone: the label's page names the unit and takes a report with a photo.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/r/${unit.shortCode}`);
  await expect(page.getByRole('heading', { name: 'Report a Problem' })).toBeVisible();
  await expect(page.getByText(unit.name)).toBeVisible();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText("What's wrong? is required")).toBeVisible();
  await page.getByLabel("What's wrong?").fill('Oil is smoking and the light blinks');
  await page.getByLabel('Your name').fill('Jo from the line');
  await page.getByLabel('Photos').setInputFiles({
    name: 'fryer.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'fryer.png' })).toBeVisible();
  await shot(page, 'report-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'report-1280');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you! Your report was sent.')).toBeVisible();
  await shot(page, 'thanks-1280');

  // The store's manager approves it from the Requests tab.
  await signInAs(page, 'manager');
  await page.goto('/tickets');
  await page.getByRole('tab', { name: /Requests \(\d+\)/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: unit.name });
  await expect(item.getByText('Oil is smoking and the light blinks')).toBeVisible();
  await expect(
    item.getByRole('img', { name: new RegExp(`Report about ${unit.name}`) }),
  ).toBeVisible();
  await shot(page, 'requests-1280');
  if (isTakingScreenshots) {
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'requests-375');
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await item.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Request' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Oil is smoking and the light blinks');
  await dialog.getByLabel('Equipment down').check();
  await shot(page, 'approve-1280');
  await dialog.getByRole('button', { name: 'Approve' }).click();

  // The new ticket opens, with the unit and the reported photo.
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]+$/);
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Oil is smoking and the light blinks').first()).toBeVisible();
  await expect(detail.locator('img[src*="/photos/"]').first()).toBeVisible();
  await shot(page, 'ticket-1280');

  // Signed in, the label's address goes to the create form with the unit.
  await page.goto(`/r/${unit.shortCode}`);
  await expect(page).toHaveURL(new RegExp(`/create-ticket\\?equipmentId=${unit.id}$`));
});
