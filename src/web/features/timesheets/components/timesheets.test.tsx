import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CLOCK_OUT_BEFORE_IN_MESSAGE,
  REASON_REQUIRED_MESSAGE,
} from '#contract/schemas/time-correction.ts';
import { PUNCH_FLAG_TEXT } from '#contract/schemas/offline-sync.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { setBusinessTimeZone } from '#web/lib/date-format.ts';

import { PayPeriodsPanel } from './pay-periods-panel.tsx';
import { HISTORY, PERIOD, PERIOD_ID, SESSION_ID, SHEET, TECH_ID } from './test-fixtures.ts';
import { TimesheetsScreen } from './timesheets-screen.tsx';

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

function stubApi(answers: Record<string, () => Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      });
      const answer = answers[`${method} ${url.pathname}`];
      return Promise.resolve(answer ? answer() : jsonResponse(200, []));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setBusinessTimeZone(null);
});

const WEEK_PATH = '/timesheets?weekStart=2026-11-15';

describe('the timesheets screen', () => {
  it('shows one row per technician with daily hours, pay classes, flags and status', async () => {
    setBusinessTimeZone('UTC');
    const sent = stubApi({ 'GET /api/timesheets': () => jsonResponse(200, [SHEET]) });
    renderWithProviders(<TimesheetsScreen userRole="manager" />, { path: WEEK_PATH });
    const table = await screen.findByRole('table', { name: 'Timesheets' });
    expect(screen.getByText('Nov 15 – Nov 21, 2026')).toBeVisible();
    const row = within(table)
      .getByRole('button', { name: 'Open the week of Tom Tech' })
      .closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    // Monday's 9.00 and the week's Paid column (issue 36: unpaid breaks deducted).
    expect(cells.getAllByText('9.00')).toHaveLength(2);
    expect(cells.getByTestId('paid-hours')).toHaveTextContent('9.00');
    expect(cells.getByText('8.00')).toBeVisible();
    expect(cells.getByText('1.00')).toBeVisible();
    expect(cells.getByText('30 min')).toBeVisible();
    expect(cells.getByText('Missed break')).toBeVisible();
    expect(cells.getByText('Not approved')).toBeVisible();
    expect(sent[0]?.search).toBe('?weekStart=2026-11-15');
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Nov 8 – Nov 14, 2026')).toBeVisible();
    await waitFor(() => {
      expect(sent.some((entry) => entry.search === '?weekStart=2026-11-08')).toBe(true);
    });
  });

  it("offers 'Approve all' for the week shown and lists what it skipped (issue 36)", async () => {
    setBusinessTimeZone('UTC');
    const sent = stubApi({
      'GET /api/timesheets': () => jsonResponse(200, [SHEET]),
      'POST /api/timesheets/approve-all': () =>
        jsonResponse(200, {
          approved: [],
          skipped: [{ user: SHEET.user, weekStart: '2026-11-15', reasons: ['break-rule'] }],
          alreadyApproved: 0,
        }),
    });
    renderWithProviders(<TimesheetsScreen userRole="manager" />, { path: WEEK_PATH });
    expect(await screen.findByText("1 of 1 technicians' weeks are not approved")).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Approve all of the week of Nov 15 – Nov 21, 2026' }),
    );
    const result = await screen.findByRole('dialog', { name: 'Approve all' });
    expect(sent.find((entry) => entry.path === '/api/timesheets/approve-all')?.body).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    expect(within(result).getByText('0 weeks approved, 1 week skipped.')).toBeVisible();
    expect(within(result).getByText('Missed break')).toBeVisible();
  });

  it('says when no time was recorded and when loading failed', async () => {
    stubApi({ 'GET /api/timesheets': () => jsonResponse(200, []) });
    const { unmount } = renderWithProviders(<TimesheetsScreen userRole="admin" />, {
      path: WEEK_PATH,
    });
    expect(await screen.findByText('No time recorded this week')).toBeVisible();
    unmount();
    stubApi({ 'GET /api/timesheets': () => jsonResponse(500, { error: 'Boom', code: 'X' }) });
    renderWithProviders(<TimesheetsScreen userRole="admin" />, { path: WEEK_PATH });
    expect(await screen.findByText('Failed to load timesheets')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('approves an ended week and shows the server refusal as a toast', async () => {
    setBusinessTimeZone('UTC');
    let approveStatus = 200;
    const sent = stubApi({
      'GET /api/timesheets': () => jsonResponse(200, [SHEET]),
      'POST /api/timesheets/approve': () =>
        approveStatus === 200
          ? jsonResponse(200, { ok: true })
          : jsonResponse(409, { error: 'This pay period is locked.', code: 'PERIOD_LOCKED' }),
    });
    renderWithProviders(<TimesheetsScreen userRole="manager" />, { path: WEEK_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the week of Tom Tech' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve week' }));
    await waitFor(() => {
      expect(sent.find((entry) => entry.path === '/api/timesheets/approve')?.body).toEqual({
        userId: TECH_ID,
        weekStart: '2026-11-15',
      });
    });
    expect(await screen.findByText('Week approved')).toBeVisible();
    approveStatus = 409;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve week' }));
    expect(await screen.findByText('This pay period is locked.')).toBeVisible();
  });

  it('un-approves only with a reason', async () => {
    const sent = stubApi({
      'GET /api/timesheets': () =>
        jsonResponse(200, [
          {
            ...SHEET,
            approval: {
              approvedAt: '2026-11-22T10:00:00.000Z',
              approvedBy: { id: 'm', name: 'Mia' },
            },
          },
        ]),
      'POST /api/timesheets/unapprove': () => jsonResponse(200, { ok: true }),
    });
    renderWithProviders(<TimesheetsScreen userRole="admin" />, { path: WEEK_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the week of Tom Tech' }));
    expect(await screen.findByText(/Approved by Mia/)).toBeVisible();
    // An approved week is not edited: un-approve first.
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Un-approve' }));
    const form = await screen.findByRole('dialog', { name: 'Un-approve week' });
    await userEvent.click(within(form).getByRole('button', { name: 'Un-approve' }));
    expect(await within(form).findByText('Reason is required')).toBeVisible();
    expect(sent.some((entry) => entry.path === '/api/timesheets/unapprove')).toBe(false);
    await userEvent.type(within(form).getByLabelText('Reason *'), 'Wrong hours');
    await userEvent.click(within(form).getByRole('button', { name: 'Un-approve' }));
    await waitFor(() => {
      expect(sent.find((entry) => entry.path === '/api/timesheets/unapprove')?.body).toEqual({
        userId: TECH_ID,
        weekStart: '2026-11-15',
        reason: 'Wrong hours',
      });
    });
  });

  it('edits a session: reason required, clock-out after clock-in, sends only what changed', async () => {
    setBusinessTimeZone('UTC');
    const sent = stubApi({
      'GET /api/timesheets': () => jsonResponse(200, [SHEET]),
      [`GET /api/time-sessions/${SESSION_ID}/history`]: () => jsonResponse(200, HISTORY),
      [`PATCH /api/time-sessions/${SESSION_ID}`]: () => jsonResponse(200, {}),
    });
    renderWithProviders(<TimesheetsScreen userRole="admin" />, { path: WEEK_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the week of Tom Tech' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Edit the session/ }));
    const form = await screen.findByRole('dialog', { name: 'Edit session' });
    // The breaks come from the latest history entry.
    expect(await within(form).findByLabelText('Break 1 start time')).toHaveValue('12:00');
    const clockOut = within(form).getByLabelText('Clock-out time');
    await userEvent.clear(clockOut);
    await userEvent.type(clockOut, '07:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(await within(form).findByText(CLOCK_OUT_BEFORE_IN_MESSAGE)).toBeVisible();
    expect(within(form).getByText(REASON_REQUIRED_MESSAGE)).toBeVisible();
    await userEvent.clear(clockOut);
    await userEvent.type(clockOut, '17:00');
    await userEvent.type(within(form).getByLabelText('Reason *'), 'Left early');
    await userEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => {
      expect(sent.find((entry) => entry.method === 'PATCH')?.body).toEqual({
        clockOutTime: '2026-11-16T17:00:00.000Z',
        reason: 'Left early',
      });
    });
  });

  it('adds a missed session: clock-out required, sent as the contract takes it', async () => {
    setBusinessTimeZone('UTC');
    const sent = stubApi({
      'GET /api/timesheets': () => jsonResponse(200, [SHEET]),
      'POST /api/time-sessions': () => jsonResponse(201, {}),
    });
    renderWithProviders(<TimesheetsScreen userRole="admin" />, { path: WEEK_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the week of Tom Tech' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add missed session' }));
    const form = await screen.findByRole('dialog', { name: 'Add missed session' });
    await userEvent.type(within(form).getByLabelText('Clock-in time'), '08:00');
    await userEvent.type(within(form).getByLabelText('Reason *'), '  Forgot to punch  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add session' }));
    expect(await within(form).findByText('Enter the clock-out date and time')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Clock-out time'), '12:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add session' }));
    await waitFor(() => {
      expect(sent.find((entry) => entry.method === 'POST')?.body).toEqual({
        userId: TECH_ID,
        ticketId: null,
        clockInTime: '2026-11-15T08:00:00.000Z',
        clockOutTime: '2026-11-15T12:00:00.000Z',
        breaks: [],
        notes: null,
        reason: 'Forgot to punch',
      });
    });
  });

  it("marks a session punched offline in the week's sessions and says why its tap time was not used", async () => {
    setBusinessTimeZone('UTC');
    const session = SHEET.sessions[0]!;
    stubApi({
      'GET /api/timesheets': () =>
        jsonResponse(200, [
          { ...SHEET, sessions: [{ ...session, offline: true, punchFlag: 'tap_in_future' }] },
        ]),
    });
    renderWithProviders(<TimesheetsScreen userRole="manager" />, { path: WEEK_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the week of Tom Tech' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Offline')).toBeVisible();
    expect(within(dialog).getByText(PUNCH_FLAG_TEXT.tap_in_future)).toBeVisible();
  });

  it('shows no offline mark on a session punched online', async () => {
    setBusinessTimeZone('UTC');
    stubApi({ 'GET /api/timesheets': () => jsonResponse(200, [SHEET]) });
    renderWithProviders(<TimesheetsScreen userRole="manager" />, { path: WEEK_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the week of Tom Tech' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Corrected')).toBeVisible();
    expect(within(dialog).queryByText('Offline')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/server time used/)).not.toBeInTheDocument();
  });

  it('shows a session history with the original punch', async () => {
    setBusinessTimeZone('UTC');
    stubApi({
      'GET /api/timesheets': () => jsonResponse(200, [SHEET]),
      [`GET /api/time-sessions/${SESSION_ID}/history`]: () => jsonResponse(200, HISTORY),
    });
    renderWithProviders(<TimesheetsScreen userRole="technician" />, { path: WEEK_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the week of Tom Tech' }));
    // A technician reads their week: no approval and no corrections.
    expect(screen.queryByRole('button', { name: 'Approve week' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add missed session' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^History of the session/ }));
    const history = await screen.findByRole('dialog', { name: 'Session history' });
    expect(await within(history).findByText('Original punch')).toBeVisible();
    expect(within(history).getByText(/still open/)).toBeVisible();
    expect(within(history).getByText(/Ada Admin/)).toBeVisible();
    expect(within(history).getByText('Forgot to clock out')).toBeVisible();
  });
});

describe('the pay periods', () => {
  it('locks with an optional reason, unlocks only with one, and links the export', async () => {
    let locked = false;
    const sent = stubApi({
      'GET /api/pay-periods': () =>
        jsonResponse(200, [
          locked
            ? {
                ...PERIOD,
                locked: true,
                lockedAt: '2026-11-23T10:00:00.000Z',
                lockedBy: { id: 'a', name: 'Ada Admin' },
              }
            : PERIOD,
        ]),
      [`POST /api/pay-periods/${PERIOD_ID}/lock`]: () => {
        locked = true;
        return jsonResponse(200, PERIOD);
      },
      [`POST /api/pay-periods/${PERIOD_ID}/unlock`]: () => jsonResponse(200, PERIOD),
    });
    renderWithProviders(<PayPeriodsPanel />);
    expect(await screen.findByText('3 of 4 weeks approved')).toBeVisible();
    // Issue 36: a week not approved: 'Export payroll' warns first, then offers the file.
    await userEvent.click(screen.getByRole('button', { name: /^Export payroll/ }));
    let warning = await screen.findByRole('alertdialog');
    expect(within(warning).getByText("1 of 4 technicians' weeks are not approved")).toBeVisible();
    expect(within(warning).getByRole('link', { name: 'Export anyway' })).toHaveAttribute(
      'href',
      `/api/payroll/export.csv?payPeriodId=${PERIOD_ID}`,
    );
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include unapproved weeks' }));
    await userEvent.click(screen.getByRole('button', { name: /^Export payroll/ }));
    warning = await screen.findByRole('alertdialog');
    expect(within(warning).getByRole('link', { name: 'Export anyway' })).toHaveAttribute(
      'href',
      `/api/payroll/export.csv?payPeriodId=${PERIOD_ID}&includeUnapproved=true`,
    );
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: /^Lock/ }));
    const lockDialog = await screen.findByRole('dialog');
    await userEvent.click(within(lockDialog).getByRole('button', { name: 'Lock' }));
    await waitFor(() => {
      expect(sent.find((entry) => entry.path.endsWith('/lock'))?.body).toEqual({ reason: null });
    });
    expect(await screen.findByText(/Locked by Ada Admin/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Unlock/ }));
    const unlockDialog = await screen.findByRole('dialog');
    await userEvent.click(within(unlockDialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(unlockDialog).findByText('Reason is required')).toBeVisible();
    await userEvent.type(within(unlockDialog).getByLabelText('Reason *'), 'Late fix');
    await userEvent.click(within(unlockDialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => {
      expect(sent.find((entry) => entry.path.endsWith('/unlock'))?.body).toEqual({
        reason: 'Late fix',
      });
    });
  });
});

describe('the pay periods: what can be exported (issue 36)', () => {
  it('offers the file only for an ended period with time, and a plain link when all is approved', async () => {
    stubApi({
      'GET /api/pay-periods': () =>
        jsonResponse(200, [
          { ...PERIOD, approvedWeeks: 4 },
          {
            ...PERIOD,
            id: '00000000-0000-4000-8000-0000000000a2',
            startDate: '2026-11-22',
            endDate: '2026-12-05',
            ended: false,
            weeks: 2,
            approvedWeeks: 0,
          },
          {
            ...PERIOD,
            id: '00000000-0000-4000-8000-0000000000a3',
            startDate: '2026-10-25',
            endDate: '2026-11-07',
            weeks: 0,
            approvedWeeks: 0,
          },
        ]),
    });
    renderWithProviders(<PayPeriodsPanel />);
    expect(
      await screen.findByRole('link', { name: 'Export payroll for Nov 8, 2026 – Nov 21, 2026' }),
    ).toHaveAttribute('href', `/api/payroll/export.csv?payPeriodId=${PERIOD_ID}`);
    expect(screen.getAllByRole('link', { name: /^Export payroll/ })).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: /^Export payroll/ })).toHaveLength(0);
    expect(screen.getByText(/Payroll can be exported once its last day is over/)).toBeVisible();
    expect(screen.getByText('No time was recorded in this pay period.')).toBeVisible();
  });

  it("'Approve all' lists what it approved and what it skipped, with why", async () => {
    const sent = stubApi({
      'GET /api/pay-periods': () => jsonResponse(200, [PERIOD]),
      'POST /api/timesheets/approve-all': () =>
        jsonResponse(200, {
          approved: [
            { user: { id: 'u1', name: 'Ada Clean', username: 'ada' }, weekStart: '2026-11-08' },
          ],
          skipped: [
            {
              user: { id: 'u2', name: 'Ben Nobreak', username: 'ben' },
              weekStart: '2026-11-15',
              reasons: ['break-rule', 'open-session'],
            },
          ],
          alreadyApproved: 2,
        }),
    });
    renderWithProviders(<PayPeriodsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Approve all of / }));
    const result = await screen.findByRole('dialog', { name: 'Approve all' });
    expect(sent.find((entry) => entry.path === '/api/timesheets/approve-all')?.body).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-21',
    });
    expect(
      within(result).getByText('1 week approved, 1 week skipped, 2 were approved already.'),
    ).toBeVisible();
    expect(within(result).getByText('Ada Clean')).toBeVisible();
    expect(within(result).getByText('Missed break; A session is still open')).toBeVisible();
  });
});
