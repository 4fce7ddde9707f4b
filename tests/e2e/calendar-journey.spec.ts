import type { Page } from '@playwright/test';

import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// The calendar (decision 006): a manager adds, edits and deletes an event on a day chosen with the
// keyboard, then schedules a ticket from that day and finds it on the calendar.

const DAYS_AHEAD = 42;

function localDay(offsetDays: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** Six weeks ahead with the arrow keys from today's cell, then Enter. */
async function goToTargetDay(page: Page, day: string) {
  await page.goto('/calendar');
  const today = page.locator(`[data-day="${localDay(0)}"]`);
  await expect(today).toHaveAttribute('aria-current', 'date');
  await today.focus();
  for (let week = 0; week < DAYS_AHEAD / 7; week += 1) {
    await page.keyboard.press('ArrowDown');
  }
  const target = page.locator(`[data-day="${day}"]`);
  await expect(target).toBeFocused();
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: longDate(day) })).toBeFocused();
  return target;
}

test('a manager adds, edits and deletes an event, then schedules a ticket from a date', async ({
  page,
}) => {
  const day = localDay(DAYS_AHEAD);
  const stamp = String(Date.now());
  await signInAs(page, 'manager');
  const cell = await goToTargetDay(page, day);
  await expect(page.getByText('No events or tickets scheduled for this date')).toBeVisible();

  // Add
  await page.getByRole('button', { name: 'Add Event' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Event' });
  await expect(addDialog.getByLabel('Date')).toHaveValue(day);
  await addDialog.getByLabel('Title *').fill(`Pest control visit ${stamp}`);
  await addDialog.getByLabel('Start Time').fill('08:00');
  await addDialog.getByLabel('End Time').fill('07:00');
  await expect(addDialog.getByText('End time must be after start time')).toBeVisible();
  await addDialog.getByLabel('End Time').fill('09:30');
  await addDialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(addDialog).toBeHidden();
  const added = page.getByRole('button', { name: new RegExp(`Pest control visit ${stamp}`) });
  await expect(added).toContainText('8:00 AM – 9:30 AM');
  await expect(cell.locator('[data-marker="items"]')).toHaveCount(1);

  // Edit: all-day clears the times
  await added.click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Event' });
  await editDialog.getByLabel('Title *').fill(`Pest control (all day) ${stamp}`);
  await editDialog.getByLabel('All day').click();
  await expect(editDialog.getByLabel('Start Time')).toHaveCount(0);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog).toBeHidden();
  const edited = page.getByRole('button', {
    name: new RegExp(`Pest control \\(all day\\) ${stamp}`),
  });
  await expect(edited).toContainText('All day');

  // Delete, after confirming
  await edited.click();
  await page
    .getByRole('dialog', { name: 'Edit Event' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(edited).toHaveCount(0);
  await expect(page.getByText('No events or tickets scheduled for this date')).toBeVisible();
  // The event's marker is gone; a demo plan may still mark the day as preventive maintenance due.
  await expect(cell.locator('[data-marker="items"]')).toHaveCount(0);

  // Schedule a ticket from the date
  await page.getByRole('button', { name: 'Schedule Ticket' }).click();
  const scheduleDialog = page.getByRole('alertdialog', { name: 'Schedule Ticket' });
  await expect(scheduleDialog).toContainText(longDate(day));
  await scheduleDialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-ticket\\?date=${day}$`));
  await expect(page.getByLabel('Scheduled Date')).toHaveValue(day);
  await page.getByRole('combobox', { name: 'Location *' }).click();
  await page.getByRole('option', { name: 'Downtown', exact: true }).click();
  await page.getByRole('combobox', { name: 'Category *' }).click();
  await page.getByRole('option', { name: 'HVAC', exact: true }).click();
  await page.getByRole('combobox', { name: 'Priority *' }).click();
  await page.getByRole('option', { name: 'Urgent', exact: true }).click();
  const title = `Rooftop unit service ${stamp}`;
  await page.getByLabel('Title *').fill(title);
  await page
    .getByLabel('Description *')
    .fill('Quarterly service of the rooftop unit before summer.');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Ticket created successfully!')).toBeVisible();

  const scheduledCell = await goToTargetDay(page, day);
  await expect(scheduledCell.locator('[data-marker="urgent"]')).toHaveCount(1);
  const listed = page.getByRole('button', { name: new RegExp(title) });
  await expect(listed).toContainText('9:00 AM – 5:00 PM');
  await listed.click();
  await expect(page.getByRole('dialog', { name: new RegExp(title) })).toContainText(
    'Dana Whitfield',
  );
});

test('technicians see the calendar without Schedule Ticket', async ({ page }) => {
  await signInAs(page, 'technician');
  await page.goto('/calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule Ticket' })).toHaveCount(0);
});
