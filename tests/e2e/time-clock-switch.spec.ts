import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import {
  expectToast,
  openTicketsForTechnician,
  type TicketSummary,
} from './support/time-clock-setup.ts';

// Decision 031 on a phone: the time clock shows the running ticket, switches it to another ticket in
// one step, the Time Logs card lists the closed session and this week's total, and logging out
// while clocked in asks first.

test.use({ viewport: { width: 375, height: 812 } });

test('a technician switches the running session to another ticket, and logging out asks', async ({
  page,
  baseURL,
}) => {
  const { tech, unassigned, assignToTechnician } = await openTicketsForTechnician(baseURL);
  const [first, second] = unassigned;
  if (!first || !second) throw new Error('the demo chain needs two open, unassigned tickets');
  for (const ticket of [first, second]) await assignToTechnician(ticket);
  const label = (ticket: TicketSummary) => `#${String(ticket.ticketNumber)} · ${ticket.title}`;

  await signInAs(page, 'technician');
  await page.goto(`/clock?ticketId=${first.id}`);
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expectToast(page, 'Clocked In', 'Your work session has started successfully');

  // The running ticket, with a link to it and 'Complete Ticket'.
  const running = page.getByTestId('running-ticket');
  await expect(running.getByRole('link', { name: label(first) })).toHaveAttribute(
    'href',
    `/tickets/${first.id}`,
  );
  await expect(running.getByRole('link', { name: 'Complete Ticket' })).toHaveAttribute(
    'href',
    `/tickets/${first.id}?step=complete`,
  );

  // Switch in one step.
  await page.getByLabel('Switch to another ticket').click();
  await page.getByRole('option', { name: label(second) }).click();
  await page.getByRole('button', { name: 'Switch to this ticket' }).click();
  await expectToast(page, 'Switched', `Now working on #${String(second.ticketNumber)}`);
  await expect(running.getByRole('link', { name: label(second) })).toBeVisible();
  await expect(page.getByText('Active Session')).toBeVisible();

  // The Time Logs card: the closed session on the first ticket under the running one.
  const rows = page.getByTestId('time-log-row');
  await expect(rows.first()).toContainText(`#${String(second.ticketNumber)}`);
  await expect(rows.first().getByText('Active', { exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText(`#${String(first.ticketNumber)}`);
  await expect(rows.nth(1).getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('week-total')).toHaveText(/^This week: \d+\.\d h$/);

  if (isTakingScreenshots) {
    await screenshot(page, {
      path: 'test-results/time-clock-switch-375-light.png',
      fullPage: true,
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, { path: 'test-results/time-clock-switch-375-dark.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, {
      path: 'test-results/time-clock-switch-1280-dark.png',
      fullPage: true,
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, {
      path: 'test-results/time-clock-switch-1280-light.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 375, height: 812 });
  }

  // Logging out while clocked in asks first.
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('You are clocked in');
  await screenshot(page, { path: 'test-results/time-clock-logout-375-light.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Active Session')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Clock out and log out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  const active = (await (await tech.get('/api/time-clock/active')).json()) as {
    isActive: boolean;
  };
  expect(active.isActive).toBe(false);
});
