import type { Page } from '@playwright/test';

import type { DashboardStats } from '../../src/contract/schemas/dashboard.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// The three role dashboards on the demo chain: every card with its real number, the buttons, Recent
// Activity, the admin's AI Insights panel and chart, and the technician's Active Session card.

async function stats(page: Page): Promise<DashboardStats> {
  const response = await page.request.get('/api/dashboard/stats');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DashboardStats;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the admin dashboard shows the chain’s numbers, AI insights and scheduling, and its buttons', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const numbers = await stats(page);
  await expect(page.getByTestId('stat-total-tickets')).toHaveText(String(numbers.totalTickets));
  // Open Tickets: open tickets nobody is assigned to (spec: awaiting assignment).
  await expect(page.getByTestId('stat-open-tickets')).toHaveText(
    String(numbers.awaitingAssignmentTickets),
  );
  await expect(page.getByTestId('stat-in-progress-tickets')).toHaveText(
    String(numbers.inProgressTickets),
  );
  await expect(page.getByTestId('stat-urgent-tickets')).toHaveText(String(numbers.urgentTickets));
  for (const label of [
    'All time',
    'Awaiting assignment',
    'Being worked on',
    'Need immediate attention',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  // The demo chain's walk-in and freezer tickets at Downtown recur.
  const insights = page.getByTestId('insight-card');
  await expect(insights.first()).toBeVisible();
  await expect(insights.first().getByTestId('urgency-badge')).toHaveText(/^Level \d+$/);
  await expect(insights.first().getByText('Solution', { exact: true })).toBeVisible();
  await expect(insights.first().getByText('Prevention', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Scheduling' }).click();
  await expect(
    page.getByText('AI recommendations to optimize your maintenance scheduling:'),
  ).toBeVisible();
  await expect(page.getByTestId('scheduling-suggestion').first()).toContainText('#');
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith('/api/scheduling-optimization'),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await refreshed).ok()).toBe(true);

  await expect(page.getByRole('img', { name: /^Tickets by week\./ })).toBeVisible();
  await expect(page.getByTestId('recent-activity').getByRole('listitem').first()).toBeVisible();
  await screenshot(page, { path: 'test-results/dashboard-admin.png', fullPage: true });

  await page.getByRole('link', { name: 'View Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Manage Technicians' }).click();
  await expect(page).toHaveURL(/\/technicians$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View All Tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Create New Ticket' }).click();
  await expect(page).toHaveURL(/\/create-ticket$/);
});

test('the manager dashboard counts their tickets and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'manager');
  const numbers = await stats(page);
  await expect(page.getByTestId('stat-my-tickets')).toHaveText(String(numbers.totalTickets));
  await expect(page.getByTestId('stat-pending-tickets')).toHaveText(
    String(numbers.openTickets + numbers.inProgressTickets),
  );
  await expect(page.getByTestId('stat-out-of-order')).toHaveText(
    String(numbers.outOfOrderEquipment),
  );
  await expect(page.getByRole('link', { name: 'Create New Ticket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Tickets' })).toHaveAttribute(
    'href',
    '/tickets',
  );
  await expect(page.getByText('AI Insights')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await screenshot(page, { path: 'test-results/dashboard-manager-phone.png', fullPage: true });
});

test('a technician sees the Active Session card while clocked in, and real work statistics', async ({
  page,
}) => {
  // Sam, so the other journeys' technician keeps his clock as they expect it.
  await signInAs(page, { username: 'sam', password: DEMO_PASSWORD });
  await expect(page.getByText('Daily Time Clock')).toBeVisible();
  await expect(page.getByTestId('active-session-card')).toHaveCount(0);
  const numbers = await stats(page);
  await expect(page.getByTestId('stat-assigned-to-me')).toHaveText(
    String(numbers.openTickets + numbers.inProgressTickets),
  );
  await expect(page.getByTestId('stat-completed-today')).toHaveText(String(numbers.completedToday));
  await expect(page.getByTestId('stat-hours-today')).toHaveText(String(numbers.hoursToday));

  await page.getByRole('link', { name: 'Go to Time Clock' }).click();
  await expect(page).toHaveURL(/\/clock$/);
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page.getByRole('button', { name: 'Clock Out' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const card = page.getByTestId('active-session-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  expect((await stats(page)).activeSessionTime).not.toBeNull();
  await screenshot(page, { path: 'test-results/dashboard-technician.png', fullPage: true });

  await page.getByRole('link', { name: 'Go to Timer' }).click();
  await expect(page).toHaveURL(/\/time-tracker$/);
  await page.getByRole('button', { name: 'Clock Out' }).click();
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Work Statistics')).toBeVisible();
  await expect(page.getByTestId('active-session-card')).toHaveCount(0);
});
