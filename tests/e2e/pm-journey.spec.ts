import type { Browser, Page } from '@playwright/test';

import { DEMO_USERS } from './support/demo-users.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import { demoTechnicianId } from './support/ticket-setup.ts';

// Decision 034, Done when: an admin applies a template to a store, the plan's ticket is generated and
// shows on the calendar (as the day's PM due date, linked to it) and on the board (Preventive), and
// the technician ticks its checklist and completes it.
//
// The server runs on the real clock, and no template is due on every date, so after applying the
// template the admin moves the plan to every day at 23:59 through the API (as a client would):
// today's occurrence is then inside its lead window and the edit generates it at once.

async function signedIn(browser: Browser, role: 'admin' | 'technician'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test('a template applied to a store generates a preventive ticket that the technician ticks off and completes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin');
  // Plans that exist already (an earlier run on the same database) are not the one applied here.
  const before = new Set(
    ((await (await admin.request.get('/api/pm-plans')).json()) as { id: string }[]).map(
      (existing) => existing.id,
    ),
  );
  await admin.goto('/maintenance-plans?tab=templates');
  const templates = admin.getByRole('list', { name: 'Templates' });
  const template = templates.getByRole('listitem').filter({ hasText: 'Dish machine' });
  await expect(template).toBeVisible({ timeout: 60_000 });
  await template.getByRole('button', { name: 'Apply to stores' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Highway 101' }).check();
  // The template is due on Sundays a day ahead: on a Saturday or Sunday applying it generates a
  // ticket at once, before the edit below, so the technician is chosen here (CI failed on a Sunday).
  await dialog.getByLabel('Default technician (optional)').click();
  await admin.getByRole('option', { name: DEMO_USERS.technician.name }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByText(/1 plan created/)).toBeVisible();

  const plans = (await (await admin.request.get('/api/pm-plans')).json()) as {
    id: string;
    title: string;
    scope: string;
    categoryId: string;
    locations: { id: string; name: string }[];
    checklist: { text: string }[];
    templateId: string | null;
  }[];
  const plan = plans.find(
    (candidate) =>
      !before.has(candidate.id) &&
      candidate.templateId === 'dish-machine-delime' &&
      candidate.locations.some((store) => store.name === 'Highway 101'),
  );
  expect(plan, 'the applied plan').toBeDefined();
  if (!plan) return;
  const tonyId = await demoTechnicianId(admin.request);
  const edited = await admin.request.put(`/api/pm-plans/${plan.id}`, {
    data: {
      title: plan.title,
      scope: plan.scope,
      categoryId: plan.categoryId,
      locationIds: plan.locations.map((store) => store.id),
      rrule: 'FREQ=DAILY',
      startDate: today(),
      dueTime: '23:59',
      leadDays: 0,
      priority: 'medium',
      defaultTechnicianId: tonyId,
      estimatedMinutes: 30,
      checklist: plan.checklist.map((item) => item.text),
    },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
  const due = (await (
    await admin.request.get(`/api/pm-plans/due?from=${today()}&to=${today()}`)
  ).json()) as { planId: string; ticketId: string | null; ticketNumber: number | null }[];
  const generated = due.find((row) => row.planId === plan.id);
  expect(generated?.ticketId, 'the generated ticket').toBeTruthy();
  const ticketId = generated?.ticketId ?? '';
  const number = `#${String(generated?.ticketNumber)}`;

  // The calendar: today's panel lists the due date, linked to its ticket.
  await admin.goto('/calendar');
  const dueList = admin.getByRole('list', { name: 'Preventive maintenance due' });
  const dueLink = dueList.getByRole('link', { name: new RegExp(`${number} · ${plan.title}`) });
  await expect(dueLink).toBeVisible({ timeout: 60_000 });
  await screenshot(admin, { path: 'test-results/pm-journey-calendar.png', fullPage: true });

  // The board: the ticket carries the Preventive badge and its checklist progress.
  await admin.goto(`/tickets?q=${encodeURIComponent(plan.title)}`);
  const card = admin.getByRole('article').filter({ hasText: number });
  await expect(card.getByText('Preventive', { exact: true })).toBeVisible({ timeout: 60_000 });
  await screenshot(admin, { path: 'test-results/pm-journey-board.png', fullPage: true });

  // The technician it was assigned to starts it, ticks every item and completes it.
  const tech = await signedIn(browser, 'technician');
  const started = await tech.request.patch(`/api/tickets/${ticketId}`, {
    data: { status: 'in-progress' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await tech.goto(`/tickets/${ticketId}`);
  const detail = tech.getByRole('dialog', { name: new RegExp(plan.title) });
  await expect(detail).toBeVisible({ timeout: 60_000 });
  const checklist = detail.getByRole('region', { name: /Checklist/ });
  const boxes = checklist.getByRole('checkbox');
  // The checklist loads after the detail opens: wait for every item (a bare count() raced it).
  const count = plan.checklist.length;
  await expect(boxes).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    await boxes.nth(index).check();
    await expect(boxes.nth(index)).toBeChecked();
  }
  await expect(checklist.getByText(`${String(count)} of ${String(count)} done`)).toBeVisible();
  // The screen shows a tick at once, before its save lands; loading a new page would cancel the
  // last one still on its way, so the journey waits until the server holds every tick.
  await expect
    .poll(async () => {
      const ticket = (await (await tech.request.get(`/api/tickets/${ticketId}`)).json()) as {
        checklistProgress: { done: number; total: number } | null;
      };
      return ticket.checklistProgress;
    })
    .toEqual({ done: count, total: count });
  await tech.goto(`/tickets/${ticketId}?step=complete`);
  const step = tech.getByRole('dialog', { name: 'Complete Ticket' });
  await expect(step).toBeVisible();
  await expect(step.getByLabel('Skipped items')).toHaveCount(0);
  await step.getByRole('button', { name: 'Complete Ticket' }).click();
  await expect(tech.getByText('Ticket status updated successfully!')).toBeVisible();

  const answer = (await (await admin.request.get(`/api/tickets/${ticketId}`)).json()) as {
    status: string;
    preventive: boolean;
    checklistProgress: { done: number; total: number } | null;
  };
  expect(answer).toMatchObject({
    status: 'completed',
    preventive: true,
    checklistProgress: { done: count, total: count },
  });
});
