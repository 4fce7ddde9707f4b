import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

import { apiAs, clockOutIfRunning } from './support/api-session.ts';
import { DEMO_USERS } from './support/demo-users.ts';
import { goInApp, persistedCopy, waitForServiceWorker } from './support/offline.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { slotAroundNow } from './support/scheduled-ticket.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Decision 036, Done when: a technician on a phone opens the app with no signal (service worker and the
// copy kept on the device), clocks in, ticks a checklist item, comments and completes a ticket with a
// photo while offline, each marked 'Waiting to sync'; back online everything reaches the server
// once, the punch at the time it was tapped. A change the server refuses is shown for review.

const PHONE = { width: 375, height: 812 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface UserAnswer {
  id: string;
  username: string;
}
interface TicketAnswer {
  id: string;
  status: string;
  completionNotes: string | null;
  photos: { stage: string }[];
}
interface SessionAnswer {
  userId: string;
  clockInTime: string;
  isActive: boolean;
  offline: boolean;
}

async function userIds(admin: APIRequestContext): Promise<Map<string, string>> {
  const users = (await (await admin.get('/api/users')).json()) as UserAnswer[];
  return new Map(users.map((user) => [user.username, user.id]));
}

/** A ticket of the technician's, arranged by the admin, optionally with one checklist item. */
async function ticketFor(
  admin: APIRequestContext,
  techId: string,
  title: string,
  checklistItem?: string,
): Promise<string> {
  const created = await admin.post('/api/tickets', {
    data: {
      title,
      description: 'Arranged for the offline technician journey.',
      location: 'Downtown',
      category: 'Plumbing',
      priority: 'urgent',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  if (checklistItem) {
    const added = await admin.post(`/api/tickets/${id}/checklist`, {
      data: { text: checklistItem },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  // Scheduled around now, so the dashboard's Today list has it at any hour.
  const assigned = await admin.patch(`/api/tickets/${id}`, {
    data: {
      assignedTo: techId,
      ...slotAroundNow(),
      allDay: false,
    },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return id;
}

async function phoneContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  return { context, page };
}

async function shoot(page: Page, name: string) {
  if (!isTakingScreenshots) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [1280, 375]) {
      await page.setViewportSize(width === 375 ? PHONE : { width, height: 900 });
      await screenshot(page, {
        path: `test-results/offline-${name}-${String(width)}-${theme}.png`,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

test('a technician works a ticket with no signal and it all reaches the server once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  const title = `Reach-in freezer iced up ${stamp}`;
  const item = `Defrost the evaporator coil ${stamp}`;
  const comment = `Door gasket torn, replaced it ${stamp}`;
  const notes = `Coil defrosted and gasket replaced ${stamp}`;

  const admin = await apiAs(baseURL, 'admin');
  const techApi = await apiAs(baseURL, DEMO_USERS.technician.username);
  await clockOutIfRunning(techApi);
  const ids = await userIds(admin);
  const techId = ids.get(DEMO_USERS.technician.username) ?? '';
  const ticketId = await ticketFor(admin, techId, title, item);

  const { context, page } = await phoneContext(browser);
  try {
    // Online once: the dashboard, the ticket and the clock (the worker and the kept copy hold them).
    await signInAs(page, 'technician');
    await waitForServiceWorker(page);
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 60_000 });
    await page.goto(`/tickets/${ticketId}`);
    const detail = page.getByRole('dialog', { name: new RegExp(title) });
    await expect(detail).toBeVisible({ timeout: 60_000 });
    await expect(detail.getByRole('region', { name: /Checklist/ }).getByText(item)).toBeVisible();
    await page.goto('/clock');
    await expect(page.getByRole('heading', { name: 'Employee Time Clock' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clock In' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText(title).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => persistedCopy(page), { timeout: 30_000 }).toContain(item);

    // No signal, and the app is opened again: the shell from the worker, the tickets from the copy.
    await context.setOffline(true);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(/^Offline - last updated \d{1,2}:\d{2}( [AP]M)?$/, {
      timeout: 30_000,
    });
    await expect(page.getByText(title).first()).toBeVisible();

    // Clock in, noting when the technician tapped.
    await goInApp(page, '/clock');
    await expect(page.getByRole('heading', { name: 'Employee Time Clock' })).toBeVisible();
    const tappedAt = await page.evaluate(() => Date.now());
    await page.getByRole('button', { name: 'Clock In' }).click();
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();
    await expect(banner).toHaveText('Offline - 1 change waiting');

    // The ticket: tick the item, comment, complete it with notes and a photo.
    await goInApp(page, `/tickets/${ticketId}`);
    await expect(detail).toBeVisible();
    const checklist = detail.getByRole('region', { name: /Checklist/ });
    await checklist.getByText(item).click();
    await expect(checklist.getByRole('checkbox', { name: new RegExp(item) })).toBeChecked();
    await expect(checklist.getByText('Waiting to sync')).toBeVisible();
    await expect(banner).toHaveText('Offline - 2 changes waiting');

    const comments = detail.getByRole('region', { name: 'Comments' });
    await comments.getByRole('combobox', { name: 'Comment' }).fill(comment);
    await comments.getByRole('button', { name: 'Send' }).click();
    const thread = comments.getByRole('list', { name: 'Comments' });
    await expect(thread.getByRole('listitem').filter({ hasText: comment })).toContainText(
      'Waiting to sync',
    );
    await expect(banner).toHaveText('Offline - 3 changes waiting');

    await goInApp(page, `/tickets/${ticketId}?step=complete`);
    const step = page.getByRole('form', { name: 'Complete Ticket' });
    await expect(step).toBeVisible();
    await step.getByLabel('Completion Notes (optional)').fill(notes);
    await step
      .getByLabel('After Photos (optional)')
      .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: PNG });
    await expect(step.getByRole('img', { name: 'after.png' })).toBeVisible();
    await step.getByRole('button', { name: 'Complete Ticket' }).click();
    await expect(step).toBeHidden();
    await expect(detail.getByRole('region', { name: 'Completion Notes' })).toContainText(notes);
    await expect(detail.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
    await expect(banner).toHaveText('Offline - 5 changes waiting');
    await checklist.scrollIntoViewIfNeeded();
    await shoot(page, 'ticket-waiting');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await goInApp(page, '/dashboard');
    // Completed (though not yet synced), the ticket has left the Today list, as the server's list
    // leaves out completed tickets.
    const today = page.getByRole('region', { name: 'Today' });
    await expect(today).toBeVisible();
    await expect(today.getByText(title)).toHaveCount(0);
    await expect(banner).toHaveText('Offline - 5 changes waiting');
    // The toasts sit over the banner; the picture is of the banner.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await shoot(page, 'banner-waiting');

    // Signal again: the outbox replays, and the server has each change once.
    await context.setOffline(false);
    await expect(banner).toHaveText('All changes synced', { timeout: 30_000 });

    const sessions = (await (
      await admin.get(`/api/time-clock/all?startDate=${isoDay(-1)}&endDate=${isoDay(1)}`)
    ).json()) as SessionAnswer[];
    const open = sessions.filter((session) => session.userId === techId && session.isActive);
    expect(open).toHaveLength(1);
    const clockIn = Date.parse(open[0]?.clockInTime ?? '');
    expect(clockIn).toBeGreaterThanOrEqual(tappedAt - 5_000);
    expect(clockIn).toBeLessThanOrEqual(tappedAt + 5_000);

    const storedComments = (await (await admin.get(`/api/tickets/${ticketId}/comments`)).json()) as
      { body: string }[] | { comments: { body: string }[] };
    const bodies = (
      Array.isArray(storedComments) ? storedComments : storedComments.comments
    ).filter((stored) => stored.body === comment);
    expect(bodies).toHaveLength(1);

    const storedChecklist = (await (
      await admin.get(`/api/tickets/${ticketId}/checklist`)
    ).json()) as { items: { text: string; done: boolean }[] };
    expect(storedChecklist.items.map(({ text, done }) => ({ text, done }))).toEqual([
      { text: item, done: true },
    ]);

    const stored = (await (await admin.get(`/api/tickets/${ticketId}`)).json()) as TicketAnswer;
    expect(stored.status).toBe('completed');
    expect(stored.completionNotes).toBe(notes);
    expect(stored.photos).toHaveLength(1);
  } finally {
    await context.close();
    await clockOutIfRunning(techApi);
    await techApi.dispose();
    await admin.dispose();
  }
});

test('a change the server refuses after the signal returns is shown for review and discarded', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Ice machine leaking ${String(Date.now())}`;
  const admin = await apiAs(baseURL, 'admin');
  const ids = await userIds(admin);
  const techId = ids.get(DEMO_USERS.technician.username) ?? '';
  const mariaId = ids.get(DEMO_USERS.maria.username) ?? '';
  const ticketId = await ticketFor(admin, techId, title);

  const { context, page } = await phoneContext(browser);
  try {
    await signInAs(page, 'technician');
    await waitForServiceWorker(page);
    await page.goto(`/tickets/${ticketId}`);
    const detail = page.getByRole('dialog', { name: new RegExp(title) });
    await expect(detail).toBeVisible({ timeout: 60_000 });

    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(/^Offline/);
    await detail
      .getByRole('region', { name: 'Next action' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(detail.getByText('Waiting to sync').first()).toBeVisible();
    await expect(banner).toHaveText('Offline - 1 change waiting');

    // Meanwhile dispatch gives the ticket to Maria.
    const reassigned = await admin.patch(`/api/tickets/${ticketId}`, {
      data: { assignedTo: mariaId },
    });
    expect(reassigned.ok(), await reassigned.text()).toBe(true);

    await context.setOffline(false);
    await expect(banner).toContainText('1 change could not be synced', { timeout: 30_000 });
    // The header's banner is under the ticket's (modal) detail: the detail says it too, with the
    // way to review it, so the technician need not close the ticket.
    const refusedLine = detail.getByText('1 change could not be synced');
    await expect(refusedLine).toBeVisible();
    // Nothing wider than the phone: the page does not slide sideways under the dialog.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await detail.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Changes that could not be synced' });
    await expect(review).toBeVisible();
    const refused = review.getByRole('list', { name: 'Refused changes' }).getByRole('listitem');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('This ticket is not assigned to you');
    await shoot(page, 'review-dialog');

    await refused.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Discard this change?' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(confirm).toBeHidden();
    await expect(review).toBeHidden();
    await expect(banner).toBeEmpty();
    await expect(detail).toBeVisible();
    await expect(refusedLine).toHaveCount(0);

    const stored = (await (await admin.get(`/api/tickets/${ticketId}`)).json()) as TicketAnswer;
    expect(stored.status).toBe('open');
  } finally {
    await context.close();
    await admin.dispose();
  }
});
