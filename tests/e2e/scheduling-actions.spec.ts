import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Architecture §7: a scheduling suggestion to reassign or reschedule carries a button that opens the assign
// or schedule dialog on that ticket, already filled in. Nothing is saved: the dialog is cancelled.

test('a scheduling suggestion’s button opens the assign dialog with its technician chosen', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Scheduling' }).click();
  const assign = page.getByRole('link', { name: /^Assign #\d+ to / }).first();
  await expect(assign).toBeVisible();
  const label = (await assign.textContent()) ?? '';
  const [, ticketNumber, technician] = /^Assign #(\d+) to (.+)$/.exec(label.trim()) ?? [];
  await assign.click();

  const dialog = page.getByRole('dialog', { name: 'Assign Technician' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`#${ticketNumber ?? ''}`);
  // The suggested technician is the chosen one, and the slot is filled in.
  await expect(dialog.getByRole('button', { name: new RegExp(technician ?? '') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByLabel('Scheduled Date')).not.toHaveValue('');
  await screenshot(page, { path: 'test-results/scheduling-action-assign.png' });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Closing drops the step from the address: reloading shows the ticket, not the dialog again.
  await expect(page).not.toHaveURL(/step=assign/);
});
