import { readFile } from 'node:fs/promises';

import { request } from '@playwright/test';

import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import Papa from 'papaparse';

import {
  PERIOD_LOCKED_MESSAGE,
  REASON_REQUIRED_MESSAGE,
} from '../../src/contract/schemas/time-correction.ts';
import { PAYROLL_CSV_HEADER } from '../../src/contract/schemas/timesheet.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import type { ClockServer } from './support/test.ts';

// Decision 035's "Done when" journey, on the clock server (an empty chain whose time the journey sets):
// a technician takes a break and forgets to clock out; the admin corrects the session with a reason,
// approves the week, locks the pay period and exports payroll, and the CSV holds the corrected hours.
// All instants are UTC: the clock server runs in the process's zone (UTC in CI) and the browsers are
// put in UTC too, so the business days, the form's wall times and the CSV agree.

const TECH = {
  name: 'Pat Payroll',
  username: 'pat.payroll',
  temporary: 'pat-temporary-pass',
  password: 'pats-own-payroll-secret',
};
const FRIDAY = (time: string) => new Date(`2026-11-13T${time}:00.000Z`);
const MONDAY_9 = new Date('2026-11-16T09:00:00.000Z');
const REASON = 'Forgot to clock out — left at 17:30';
// Weekly pay periods from the default anchor (Sunday 2026-01-04): the week of Nov 8 is its own period.
const PERIOD_LABEL = 'Nov 8, 2026 – Nov 14, 2026';

/** Moves the server's clock and the page's clock to the same instant. */
async function moveClocks(clock: ClockServer, page: Page, at: Date) {
  clock.setTime(at);
  await page.clock.setSystemTime(at);
}

async function newBrowser(
  clock: ClockServer,
  browser: Browser,
  width: number,
  at: Date,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: clock.baseURL,
    timezoneId: 'UTC',
    viewport: { width, height: width < 640 ? 800 : 900 },
  });
  await context.clock.install({ time: at });
  return context;
}

async function signedInApi(
  clock: ClockServer,
  username: string,
  password: string,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: clock.baseURL });
  const response = await api.post('/api/login', { data: { username, password } });
  expect(response.ok()).toBe(true);
  return api;
}

async function screenshots(page: Page, name: string, widths: number[]) {
  if (!isTakingScreenshots) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 640 ? 800 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, {
        path: `test-results/payroll-${name}-${String(width)}-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a forgotten clock-out is corrected, approved, locked and exported to payroll', async ({
  browser,
  clockServer: clock,
}) => {
  // Several sign-ins (argon2) and three browsers on a shared two-core machine.
  test.setTimeout(240_000);

  // 1. Arrange, Friday 08:00: daily overtime after 8 h; a technician with their own password.
  clock.setTime(FRIDAY('07:55'));
  const admin = await signedInApi(clock, 'admin', DEMO_PASSWORD);
  const settings = (await (await admin.get('/api/settings/time')).json()) as Record<
    string,
    unknown
  >;
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...rules } = settings;
  const saved = await admin.put('/api/settings/time', {
    data: { ...rules, dailyOvertimeEnabled: true, dailyOvertimeMinutes: 480 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await admin.post('/api/users', {
    data: {
      name: TECH.name,
      username: TECH.username,
      password: TECH.temporary,
      role: 'technician',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  const techApi = await signedInApi(clock, TECH.username, TECH.temporary);
  const changed = await techApi.post('/api/change-password', {
    data: { currentPassword: TECH.temporary, newPassword: TECH.password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await techApi.dispose();

  // 2. The technician, on a phone: clock in at 08:00, a break 12:00-12:30, no clock-out.
  clock.setTime(FRIDAY('08:00'));
  const techContext = await newBrowser(clock, browser, 375, FRIDAY('08:00'));
  const tech = await techContext.newPage();
  await signInAs(tech, { username: TECH.username, password: TECH.password });
  await tech.goto('/clock');
  await tech.getByRole('button', { name: 'Clock In' }).click();
  await expect(tech.getByText('Active Session')).toBeVisible();

  await moveClocks(clock, tech, FRIDAY('12:00'));
  await tech.getByRole('button', { name: 'Start Break' }).click();
  await expect(tech.getByTestId('break-status')).toContainText('On break');
  await expect(tech.getByRole('button', { name: 'End Break' })).toBeVisible();
  await screenshots(tech, 'clock-on-break', [375]);

  await moveClocks(clock, tech, FRIDAY('12:30'));
  await tech.getByRole('button', { name: 'End Break' }).click();
  await expect(tech.getByTestId('break-status')).toHaveCount(0);
  await expect(tech.getByRole('button', { name: 'Start Break' })).toBeVisible();
  await screenshots(tech, 'clock-after-break', [375]);
  // They go home without clocking out.
  await techContext.close();

  // 3. The admin, Monday 09:00 at a desk: the week shows the open session.
  clock.setTime(MONDAY_9);
  const adminContext = await newBrowser(clock, browser, 1280, MONDAY_9);
  const page = await adminContext.newPage();
  await signInAs(page, 'admin');
  await page.goto('/timesheets?weekStart=2026-11-08');
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Timesheets' });
  const row = table.getByRole('row').filter({ hasText: TECH.name });
  await expect(row.getByText('Needs review')).toBeVisible();
  await expect(row.getByText('Not approved')).toBeVisible();

  await row.getByRole('button', { name: `Open the week of ${TECH.name}` }).click();
  const week = page.getByRole('dialog', { name: new RegExp(`^${TECH.name}`) });
  await expect(week.getByText(/8:00 AM – still open/)).toBeVisible();
  await week.getByRole('button', { name: /^Edit the session of/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit session' });
  await expect(edit.getByLabel('Clock-in time')).toHaveValue('08:00');
  await edit.getByLabel('Clock-out date').fill('2026-11-13');
  await edit.getByLabel('Clock-out time').fill('17:30');

  // Bad input: a correction without a reason is refused in the form and nothing is sent.
  await edit.getByRole('button', { name: 'Save correction' }).click();
  await expect(edit.getByText(REASON_REQUIRED_MESSAGE)).toBeVisible();
  await expect(edit).toBeVisible();

  await edit.getByLabel('Reason *').fill(REASON);
  await edit.getByRole('button', { name: 'Save correction' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Session corrected')).toBeVisible();
  await expect(week.getByText(/8:00 AM – 5:30 PM/)).toBeVisible();
  // Paid hours: 9 h 30 m on the clock less the 30 m unpaid break (issue 36: one figure).
  await expect(week.getByText('Paid 9.00 h')).toBeVisible();

  // History keeps the original punch (still open) and the reason.
  await week.getByRole('button', { name: /^History of the session of/ }).click();
  const history = page.getByRole('dialog', { name: 'Session history' });
  await expect(history.getByText('Original punch')).toBeVisible();
  await expect(history.getByText(/still open/)).toBeVisible();
  await expect(history.getByText(REASON)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await week.getByRole('button', { name: 'Approve week' }).click();
  await expect(week.getByText(/^Approved by/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(week).toBeHidden();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row).toContainText('8.00');
  await expect(row).toContainText('1.00');
  await expect(row).toContainText('30 min');
  await screenshots(page, 'timesheets', [1280, 375]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Pay periods: lock the week's period, then export it.
  await page.getByRole('tab', { name: 'Pay periods' }).click();
  const period = page.getByRole('listitem').filter({ hasText: PERIOD_LABEL });
  await expect(period.getByText('1 of 1 weeks approved')).toBeVisible();
  await period.getByRole('button', { name: `Lock ${PERIOD_LABEL}` }).click();
  const lock = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await lock.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(period.getByText('Locked', { exact: true })).toBeVisible();
  await expect(
    period.getByRole('paragraph').filter({ hasText: /^Locked by Administrator on/ }),
  ).toBeVisible();
  await screenshots(page, 'pay-periods', [1280, 375]);
  await page.setViewportSize({ width: 1280, height: 900 });

  const downloading = page.waitForEvent('download');
  await period.getByRole('link', { name: `Export payroll for ${PERIOD_LABEL}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payroll-2026-11-08-2026-11-14.csv');
  const file = await download.path();
  const parsed = Papa.parse<string[]>(await readFile(file, 'utf8'), { skipEmptyLines: true });
  expect(parsed.data).toEqual([
    [...PAYROLL_CSV_HEADER],
    [TECH.name, TECH.username, '2026-11-08', '2026-11-14', '8.00', '1.00', '0.00', '30', 'Yes'],
  ]);

  // 4. After the lock, the session's time cannot change: 409 with the lock's message.
  const sheets = (await (
    await page.request.get('/api/timesheets?weekStart=2026-11-08')
  ).json()) as { user: { name: string }; sessions: { id: string }[] }[];
  const sessionId = sheets.find((sheet) => sheet.user.name === TECH.name)?.sessions[0]?.id;
  expect(sessionId).toBeDefined();
  const refused = await page.request.patch(`/api/time-sessions/${sessionId ?? ''}`, {
    data: { clockOutTime: '2026-11-13T17:00:00.000Z', reason: 'Late change' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: 'PERIOD_LOCKED',
    error: PERIOD_LOCKED_MESSAGE,
  });
  await adminContext.close();
});
