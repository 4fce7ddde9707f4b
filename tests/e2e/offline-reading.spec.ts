import { DEMO_USERS } from './support/demo-users.ts';
import { goInApp, persistedCopy } from './support/offline.ts';
import { signInApi, signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decision 036 §2: a technician's working set is kept on the device. Online they open the
// dashboard and one ticket; offline, moving inside the app (no reload: the service worker is another
// piece), their tickets, another ticket's detail with comments and checklist (read ahead), the time
// clock and the calendar show what was kept. Then a reload: the copy in IndexedDB renders while the
// server does not answer.

// The reload without network is served by the service worker (other journeys block it).
test.use({ serviceWorkers: 'allow' });

test('a technician reads their tickets, clock and calendar offline, and after a reload without network', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const opened = `Walk-in cooler door seal ${stamp}`;
  const readAhead = `Basement grease trap ${stamp}`;
  const comment = `Bring the long pump hose ${stamp}`;
  const item = `Check the trap baffles ${stamp}`;

  const admin = await signInApi(request, 'admin');
  const users = (await (await admin.get('/api/users')).json()) as {
    id: string;
    username: string;
  }[];
  const tech = users.find((user) => user.username === DEMO_USERS.technician.username);
  expect(tech).toBeDefined();
  const ids: string[] = [];
  for (const title of [opened, readAhead]) {
    const created = await admin.post('/api/tickets', {
      data: {
        title,
        description: 'Arranged for the offline journey.',
        location: 'Downtown',
        category: 'Plumbing',
        priority: 'medium',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    const assigned = await admin.patch(`/api/tickets/${id}`, { data: { assignedTo: tech?.id } });
    expect(assigned.ok(), await assigned.text()).toBe(true);
    ids.push(id);
  }
  const [openedId, readAheadId] = ids as [string, string];
  expect(
    (await admin.post(`/api/tickets/${readAheadId}/comments`, { data: { body: comment } })).ok(),
  ).toBe(true);
  expect(
    (await admin.post(`/api/tickets/${readAheadId}/checklist`, { data: { text: item } })).status(),
  ).toBe(201);

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signInAs(page, 'technician');
  // The screens' code is loaded online (offline, the service worker serves it; not this piece).
  await page.goto('/clock');
  await expect(page.getByRole('heading', { name: 'Employee Time Clock' })).toBeVisible({
    timeout: 60_000,
  });
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await page.goto('/dashboard');
  await page.goto(`/tickets/${openedId}`);
  await expect(page.getByRole('dialog', { name: new RegExp(opened) })).toBeVisible();
  // The other ticket was never opened: its comments and checklist are read ahead and kept.
  await expect.poll(() => persistedCopy(page), { timeout: 30_000 }).toContain(comment);
  await expect.poll(() => persistedCopy(page)).toContain(item);

  await context.setOffline(true);
  await goInApp(page, '/tickets');
  await expect(page.getByText(readAhead).first()).toBeVisible();
  await expect(page.getByText(opened).first()).toBeVisible();

  await goInApp(page, `/tickets/${readAheadId}`);
  const detail = page.getByRole('dialog', { name: new RegExp(readAhead) });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(comment)).toBeVisible();
  await expect(detail.getByText(item)).toBeVisible();
  await expect(detail.getByText('Not available offline')).toHaveCount(0);

  await goInApp(page, '/clock');
  await expect(page.getByRole('heading', { name: 'Employee Time Clock' })).toBeVisible();
  await expect(page.getByText('Not available offline')).toHaveCount(0);
  await expect(page.getByLabel(/Loading/)).toHaveCount(0);

  await goInApp(page, '/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await expect(page.getByLabel('Loading the calendar')).toHaveCount(0);
  await expect(page.getByText(/Failed to load/)).toHaveCount(0);

  // A reload online, then no answer from the server: the device's copy renders.
  await context.setOffline(false);
  await page.route('**/api/**', () => {
    // Held, never answered: the signal is gone.
  });
  await page.goto('/tickets');
  await expect(page.getByText(readAhead).first()).toBeVisible();
  await expect(page.getByText(opened).first()).toBeVisible();
  await context.close();
});
