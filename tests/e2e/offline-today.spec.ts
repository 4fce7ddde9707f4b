import type { APIRequestContext, Page } from '@playwright/test';

import { apiAs, clockOutIfRunning } from './support/api-session.ts';
import { DEMO_USERS } from './support/demo-users.ts';
import {
  expectTicketKept,
  goInApp,
  goOffline,
  persistedCopy,
  waitForServiceWorker,
} from './support/offline.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { slotAroundNow } from './support/scheduled-ticket.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import { createTicket, demoTechnicianId } from './support/ticket-setup.ts';

// Issue 36: the Today list's Clock In and Accept go through the outbox as the time clock's punches
// do. Offline the card says 'Waiting to sync' at once, a reload without signal keeps the taps, and
// the signal's return applies each once, the punch at the time it was tapped. The ticket detail and
// My Tickets work from what the phone keeps; what cannot be queued waits for a connection, saying so.

const PHONE = { width: 375, height: 812 };

// The reload without network is served by the service worker (other journeys block it).
test.use({ serviceWorkers: 'allow', viewport: PHONE });

interface SessionAnswer {
  userId: string;
  ticketId: string | null;
  clockInTime: string;
  isActive: boolean;
  offline: boolean;
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A ticket of the technician's, scheduled around now (on the Today list at any hour). */
async function todayTicketFor(
  admin: APIRequestContext,
  techId: string,
  title: string,
  status: 'open' | 'accepted',
): Promise<{ id: string; ticketNumber: number }> {
  const ticket = await createTicket(admin, {
    title,
    description: 'Arranged for the offline Today journey.',
    location: 'Downtown',
    category: 'Plumbing',
    priority: 'medium',
  });
  const arranged = await admin.patch(`/api/tickets/${ticket.id}`, {
    data: {
      assignedTo: techId,
      ...slotAroundNow(),
      allDay: false,
    },
  });
  expect(arranged.ok(), await arranged.text()).toBe(true);
  if (status === 'accepted') {
    const accepted = await admin.patch(`/api/tickets/${ticket.id}`, {
      data: { status: 'accepted' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  return ticket;
}

/** Pictures of the screen at both widths in both themes, put back to the phone afterwards. */
async function shoot(page: Page, name: string) {
  if (!isTakingScreenshots) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await screenshot(page, {
        path: `test-results/offline-today-${name}-${String(width)}-${theme}.png`,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(PHONE);
}

test('offline Today clock-in with reload: Clock In, Accept and Complete wait on the phone and reach the server once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  const toAccept = `Prep cooler fan noisy ${stamp}`;
  const toClockIn = `Walk-in freezer door heater ${stamp}`;

  const admin = await apiAs(baseURL, 'admin');
  const techApi = await apiAs(baseURL, DEMO_USERS.technician.username);
  await clockOutIfRunning(techApi);
  const techId = (await demoTechnicianId(admin)) ?? '';
  const accepting = await todayTicketFor(admin, techId, toAccept, 'open');
  const clocking = await todayTicketFor(admin, techId, toClockIn, 'accepted');

  try {
    // Online once: the dashboard and the service worker; the kept copy holds the Today list.
    await signInAs(page, 'technician');
    await waitForServiceWorker(page);
    const today = page.getByRole('region', { name: 'Today' });
    const acceptRow = today.getByTestId('today-row').filter({ hasText: toAccept });
    const clockInRow = today.getByTestId('today-row').filter({ hasText: toClockIn });
    await expect(acceptRow.getByRole('button', { name: 'Accept' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(clockInRow.getByRole('button', { name: 'Clock In' })).toBeVisible();
    // The screens the journey opens offline are loaded once online (their code and kept data).
    await page.goto('/tickets');
    await expect(page.getByText(toAccept).first()).toBeVisible({ timeout: 60_000 });
    await page.goto('/clock');
    await expect(page.getByRole('heading', { name: 'Employee Time Clock' })).toBeVisible();
    // The ticket detail opens with nothing focused to type into: no phone keyboard over it.
    await page.goto(`/tickets/${clocking.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(toClockIn) });
    await expect(detail.getByRole('textbox', { name: 'Add item' })).toBeEnabled({
      timeout: 60_000,
    });
    expect(
      await page.evaluate(() => {
        const focused = document.activeElement;
        return focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement;
      }),
    ).toBe(false);
    await page.goto('/dashboard');
    await expect(clockInRow).toBeVisible();
    await expect.poll(() => persistedCopy(page), { timeout: 30_000 }).toContain(toClockIn);
    // Both tickets' details were read ahead and kept (the taps are shown in them too).
    for (const { id } of [accepting, clocking]) await expectTicketKept(page, id);

    const banner = await goOffline(context, page);

    // Clock In: the card is clocked in at once, its one button now Complete, marked until synced.
    const tappedAt = await page.evaluate(() => Date.now());
    await clockInRow.getByRole('button', { name: 'Clock In' }).click();
    await expect(clockInRow.getByText('Waiting to sync')).toBeVisible();
    await expect(clockInRow.getByText('Clocked in')).toBeVisible();
    await expect(clockInRow.getByRole('link', { name: 'Complete' })).toBeVisible();
    await expect(banner).toHaveText('Offline - 1 change waiting');

    // Accept: the next step, Clock In, shows at once.
    await acceptRow.getByRole('button', { name: 'Accept' }).click();
    await expect(acceptRow.getByText('Waiting to sync')).toBeVisible();
    await expect(acceptRow.getByRole('button', { name: 'Clock In' })).toBeVisible();
    await expect(banner).toHaveText('Offline - 2 changes waiting');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await shoot(page, 'dashboard-waiting');

    // A reload with no signal: the shell from the worker, the list from the device, the taps kept.
    await page.reload();
    await expect(banner).toHaveText('Offline - 2 changes waiting', { timeout: 30_000 });
    await expect(clockInRow.getByText('Waiting to sync')).toBeVisible();
    await expect(clockInRow.getByText('Clocked in')).toBeVisible();
    await expect(acceptRow.getByRole('button', { name: 'Clock In' })).toBeVisible();

    // The ticket detail opens from the kept copy, in progress since the clock-in, and says the
    // clock-in kept on the phone is waiting to sync, as its card does (issue 36); a new checklist
    // item is not queued, so its form waits for a connection and says so.
    await goInApp(page, `/tickets/${clocking.id}`);
    await expect(detail).toBeVisible();
    await expect(detail.getByText('In Progress').first()).toBeVisible();
    await expect(detail.getByText('Waiting to sync')).toBeVisible();
    await expect(detail.getByText('Needs a connection: Add')).toBeVisible();
    await expect(detail.getByRole('textbox', { name: 'Add item' })).toBeDisabled();
    await shoot(page, 'ticket-detail');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // My Tickets under a filter never loaded: the kept tickets it includes.
    await goInApp(page, '/tickets?status=accepted');
    await expect(page.getByText(toAccept).first()).toBeVisible();
    await expect(page.getByText(/kept on this phone/)).toBeVisible();
    await expect(
      page.getByRole('article', { name: toAccept }).getByText('Waiting to sync'),
    ).toBeVisible();
    await expect(page.getByLabel('Loading tickets')).toHaveCount(0);
    await shoot(page, 'tickets-kept');
    // A filter no kept ticket matches: not available, rather than skeletons.
    await goInApp(page, `/tickets?q=${encodeURIComponent(`nothing kept ${stamp}`)}`);
    await expect(page.getByText('Not available offline')).toBeVisible();
    await expect(page.getByLabel('Loading tickets')).toHaveCount(0);
    await shoot(page, 'tickets-not-kept');

    // The card's Complete opens the detail's completion step, which queues as well; the completed
    // ticket leaves the Today list, as the server's list leaves completed tickets out.
    await goInApp(page, '/dashboard');
    await clockInRow.getByRole('link', { name: 'Complete' }).click();
    const step = page.getByRole('form', { name: 'Complete Ticket' });
    await expect(step).toBeVisible();
    await step.getByRole('button', { name: 'Complete Ticket' }).click();
    await expect(step).toBeHidden();
    await expect(banner).toHaveText('Offline - 3 changes waiting');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await goInApp(page, '/dashboard');
    await expect(acceptRow).toBeVisible();
    await expect(clockInRow).toHaveCount(0);

    // Signal again: the three taps reach the server once each, the punch at its tap time.
    await context.setOffline(false);
    await expect(banner).toHaveText('All changes synced', { timeout: 30_000 });
    await expect(acceptRow.getByText('Waiting to sync')).toHaveCount(0);
    await expect(acceptRow.getByRole('button', { name: 'Clock In' })).toBeVisible();

    const sessions = (await (
      await admin.get(`/api/time-clock/all?startDate=${isoDay(-1)}&endDate=${isoDay(1)}`)
    ).json()) as SessionAnswer[];
    const onTicket = sessions.filter(
      (session) => session.userId === techId && session.ticketId === clocking.id,
    );
    expect(onTicket).toHaveLength(1);
    // Completing the ticket ended the session on it.
    expect(onTicket[0]?.isActive).toBe(false);
    const clockIn = Date.parse(onTicket[0]?.clockInTime ?? '');
    expect(clockIn).toBeGreaterThanOrEqual(tappedAt - 5_000);
    expect(clockIn).toBeLessThanOrEqual(tappedAt + 5_000);

    const accepted = (await (await admin.get(`/api/tickets/${accepting.id}`)).json()) as {
      status: string;
    };
    expect(accepted.status).toBe('accepted');
    const completed = (await (await admin.get(`/api/tickets/${clocking.id}`)).json()) as {
      status: string;
    };
    expect(completed.status).toBe('completed');
  } finally {
    await clockOutIfRunning(techApi);
    await techApi.dispose();
    await admin.dispose();
  }
});

test('offline, a break, a switch of ticket and a status change are queued and each reaches the server once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  const first = `Dish machine not draining ${stamp}`;
  const second = `Hood light out ${stamp}`;

  const admin = await apiAs(baseURL, 'admin');
  const techApi = await apiAs(baseURL, DEMO_USERS.technician.username);
  await clockOutIfRunning(techApi);
  const techId = (await demoTechnicianId(admin)) ?? '';
  const working = await todayTicketFor(admin, techId, first, 'accepted');
  const next = await todayTicketFor(admin, techId, second, 'accepted');
  const clockedIn = await techApi.post('/api/time-clock/in', { data: { ticketId: working.id } });
  expect(clockedIn.ok(), await clockedIn.text()).toBe(true);

  try {
    await signInAs(page, 'technician');
    await waitForServiceWorker(page);
    await page.goto(`/tickets/${working.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(first) });
    await expect(detail.getByLabel('Update Status')).toContainText('In Progress', {
      timeout: 60_000,
    });
    await page.goto('/clock');
    await expect(page.getByRole('button', { name: 'Start Break' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByLabel('Switch to another ticket')).toBeVisible();
    await expectTicketKept(page, working.id);

    const banner = await goOffline(context, page);

    // Break start and end: the card follows at once, marked until synced.
    await page.getByRole('button', { name: 'Start Break' }).click();
    await expect(page.getByRole('button', { name: 'End Break' })).toBeVisible();
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();
    await page.getByRole('button', { name: 'End Break' }).click();
    await expect(page.getByRole('button', { name: 'Start Break' })).toBeVisible();
    await expect(banner).toHaveText('Offline - 2 changes waiting');
    // A correction request is not queued: it waits for a connection, said once over the logs.
    await expect(page.getByText('Needs a connection: Request correction')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Request correction' }).first()).toBeDisabled();

    // Switch: queued as a clock-out and a clock-in at one tap time.
    await page.getByLabel('Switch to another ticket').click();
    await page.getByRole('option', { name: `#${String(next.ticketNumber)} · ${second}` }).click();
    await page.getByRole('button', { name: 'Switch to this ticket' }).click();
    await expect(
      page.getByTestId('running-ticket').getByRole('link', { name: new RegExp(second) }),
    ).toBeVisible();
    await expect(banner).toHaveText('Offline - 4 changes waiting');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await shoot(page, 'time-clock');

    // A status change from the ticket's picker.
    await goInApp(page, `/tickets/${working.id}`);
    await detail.getByRole('combobox', { name: 'Update Status' }).click();
    await page.getByRole('option', { name: 'Waiting for Parts' }).click();
    await expect(detail.getByLabel('Update Status')).toContainText('Waiting for Parts');
    await expect(detail.getByText('Waiting to sync').first()).toBeVisible();
    await expect(banner).toHaveText('Offline - 5 changes waiting');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    await context.setOffline(false);
    await expect(banner).toHaveText('All changes synced', { timeout: 30_000 });

    const sessions = (await (
      await admin.get(`/api/time-clock/all?startDate=${isoDay(-1)}&endDate=${isoDay(1)}`)
    ).json()) as SessionAnswer[];
    const mine = sessions.filter((session) => session.userId === techId);
    const onFirst = mine.filter((session) => session.ticketId === working.id);
    const onSecond = mine.filter((session) => session.ticketId === next.id);
    expect(onFirst.map((session) => session.isActive)).toEqual([false]);
    expect(onSecond.map((session) => session.isActive)).toEqual([true]);
    expect(mine.filter((session) => session.isActive)).toHaveLength(1);

    const stored = (await (await admin.get(`/api/tickets/${working.id}`)).json()) as {
      status: string;
    };
    expect(stored.status).toBe('waiting-for-parts');
  } finally {
    await clockOutIfRunning(techApi);
    await techApi.dispose();
    await admin.dispose();
  }
});
