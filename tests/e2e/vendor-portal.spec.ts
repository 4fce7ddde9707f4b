import portalEn from '../../src/web/lib/i18n/locales/en/vendor-portal.json' with { type: 'json' };
import { apiAs } from './support/api-session.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decision 037: the vendor portal's page is outside the signed-in app. A link that opens no dispatch
// (malformed, made up, tampered with) reads the same everywhere, and gives no hint which it was.
// The whole vendor journey, from the dispatch e-mail to the invoice, is tests/e2e of decision 037's
// journey; the page's steps are covered by its component tests and the API's by
// src/server/modules/vendor-portal/vendor-portal.routes.test.ts.

const MADE_UP = 'Q'.repeat(43);

test('a made-up or malformed portal link shows the same page, signed out, on a phone and a desktop', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const token of [MADE_UP, 'not-a-token']) {
      await page.goto(`/vendor-portal/${token}`);
      await expect(page.getByRole('heading', { name: 'This link is not valid.' })).toBeVisible();
      // No sign-in form and no app menu: a vendor has no account.
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
    }
    await screenshot(page, {
      path: `test-results/vendor-portal-invalid-${String(width)}.png`,
      fullPage: true,
    });
  }
});

test('the API answers one 404 body for a malformed and an unknown token', async ({ request }) => {
  for (const token of [MADE_UP, 'not-a-token', `${MADE_UP}x`]) {
    const response = await request.get(`/api/vendor-portal/${token}`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: 'This link is not valid.', code: 'NOT_FOUND' });
  }
});

test('a signed-in admin who opens a portal link sees the portal page, not the app', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto(`/vendor-portal/${MADE_UP}`);
  await expect(page.getByRole('heading', { name: 'This link is not valid.' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

/** The English texts of the portal's catalogue, as the pieces a page shows around its values. */
function englishTexts(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(/\{\{\s*\w+\s*\}\}|<\/?\w+>/)
      .map((piece) => piece.trim())
      .filter((piece) => /[A-Za-z]{3}/.test(piece));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).flatMap(englishTexts);
  return [];
}

test('a vendor whose browser reads Spanish gets the portal in Spanish, and can switch it to English', async ({
  browser,
  baseURL,
}) => {
  // Issue 40: a dispatch made through the API answers its portal link once.
  const admin = await apiAs(baseURL, 'admin');
  const stores = (await (await admin.get('/api/locations')).json()) as {
    id: string;
    name: string;
  }[];
  const trades = (await (await admin.get('/api/categories')).json()) as {
    id: string;
    name: string;
  }[];
  const store = stores[0];
  const trade = trades.find((category) => category.name === 'Fryer') ?? trades[0];
  if (!store || !trade) throw new Error('the demo chain has no store or category');
  const vendor = await admin.post('/api/vendors', {
    data: {
      name: `Servicio Rápido ${String(Date.now())}`,
      contactName: 'Mesa de servicio',
      phone: '555-0199',
      email: null,
      hourlyRateCents: 9500,
      insuranceExpiresOn: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
      active: true,
      trades: [trade.id],
      coverage: [{ locationId: store.id, categoryId: trade.id, rank: 1 }],
    },
  });
  expect(vendor.ok(), await vendor.text()).toBe(true);
  const ticket = await admin.post('/api/tickets', {
    data: {
      title: 'Freidora 2 no calienta',
      description: 'El aceite no pasa de 200 °F.',
      location: store.name,
      category: trade.name,
      priority: 'urgent',
    },
  });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const { id: ticketId } = (await ticket.json()) as { id: string };
  const dispatch = await admin.post(`/api/tickets/${ticketId}/dispatches`, {
    data: {
      vendorId: ((await vendor.json()) as { id: string }).id,
      nteAmount: 30_000,
      dueBy: new Date(Date.now() + 4 * 3_600_000).toISOString(),
      instructions: 'Pregunta por el gerente de turno.',
    },
  });
  expect(dispatch.ok(), await dispatch.text()).toBe(true);
  const { portalUrl } = (await dispatch.json()) as { portalUrl: string };
  await admin.dispose();

  const context = await browser.newContext({
    baseURL,
    locale: 'es-MX',
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(new URL(portalUrl).pathname);
  await expect(page.getByRole('heading', { name: 'El trabajo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aceptar este trabajo' })).toBeVisible();
  await expect(page.getByText('Enviado', { exact: true })).toBeVisible();
  const shown = await page.locator('body').innerText();
  // The catalogue's English is gone (names and data are the chain's own words).
  // Whole words: 'Urgent' is inside the Spanish 'Urgente'.
  const english = [...new Set(englishTexts(portalEn))].filter((text) =>
    new RegExp(`(^|\\W)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`).test(shown),
  );
  expect(english).toEqual([]);
  // Refused without an ETA: the form's message in Spanish too.
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
  await expect(page.getByText('Elige cuándo esperas llegar al sitio.')).toBeVisible();
  if (isTakingScreenshots) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, {
          path: `test-results/vendor-portal-es-${scheme}-${String(width)}.png`,
          fullPage: true,
        });
      }
    }
    await page.setViewportSize({ width: 375, height: 800 });
  }

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'The job' })).toBeVisible();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();
  await context.close();
});
