import { request } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import type { VendorInput } from '../../src/contract/schemas/vendor.ts';
import { apiAs } from './support/api-session.ts';
import { DEMO_USERS } from './support/demo-users.ts';
import { themedScreenshots } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { createTicket } from './support/ticket-setup.ts';
import { searchTickets } from './support/ticket-search.ts';
import { expect, test } from './support/test.ts';

// What small texts promise is what happens: 'Assign to Vendor' on a server without mail says the
// vendor is not e-mailed and shows the portal link to pass on (decision 037); the completion step
// says the unit goes back in service (decision 033); a ticket number searched comes first
// (decision 025). The demo server sends no mail.

const STORE = 'Downtown';
const TRADE = 'Ice Machine';

async function idsOf(api: APIRequestContext): Promise<{ storeId: string; tradeId: string }> {
  const stores = (await (await api.get('/api/locations')).json()) as { id: string; name: string }[];
  const trades = (await (await api.get('/api/categories')).json()) as {
    id: string;
    name: string;
  }[];
  const storeId = stores.find((store) => store.name === STORE)?.id;
  const tradeId = trades.find((trade) => trade.name === TRADE)?.id;
  if (!storeId || !tradeId) throw new Error('the demo stores and categories are missing');
  return { storeId, tradeId };
}

async function openTicket(page: Page, ticketId: string, title: string) {
  await page.goto(`/tickets/${ticketId}`);
  const detail = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(detail).toBeVisible();
  return detail;
}

test('without mail, Assign to Vendor says so and shows the portal link to copy and send', async ({
  page,
  baseURL,
  context,
}) => {
  const stamp = String(Date.now());
  const vendorName = `Glacier Ice Service ${stamp.slice(-6)}`;
  const title = `Ice machine makes no ice ${stamp}`;
  const api = await apiAs(baseURL, DEMO_USERS.admin.username);
  const { storeId, tradeId } = await idsOf(api);
  const vendor: VendorInput = {
    name: vendorName,
    contactName: 'Service desk',
    email: 'service@glacier.example.com',
    phone: '555-0420',
    active: true,
    trades: [tradeId],
    // Rank 1 at the store: first in the dialog's list.
    coverage: [{ locationId: storeId, categoryId: tradeId, rank: 1 }],
  };
  const created = await api.post('/api/vendors', { data: vendor });
  expect(created.ok(), await created.text()).toBe(true);
  const ticket = await createTicket(api, {
    title,
    description: 'The bin is empty and the water line is open.',
    location: STORE,
    category: TRADE,
    priority: 'medium',
  });
  await api.dispose();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  const detail = await openTicket(page, ticket.id, title);
  await detail.getByRole('button', { name: 'Assign to Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to Vendor' });
  await dialog.getByLabel('Vendor').selectOption({ label: `${vendorName} · 1st call` });
  await expect(dialog).toContainText(
    `E-mail is not set up, so ${vendorName} is not e-mailed. Copy the portal link and send it to them: the link is shown here once the dispatch is sent.`,
  );
  await dialog.getByLabel('Not-to-exceed').fill('250.00');
  await themedScreenshots(page, 'assign-vendor-without-mail');

  await dialog.getByRole('button', { name: 'Send dispatch' }).click();
  const link = dialog.getByLabel('Portal link');
  await expect(link).toHaveValue(/\/vendor-portal\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('status')).toContainText(
    `Dispatch sent to ${vendorName}, who was not e-mailed. Copy the portal link and send it to them`,
  );
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog).toContainText('Copied. Paste it into a message to the vendor.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(link).toHaveValue(copied);
  await themedScreenshots(page, 'assign-vendor-link');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByRole('region', { name: 'Vendor' })).toContainText(vendorName);

  // The link works: its token opens this job on the vendor portal, signed out.
  const token = new URL(copied).pathname.split('/').pop() ?? '';
  const signedOut = await request.newContext({ baseURL });
  const job = await signedOut.get(`/api/vendor-portal/${token}`);
  expect(job.ok(), await job.text()).toBe(true);
  expect(((await job.json()) as { ticket: { title: string } }).ticket.title).toBe(title);
  await signedOut.dispose();
});

test('the completion step says the unit goes back in service; a searched number comes first', async ({
  page,
  baseURL,
}) => {
  const stamp = String(Date.now());
  const unitName = `Ice Maker ${stamp.slice(-6)}`;
  const title = `Ice maker leaking ${stamp}`;
  const api = await apiAs(baseURL, DEMO_USERS.admin.username);
  const { storeId, tradeId } = await idsOf(api);
  const unit = await api.post('/api/equipment', {
    data: { name: unitName, locationId: storeId, categoryId: tradeId },
  });
  expect(unit.ok(), await unit.text()).toBe(true);
  const unitId = ((await unit.json()) as { id: string }).id;
  const filed = await api.post('/api/tickets', {
    data: {
      title,
      description: 'Water on the floor under the unit.',
      location: STORE,
      category: TRADE,
      priority: 'urgent',
      equipmentId: unitId,
      equipmentDown: true,
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const ticket = (await filed.json()) as { id: string; ticketNumber: number };
  // A newer ticket naming the number in its text matches the search too.
  await createTicket(api, {
    title: `Follow-up to #${String(ticket.ticketNumber)} ${stamp}`,
    description: `Same leak as ${String(ticket.ticketNumber)}.`,
    location: STORE,
    category: TRADE,
    priority: 'urgent',
  });
  await api.dispose();

  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tickets');
  await searchTickets(page, `#${String(ticket.ticketNumber)}`);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);

  const detail = await openTicket(page, ticket.id, title);
  await expect(detail.getByText('Out of order', { exact: true })).toBeVisible();
  await page.goto(`/tickets/${ticket.id}?step=complete`);
  const step = page.getByRole('dialog', { name: 'Complete Ticket' });
  await expect(step).toContainText(
    `Completing puts ${unitName} back in service, unless another open ticket has it out of order.`,
  );
  await themedScreenshots(page, 'complete-step-unit');
  await step.getByRole('button', { name: 'Complete Ticket' }).click();
  await expect(step).toBeHidden();
  // The completed ticket no longer says its unit is out of order.
  await expect(detail.getByText('Was out of order', { exact: true })).toBeVisible();
  await expect(detail.getByText('Out of order', { exact: true })).toHaveCount(0);
  const api2 = await apiAs(baseURL, DEMO_USERS.admin.username);
  const after = (await (await api2.get(`/api/equipment/${unitId}`)).json()) as { status: string };
  expect(after.status).toBe('in-service');
  await api2.dispose();
});
