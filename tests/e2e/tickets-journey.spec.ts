import type { Browser, BrowserContext, Page } from '@playwright/test';

import { apiAs, clockOutIfRunning } from './support/api-session.ts';
import { DEMO_USERS } from './support/demo-users.ts';
import { signInAs } from './support/sign-in.ts';
import { searchTickets } from './support/ticket-search.ts';
import type { DemoRole } from './support/demo-users.ts';
import { expect, test } from './support/test.ts';

// One ticket's life: a manager reports it with a photo, an admin assigns and schedules it, the
// technician works and completes it, and its history tells the story (decision 006).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function localDay(offsetDays: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

// Each role's browser is closed after the journey, so its live streams and pages do not run on
// through the journeys after it.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function pageAs(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTicket(page: Page, title: string) {
  // Completed tickets too: the board shows only active ones by default (decision 026).
  await page.goto('/tickets?completed=1');
  await searchTickets(page, title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^View details of/ }).click();
  return page.getByRole('dialog', { name: new RegExp(title) });
}

test('a ticket goes from report to completion across the three roles', async ({
  browser,
  baseURL,
}) => {
  const techApi = await apiAs(baseURL, DEMO_USERS.technician.username);
  await clockOutIfRunning(techApi);
  await techApi.dispose();
  const title = `Fryer #3 will not light ${String(Date.now())}`;

  // The manager reports it with a photo.
  const manager = await pageAs(browser, 'manager');
  await manager
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Create Ticket' })
    .click();
  await expect(manager.getByRole('heading', { name: 'Create Maintenance Ticket' })).toBeVisible();
  const submit = manager.getByRole('button', { name: 'Please fill all required fields' });
  await expect(submit).toBeDisabled();
  await choose(manager, 'Location *', 'Downtown');
  await choose(manager, 'Category *', 'Fryer');
  await manager.getByLabel('Title *').fill(title);
  await manager
    .getByLabel('Description *')
    .fill('Pilot clicks but never lights. Lunch rush at 11.');
  await choose(manager, 'Priority *', 'Urgent');
  await manager
    .getByLabel('Photos')
    .setInputFiles({ name: 'fryer.png', mimeType: 'image/png', buffer: PNG });
  await expect(manager.getByRole('img', { name: 'fryer.png' })).toBeVisible();
  await manager.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(manager.getByText('Ticket created successfully!')).toBeVisible();
  // The manager lands on the new ticket; closing it shows the board.
  await expect(manager).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(manager.getByRole('dialog', { name: new RegExp(title) })).toBeVisible();
  await manager.keyboard.press('Escape');
  await expect(manager).toHaveURL(/\/tickets$/);
  const reported = manager.getByRole('article', { name: title });
  await expect(reported).toContainText('Submitted by:Dana Whitfield');
  await expect(reported.getByText('Urgent')).toBeVisible();

  // The admin assigns Tony with a schedule, then makes it an all-day job.
  const admin = await pageAs(browser, 'admin');
  await admin.goto('/tickets');
  await expect(admin.getByRole('heading', { name: 'All Tickets' })).toBeVisible();
  await searchTickets(admin, title);
  await admin
    .getByRole('article', { name: title })
    .getByRole('button', { name: /^Assign/ })
    .click();
  const assignDialog = admin.getByRole('dialog', { name: 'Assign Technician' });
  await choose(admin, 'Technician', 'Tony Reyes');
  await assignDialog.getByLabel('Scheduled Date').fill(localDay(1));
  await assignDialog.getByLabel('Start Time').fill('10:00');
  await assignDialog.getByLabel('End Time').fill('09:00');
  await expect(assignDialog.getByText('End time must be after start time')).toBeVisible();
  await expect(assignDialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
  await assignDialog.getByLabel('End Time').fill('12:00');
  await assignDialog.getByRole('button', { name: 'Assign' }).click();
  await expect(assignDialog).toBeHidden();
  const assigned = admin.getByRole('article', { name: title });
  await expect(assigned).toContainText('Assigned to:Tony Reyes');

  const adminDetail = await openTicket(admin, title);
  await expect(adminDetail).toContainText('10:00 AM – 12:00 PM');
  await adminDetail.getByRole('button', { name: 'Update Schedule' }).click();
  const scheduleDialog = admin.getByRole('dialog', { name: 'Update Schedule' });
  await scheduleDialog.getByLabel('All day').click();
  await scheduleDialog.getByRole('button', { name: 'Update Schedule' }).click();
  await expect(admin.getByText('Ticket scheduled successfully!')).toBeVisible();
  await expect(adminDetail).toContainText('All day');

  // The technician clocks in on it from the detail, then completes it with notes.
  const tech = await pageAs(browser, 'technician');
  const techDetail = await openTicket(tech, title);
  await expect(techDetail.getByRole('button', { name: 'Complete Ticket' })).toHaveCount(0);
  await techDetail.getByRole('link', { name: 'Go to Time Clock' }).click();
  await expect(tech).toHaveURL(/\/clock\?ticketId=/);
  await expect(tech.getByLabel('Ticket (optional)')).toContainText(title);
  await tech.getByRole('button', { name: 'Clock In' }).click();
  await expect(tech.getByText('Your work session has started successfully')).toBeVisible();

  const working = await openTicket(tech, title);
  await expect(working.getByLabel('Update Status')).toContainText('In Progress');
  await working
    .getByLabel('Completion Notes (optional)')
    .fill('Replaced the thermocouple; lights first time.');
  await working.getByRole('button', { name: 'Complete Ticket' }).click();
  await expect(tech.getByText('Ticket status updated successfully!')).toBeVisible();
  await expect(working.getByRole('region', { name: 'Completion Notes' })).toContainText(
    'Replaced the thermocouple; lights first time.',
  );
  await expect(working.getByLabel('Update Status')).toHaveCount(0);
  // Completing closed the running session: the time clock is ready for a new one.
  await tech.goto('/clock');
  await expect(tech.getByRole('button', { name: 'Clock In' })).toBeVisible();

  // The manager reads the outcome, the photo and the whole history.
  const outcome = await openTicket(manager, title);
  await expect(outcome).toContainText('Completed');
  await expect(outcome).toContainText('Replaced the thermocouple; lights first time.');
  await outcome.getByRole('button', { name: 'Enlarge before photo 1 of 1' }).click();
  await expect(manager.getByRole('img', { name: /, before 1 of 1, full size$/ })).toBeVisible();
  await manager.keyboard.press('Escape');
  const history = outcome.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toContainText([
    /Dana Whitfield created #\d+/,
    /Dana Whitfield added a photo to #\d+/,
    /Administrator assigned #\d+ to Tony Reyes/,
    /Administrator scheduled #\d+ for .+ 10:00 AM – 12:00 PM/,
    /Administrator scheduled #\d+ for .+\(all day\)/,
    /Tony Reyes changed #\d+ to In Progress/,
    /Tony Reyes clocked in on #\d+/,
    /Tony Reyes's session on #\d+ was closed when the ticket was completed/,
    /Tony Reyes completed #\d+/,
  ]);
});
