import { readFile } from 'node:fs/promises';

import { request } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import Papa from 'papaparse';

import {
  PAYROLL_CSV_HEADER,
  PAYROLL_NOT_ENDED_MESSAGE,
} from '../../src/contract/schemas/timesheet.ts';
import type { PayPeriod } from '../../src/contract/schemas/timesheet.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { themedScreenshots } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import type { ClockServer } from './support/test.ts';

// Issue 36 on the clock server (an empty chain whose time the journey sets; UTC): the payroll
// export cannot mislead, 'Approve all' skips weeks with open flags and says why, and one
// technician's week computed by hand reads the same on Reports › Time, Timesheets, the payroll
// CSV and the assistant.
//
// The week of Sun Dec 6 – Sat Dec 12, 2026 (its own weekly pay period), the break rule on (30
// minutes after 6 h):
//   Ana Agree  Mon 08:00–16:30 with a break 12:00–12:30, Tue 09:00–13:00.
//              By hand: worked (clock-in to clock-out) 8 h 30 m + 4 h = 12 h 30 m; unpaid break
//              30 m; paid 12 h 30 m − 30 m = 12 h 0 m = 12.00 h, all regular (under 40 h).
//   Ben Nobreak  Mon 08:00–16:00 without a break: 'Missed break', skipped.
//   Cy Open      clocked in Wed 10:00 and still clocked in on Monday: skipped.

const WEEK_START = '2026-12-06';
const PERIOD_LABEL = 'Dec 6, 2026 – Dec 12, 2026';
const NEXT_PERIOD_LABEL = 'Dec 13, 2026 – Dec 19, 2026';
const EMPTY_PERIOD_LABEL = 'Nov 29, 2026 – Dec 5, 2026';
const WEDNESDAY_10 = new Date('2026-12-09T10:00:00.000Z');
const SATURDAY_18 = new Date('2026-12-12T18:00:00.000Z');
const MONDAY_9 = new Date('2026-12-14T09:00:00.000Z');
const PASSWORD = 'issue-36-own-secret';
const ANA = { name: 'Ana Agree', username: 'ana.agree' };
const BEN = { name: 'Ben Nobreak', username: 'ben.nobreak' };
const CY = { name: 'Cy Open', username: 'cy.open' };

async function signedInApi(
  clock: ClockServer,
  username: string,
  password: string,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: clock.baseURL });
  const response = await api.post('/api/login', { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return api;
}

/** A technician with their own password (a new account must change the temporary one first). */
async function addTechnician(
  clock: ClockServer,
  admin: APIRequestContext,
  person: { name: string; username: string },
): Promise<string> {
  const temporary = `${person.username}-temporary`;
  const created = await admin.post('/api/users', {
    data: { ...person, password: temporary, role: 'technician' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const api = await signedInApi(clock, person.username, temporary);
  const changed = await api.post('/api/change-password', {
    data: { currentPassword: temporary, newPassword: PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await api.dispose();
  return ((await created.json()) as { id: string }).id;
}

async function addSession(
  admin: APIRequestContext,
  userId: string,
  times: { in: string; out: string; breaks?: [string, string][] },
) {
  const response = await admin.post('/api/time-sessions', {
    data: {
      userId,
      clockInTime: times.in,
      clockOutTime: times.out,
      breaks: (times.breaks ?? []).map(([startTime, endTime]) => ({ startTime, endTime })),
      reason: 'Paper timesheet entered',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function browserAt(
  clock: ClockServer,
  browser: Browser,
  at: Date,
  width = 1280,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: clock.baseURL,
    timezoneId: 'UTC',
    viewport: { width, height: 900 },
  });
  await context.clock.install({ time: at });
  return context;
}

async function ask(page: Page, question: string): Promise<string> {
  const answers = page.getByTestId('ai-message');
  await expect(answers.first()).toBeVisible();
  const before = await answers.count();
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(answers).toHaveCount(before + 1);
  return (await answers.last().innerText()).trim();
}

test('payroll export warns before it misleads, Approve all skips flagged weeks, and all four agree on hours', async ({
  browser,
  clockServer: clock,
}) => {
  // Five sign-ins (argon2) and three browsers on a shared two-core machine.
  test.setTimeout(300_000);

  // 1. Wednesday: the break rule on, three technicians; Cy clocks in and never out.
  clock.setTime(WEDNESDAY_10);
  const admin = await signedInApi(clock, 'admin', DEMO_PASSWORD);
  const settings = (await (await admin.get('/api/settings/time')).json()) as Record<
    string,
    unknown
  >;
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...rules } = settings;
  const saved = await admin.put('/api/settings/time', {
    data: { ...rules, breakRuleEnabled: true, breakRuleAfterMinutes: 360, breakRuleMinutes: 30 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const anaId = await addTechnician(clock, admin, ANA);
  const benId = await addTechnician(clock, admin, BEN);
  await addTechnician(clock, admin, CY);
  await admin.dispose();
  const cyWednesday = await signedInApi(clock, CY.username, PASSWORD);
  const clockedIn = await cyWednesday.post('/api/time-clock/in', { data: {} });
  expect(clockedIn.status(), await clockedIn.text()).toBe(201);
  await cyWednesday.dispose();

  // 2. Saturday evening (sign-ins idle for days have ended): Ana's and Ben's paper timesheets.
  clock.setTime(SATURDAY_18);
  const saturdayAdmin = await signedInApi(clock, 'admin', DEMO_PASSWORD);
  await addSession(saturdayAdmin, anaId, {
    in: '2026-12-07T08:00:00.000Z',
    out: '2026-12-07T16:30:00.000Z',
    breaks: [['2026-12-07T12:00:00.000Z', '2026-12-07T12:30:00.000Z']],
  });
  await addSession(saturdayAdmin, anaId, {
    in: '2026-12-08T09:00:00.000Z',
    out: '2026-12-08T13:00:00.000Z',
  });
  await addSession(saturdayAdmin, benId, {
    in: '2026-12-07T08:00:00.000Z',
    out: '2026-12-07T16:00:00.000Z',
  });
  await saturdayAdmin.dispose();

  // The assistant, asked by Ana in that week: her paid hours (1 of 4).
  const anaContext = await browserAt(clock, browser, SATURDAY_18, 375);
  const anaPage = await anaContext.newPage();
  await signInAs(anaPage, { username: ANA.username, password: PASSWORD });
  await anaPage.goto('/ai-chat');
  const answer = await ask(anaPage, 'How many hours did I work this week?');
  expect(answer).toContain('You have worked 12h 0m this week (12.00 paid hours');
  await anaContext.close();

  // 3. Monday 09:00: the week has ended; the admin at a desk.
  clock.setTime(MONDAY_9);
  const context = await browserAt(clock, browser, MONDAY_9);
  const page = await context.newPage();
  await signInAs(page, 'admin');

  // Reports › Time: Duration, unpaid break and paid side by side (2 of 4).
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Report' })).toBeVisible();
  const weekAnswer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/time-clock/all') &&
      response.url().includes('endDate=2026-12-12') &&
      response.ok(),
  );
  await page.getByLabel('Start date').fill(WEEK_START);
  await page.getByLabel('End date').fill('2026-12-12');
  await weekAnswer;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const subtotals = page.getByRole('table', { name: 'Subtotals per technician' });
  const anaSubtotal = subtotals.getByRole('row').filter({ hasText: ANA.name });
  await expect(anaSubtotal.getByTestId('subtotal-duration')).toHaveText('12h 30m');
  await expect(anaSubtotal.getByTestId('subtotal-unpaid-break')).toHaveText('30m');
  await expect(anaSubtotal.getByTestId('subtotal-paid')).toHaveText('12h 0m');
  await themedScreenshots(page, 'issue36-time-report');

  // Timesheets: the same 12.00 paid hours (3 of 4); names read as links.
  await page.goto(`/timesheets?weekStart=${WEEK_START}`);
  const table = page.getByRole('table', { name: 'Timesheets' });
  const anaRow = table.getByRole('row').filter({ hasText: ANA.name });
  await expect(anaRow.getByTestId('paid-hours')).toHaveText('12.00');
  const anaName = anaRow.getByRole('button', { name: `Open the week of ${ANA.name}` });
  await expect(anaName).toHaveCSS('text-decoration-line', 'underline');
  await expect(table.getByRole('row').filter({ hasText: BEN.name })).toContainText('Missed break');
  await expect(page.getByText("3 of 3 technicians' weeks are not approved")).toBeVisible();
  await expect(page.getByRole('button', { name: /^Approve all of the week of/ })).toBeVisible();
  await themedScreenshots(page, 'issue36-timesheets');

  // Pay periods: the running one offers no export, and the API refuses it too (409).
  const emptyPeriod = await page.request.post('/api/pay-periods', {
    data: { startDate: '2026-11-29', endDate: '2026-12-05' },
  });
  expect([201, 409]).toContain(emptyPeriod.status());
  await page.getByRole('tab', { name: 'Pay periods' }).click();
  const running = page.getByRole('listitem').filter({ hasText: NEXT_PERIOD_LABEL });
  await expect(
    running.getByText(/Payroll can be exported once its last day is over/),
  ).toBeVisible();
  await expect(running.getByRole('link', { name: /^Export payroll/ })).toHaveCount(0);
  await expect(running.getByRole('button', { name: /^Export payroll/ })).toHaveCount(0);
  const periods = (await (await page.request.get('/api/pay-periods')).json()) as PayPeriod[];
  const runningId = periods.find((period) => period.startDate === '2026-12-13')?.id ?? '';
  const refused = await page.request.get(`/api/payroll/export.csv?payPeriodId=${runningId}`);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: 'PERIOD_NOT_ENDED',
    error: PAYROLL_NOT_ENDED_MESSAGE,
  });
  // A period without time says so instead of offering a file of zeros.
  const empty = page.getByRole('listitem').filter({ hasText: EMPTY_PERIOD_LABEL });
  await expect(empty.getByText('No time was recorded in this pay period.')).toBeVisible();
  await expect(empty.getByRole('link', { name: /^Export payroll/ })).toHaveCount(0);

  // The ended week: the export warns first; 'Approve all' approves Ana and says why it skipped the others.
  const period = page.getByRole('listitem').filter({ hasText: PERIOD_LABEL });
  await expect(period.getByText('0 of 3 weeks approved')).toBeVisible();
  await period.getByRole('button', { name: `Export payroll for ${PERIOD_LABEL}` }).click();
  let warning = page.getByRole('alertdialog');
  await expect(warning.getByText("3 of 3 technicians' weeks are not approved")).toBeVisible();
  await themedScreenshots(page, 'issue36-export-warning');
  await warning.getByRole('button', { name: 'Approve all' }).click();
  const result = page.getByRole('dialog', { name: 'Approve all' });
  await expect(result.getByText('1 week approved, 2 weeks skipped.')).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: ANA.name })).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: BEN.name })).toContainText(
    'Missed break',
  );
  await expect(result.getByRole('listitem').filter({ hasText: CY.name })).toContainText(
    'A session is still open',
  );
  await themedScreenshots(page, 'issue36-approve-all-result');
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();
  await expect(period.getByText('1 of 3 weeks approved')).toBeVisible();

  // Exported anyway: the CSV marks the rows not approved, and Ana's paid hours are 12.00 (4 of 4).
  await period.getByRole('button', { name: `Export payroll for ${PERIOD_LABEL}` }).click();
  warning = page.getByRole('alertdialog');
  await expect(warning.getByText("2 of 3 technicians' weeks are not approved")).toBeVisible();
  const downloading = page.waitForEvent('download');
  await warning.getByRole('link', { name: 'Export anyway' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payroll-2026-12-06-2026-12-12.csv');
  const parsed = Papa.parse<string[]>(await readFile(await download.path(), 'utf8'), {
    skipEmptyLines: true,
  });
  expect(parsed.data).toEqual([
    [...PAYROLL_CSV_HEADER],
    [ANA.name, ANA.username, WEEK_START, '2026-12-12', '12.00', '0.00', '0.00', '30', 'Yes'],
    [BEN.name, BEN.username, WEEK_START, '2026-12-12', '0.00', '0.00', '0.00', '0', 'No'],
    [CY.name, CY.username, WEEK_START, '2026-12-12', '0.00', '0.00', '0.00', '0', 'No'],
  ]);
  await themedScreenshots(page, 'issue36-pay-periods');

  // Leave the chain as other journeys expect it: nobody clocked in, the break rule off.
  const cy = await signedInApi(clock, CY.username, PASSWORD);
  const out = await cy.post('/api/time-clock/out', { data: {} });
  expect(out.status(), await out.text()).toBe(200);
  await cy.dispose();
  const restored = await page.request.put('/api/settings/time', { data: rules });
  expect(restored.status(), await restored.text()).toBe(200);
  await context.close();
});
