import { screenshot } from './support/screenshots.ts';
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
