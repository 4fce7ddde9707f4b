import { request } from '@playwright/test';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { VendorInput } from '../../src/contract/schemas/vendor.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { searchTickets } from './support/ticket-search.ts';
import { linkIn } from './support/test-mail.ts';
import { expect, test } from './support/test.ts';

// Decision 037's "Done when" journey, on the mail server (support/start-mail-server.ts: an empty chain
// whose e-mail goes to a real SMTP server the run started). An admin dispatches an urgent ticket to
// the first-call vendor with an NTE of 300.00; the vendor, in a second browser holding nothing but
// the link from the e-mail, accepts with an ETA, checks in, checks out with the work done and
// submits an invoice of 450.00 with a PDF; the admin sees it is over the NTE, approves it, confirms
// the work, and the Spend report shows the vendor's 450.00. Texts are decision 037's.

const STORE = { name: 'Downtown', address: '120 Main Street' };
const TRADE = 'Freezer';
const FIRST_CALL = {
  name: 'Arctic Air Refrigeration',
  email: 'service@arcticair.example.com',
  phone: '555-0410',
};
const SECOND_CALL = {
  name: 'Polar Service',
  email: 'dispatch@polarservice.example.com',
  phone: '555-0411',
};
const TICKET = {
  title: 'Walk-in cooler at 45°F',
  description: 'Walk-in thermometer reads 45°F, product feels warm. Dairy moved to the reach-ins.',
};
const INSTRUCTIONS = 'Walk-in is behind the kitchen; ask for the manager on duty.';
const INVOICE = {
  number: 'AAR-5521',
  amount: '450.00',
  hours: '2.5',
  parts: 'Condenser fan motor',
};
// The smallest PDF a content check accepts: it starts with the %PDF- magic bytes.
const INVOICE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const response = await api.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return api;
}

/** The first-call and second-call vendors for the store's trade, and an urgent ticket there. */
async function arrange(api: APIRequestContext): Promise<{ ticketId: string }> {
  const stores = (await (await api.get('/api/locations')).json()) as { id: string; name: string }[];
  const trades = (await (await api.get('/api/categories')).json()) as {
    id: string;
    name: string;
  }[];
  const storeId = stores.find((store) => store.name === STORE.name)?.id;
  const tradeId = trades.find((trade) => trade.name === TRADE)?.id;
  if (!storeId || !tradeId) throw new Error('the default stores and categories are missing');
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  for (const [vendor, rank] of [
    [SECOND_CALL, 2],
    [FIRST_CALL, 1],
  ] as const) {
    const body: VendorInput = {
      ...vendor,
      contactName: 'Service desk',
      hourlyRateCents: 12500,
      insuranceExpiresOn: nextYear,
      active: true,
      trades: [tradeId],
      coverage: [{ locationId: storeId, categoryId: tradeId, rank }],
    };
    const created = await api.post('/api/vendors', { data: body });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const ticket = await api.post('/api/tickets', {
    data: { ...TICKET, location: STORE.name, category: TRADE, priority: 'urgent' },
  });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  return { ticketId: ((await ticket.json()) as { id: string }).id };
}

/**
 * Chooses `option` in the field labelled `label`, whatever control the screen uses for it: a
 * native select, a Radix select (combobox + listbox), or a group of radios or toggle buttons.
 */
async function choose(scope: Locator | Page, label: string, option: RegExp): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  if ((await field.count()) > 0) {
    const control = field.first();
    const tag = await control.evaluate((element) => element.tagName);
    if (tag === 'SELECT') {
      // The options arrive with the screen's query, after the select itself is drawn.
      await expect(control.locator('option', { hasText: option }).first()).toBeAttached();
      const labels = await control
        .locator('option')
        .evaluateAll((options) => options.map((element) => element.textContent));
      const wanted = labels.find((text) => option.test(text));
      if (!wanted) throw new Error(`no option ${String(option)} in ${label}: ${labels.join(', ')}`);
      await control.selectOption({ label: wanted });
      return;
    }
    if ((await control.getAttribute('role')) === 'combobox' || tag === 'BUTTON') {
      await control.click();
      // A Radix select's listbox is portalled to the body, outside any dialog.
      const page = 'page' in scope ? scope.page() : scope;
      await page.getByRole('option', { name: option }).first().click();
      return;
    }
    if (tag !== 'INPUT') {
      // A radio group or toolbar labelled `label`: its item.
      await control
        .getByRole('radio', { name: option })
        .or(control.getByRole('button', { name: option }))
        .first()
        .click();
      return;
    }
  }
  await scope
    .getByRole('radio', { name: option })
    .or(scope.getByRole('tab', { name: option }))
    .or(scope.getByRole('button', { name: option }))
    .first()
    .click();
}

/**
 * Presses `button`, for screens that show its fields only once it is pressed as for those that
 * show them at once: fills what `fill` fills, then presses the (last, i.e. the form's or dialog's)
 * button of that name.
 */
async function act(
  page: Page,
  button: string,
  firstField: Locator,
  fill: () => Promise<void>,
): Promise<void> {
  if (!(await firstField.isVisible())) {
    await page.getByRole('button', { name: button, exact: true }).first().click();
  }
  await expect(firstField).toBeVisible();
  await fill();
  await page.getByRole('button', { name: button, exact: true }).last().click();
}

/** Clicks an admin action in `scope`, and its confirmation when the screen asks for one. */
async function confirmAction(
  page: Page,
  scope: Locator,
  name: string,
  done: Locator,
): Promise<void> {
  // The button may say more after its name ('Approve invoice ($450.00)').
  const named = new RegExp(`^${name}`);
  await scope.getByRole('button', { name: named }).click();
  const confirm = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: new RegExp(name, 'i') }));
  await expect(done.or(confirm).first()).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByRole('button', { name: named }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(done).toBeVisible();
}

async function portalScreenshots(page: Page, state: string): Promise<void> {
  if (!isTakingScreenshots) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, {
      path: `test-results/vendor-portal-${state}-375-${scheme}.png`,
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A datetime-local value (the browsers run in UTC) this many hours from now, on the quarter hour. */
function localInput(hoursFromNow: number): string {
  const at = new Date(Date.now() + hoursFromNow * 3_600_000);
  at.setUTCMinutes(Math.ceil(at.getUTCMinutes() / 15) * 15, 0, 0);
  return at.toISOString().slice(0, 16);
}

test('an urgent ticket goes to the first-call vendor, who works it from the e-mailed link; the admin approves the invoice over the NTE and the spend report shows it', async ({
  browser,
  mailServer,
}) => {
  // Several sign-ins (argon2), two browsers and a mail round trip on a shared two-core machine.
  test.setTimeout(240_000);
  const api = await adminApi(mailServer.baseURL);
  const { ticketId } = await arrange(api);
  await api.dispose();

  // 1. The admin dispatches the urgent ticket to the first-call vendor, NTE 300.00.
  const adminContext = await browser.newContext({
    baseURL: mailServer.baseURL,
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 900 },
  });
  const admin = await adminContext.newPage();
  await signInAs(admin, { username: 'admin', password: DEMO_PASSWORD });
  await admin.goto('/tickets');
  await searchTickets(admin, TICKET.title);
  const card = admin.getByRole('article', { name: TICKET.title });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^View details of/ }).click();
  const detail = admin.getByRole('dialog', { name: new RegExp(TICKET.title) });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Assign to Vendor' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Assign to Vendor' });
  await expect(dialog).toBeVisible();
  await choose(dialog, 'Vendor', new RegExp(FIRST_CALL.name));
  // This server sends mail and the vendor has an address: the dialog says how they will hear.
  await expect(dialog).toContainText(
    `${FIRST_CALL.name} is e-mailed the portal link at ${FIRST_CALL.email}.`,
  );
  await dialog.getByLabel('Not-to-exceed').fill('300.00');
  // 'Due by' keeps its default (urgent: four hours from now).
  await dialog.getByLabel('Instructions').fill(INSTRUCTIONS);
  await dialog.getByRole('button', { name: 'Send dispatch' }).click();
  await expect(dialog).toBeHidden();
  const vendorSection = detail.getByRole('region', { name: 'Vendor' });
  await expect(vendorSection).toContainText(FIRST_CALL.name);
  await expect(vendorSection).toContainText('$300.00');
  await expect(vendorSection).toContainText('Sent');
  await expect(detail.getByText('Waiting for Third Party').first()).toBeVisible();

  // 2. The vendor's e-mail, as the SMTP server received it, carries the portal link.
  const mail = await mailServer.readMail(FIRST_CALL.email, /^Work order #\d+: /);
  expect(mail.subject).toContain(TICKET.title);
  expect(mail.subject).toContain(STORE.name);
  expect(mail.text).toContain(INSTRUCTIONS);
  const portalLink = linkIn(mail, `${mailServer.baseURL}/vendor-portal/`);
  expect(portalLink).toMatch(/\/vendor-portal\/[A-Za-z0-9_-]{43}$/);
  // The first call was e-mailed; the second call was not.
  expect(mail.to).toEqual([FIRST_CALL.email]);

  // 3. The vendor, on a phone with no account and no session, works the dispatch from the link.
  const vendorContext = await browser.newContext({
    timezoneId: 'UTC',
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const vendor = await vendorContext.newPage();
  await vendor.goto(portalLink);
  await expect(vendor.getByText(TICKET.title).first()).toBeVisible();
  await expect(vendor.getByText(TICKET.description).first()).toBeVisible();
  await expect(vendor.getByText(STORE.address).first()).toBeVisible();
  await expect(vendor.getByText(INSTRUCTIONS).first()).toBeVisible();
  await expect(vendor.getByText('$300.00').first()).toBeVisible();
  await portalScreenshots(vendor, 'sent');

  const eta = vendor.getByLabel('ETA', { exact: true });
  await act(vendor, 'Accept', eta, async () => {
    await eta.fill(localInput(2));
  });
  await expect(vendor.getByText('Accepted').first()).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Accept', exact: true })).toBeHidden();

  await vendor.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(vendor.getByText('On site').first()).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Check in', exact: true })).toBeHidden();
  await portalScreenshots(vendor, 'on-site');

  // 'Check out' offers 'Work done' / 'Needs more work': radios and a 'Check out' button, or two
  // buttons that check out at once.
  const workDoneRadio = vendor.getByRole('radio', { name: 'Work done' });
  const workDoneChoice = workDoneRadio.or(
    vendor.getByRole('button', { name: 'Work done', exact: true }),
  );
  if (!(await workDoneChoice.first().isVisible())) {
    await vendor.getByRole('button', { name: 'Check out', exact: true }).click();
  }
  await expect(workDoneChoice.first()).toBeVisible();
  if ((await workDoneRadio.count()) > 0) {
    await workDoneRadio.check();
    await vendor.getByRole('button', { name: 'Check out', exact: true }).last().click();
  } else {
    await vendor.getByRole('button', { name: 'Work done', exact: true }).click();
  }
  await expect(vendor.getByText('Work done').first()).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Check out', exact: true })).toBeHidden();
  await expect(vendor.getByRole('button', { name: 'Check in', exact: true })).toBeHidden();

  const invoiceNumber = vendor.getByLabel('Invoice number', { exact: true });
  await act(vendor, 'Submit invoice', invoiceNumber, async () => {
    await invoiceNumber.fill(INVOICE.number);
    await vendor.getByLabel('Amount', { exact: true }).fill(INVOICE.amount);
    await vendor.getByLabel('Labour hours', { exact: true }).fill(INVOICE.hours);
    await vendor.getByLabel('Parts', { exact: true }).fill(INVOICE.parts);
    await vendor.getByLabel('Invoice file', { exact: true }).setInputFiles({
      name: `invoice-${INVOICE.number}.pdf`,
      mimeType: 'application/pdf',
      buffer: INVOICE_PDF,
    });
  });
  await expect(vendor.getByText('Invoiced').first()).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Submit invoice', exact: true })).toBeHidden();
  await expect(vendor.getByText('$450.00').first()).toBeVisible();
  await portalScreenshots(vendor, 'invoiced');

  // 4. The admin comes back to the ticket (its address, as a notification links it), sees the
  // invoice over the NTE, approves it and confirms the work.
  await admin.goto(`/tickets/${ticketId}`);
  // A cold load of the tickets screen took 10-12 s on the shared two-core machine.
  await expect(detail).toBeVisible({ timeout: 30_000 });
  await expect(vendorSection).toContainText('Over NTE');
  await expect(vendorSection).toContainText('$450.00');
  await expect(vendorSection).toContainText(INVOICE.number);
  await vendorSection.scrollIntoViewIfNeeded();
  await screenshot(admin, { path: 'test-results/vendor-ticket-over-nte-1280-light.png' });
  await confirmAction(
    admin,
    vendorSection,
    'Approve invoice',
    vendorSection.getByText('Approved').first(),
  );
  await confirmAction(
    admin,
    vendorSection,
    'Confirm work done',
    detail.getByText('Completed').first(),
  );
  // The ticket's cost now counts the approved invoice (no in-house time was logged).
  await expect(detail.getByRole('region', { name: 'Cost' })).toContainText('$450.00');

  // The vendor's page follows: the invoice is approved.
  await vendor.reload();
  await expect(vendor.getByText('Approved').first()).toBeVisible();
  await vendorContext.close();

  // 5. The Spend report counts the approved invoice for the vendor.
  await admin.goto('/reports');
  await admin.getByRole('tab', { name: 'Spend' }).click();
  // selectOption waits for the tab's form (choose() counts fields at once, before it renders).
  await admin.getByLabel('Group by', { exact: true }).selectOption({ label: 'Vendor' });
  // The spend table's row (a scorecard below may list the vendor again).
  const row = admin.getByRole('row').filter({ hasText: FIRST_CALL.name }).first();
  await expect(row).toContainText('$450.00');
  await adminContext.close();
});
