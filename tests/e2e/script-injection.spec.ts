import { signInApi, signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decision 018: injection strings are stored and shown verbatim, never executed.
test('a ticket titled with a <script> tag shows the tag as text and runs nothing', async ({
  page,
  request,
}) => {
  await signInApi(request, 'manager');
  const title = `<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"> ${String(Date.now())}`;
  const created = await request.post('/api/tickets', {
    data: {
      title,
      description: '<b>bold?</b> "quotes" & ampersands',
      location: 'Downtown',
      category: 'Other',
      priority: 'low',
    },
  });
  expect(created.status()).toBe(201);

  await signInAs(page, 'manager');
  await page.goto('/tickets');
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('<b>bold?</b> "quotes" & ampersands').first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
  ).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
