import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PUNCH_FLAG_TEXT } from '#contract/schemas/offline-sync.ts';
import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { TimeReport } from './time-report.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TONY = '00000000-0000-4000-8000-000000000002';
const MARIA = '00000000-0000-4000-8000-000000000003';
const DOWNTOWN = '00000000-0000-4000-8000-0000000000aa';
const AIRPORT = '00000000-0000-4000-8000-0000000000bb';

function row(
  id: number,
  who: { userId: string; userName: string },
  store: { storeId: string; storeName: string } | null,
  durationMinutes: number | null,
  unpaidBreakMinutes = 0,
): ReportTimeSession {
  return {
    id: `00000000-0000-4000-8000-00000000010${String(id)}`,
    ...who,
    ticketId: null,
    ticketNumber: null,
    ticketTitle: null,
    clockInTime: '2026-01-06T14:00:00.000Z',
    clockOutTime: durationMinutes === null ? null : '2026-01-06T15:00:00.000Z',
    durationMinutes,
    isActive: durationMinutes === null,
    notes: `note ${String(id)}`,
    storeId: store?.storeId ?? null,
    storeName: store?.storeName ?? null,
    needsReview: false,
    breakMinutes: unpaidBreakMinutes,
    unpaidBreakMinutes,
    workedMinutes: durationMinutes === null ? null : durationMinutes - unpaidBreakMinutes,
    source: 'clock',
    corrected: false,
    offline: false,
    punchFlag: null,
    breakRuleViolated: false,
  };
}

const tony = { userId: TONY, userName: 'Tony Reyes' };
const maria = { userId: MARIA, userName: 'Maria Lopez' };
const downtown = { storeId: DOWNTOWN, storeName: 'Downtown' };
const airport = { storeId: AIRPORT, storeName: 'Airport' };

// Tony: 90m (a 30-minute unpaid break: 60m paid) + 45m at two stores; Maria: 30m and one still
// open (adds nothing).
const SESSIONS = [
  row(1, tony, downtown, 90, 30),
  row(2, tony, airport, 45),
  row(3, maria, downtown, 30),
  row(4, maria, null, null),
];

function renderReport(sessions: ReportTimeSession[] = SESSIONS) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, sessions))),
  );
  renderWithProviders(<TimeReport />);
}

async function subtotalRows() {
  const table = await screen.findByRole('table', { name: 'Subtotals per technician' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('TimeReport', { timeout: 20_000 }, () => {
  it('shows a subtotal per technician and a total that is their sum and the summary total', async () => {
    renderReport();
    // Issue 36: Duration, the unpaid breaks and the paid time side by side.
    expect(await subtotalRows()).toEqual([
      ['Maria Lopez', '2', '30m', '0m', '30m'],
      ['Tony Reyes', '2', '2h 15m', '30m', '1h 45m'],
      ['Total', '4', '2h 45m', '30m', '2h 15m'],
    ]);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('2h 45m');
    expect(screen.getByTestId('summary-paid')).toHaveTextContent('2h 15m');
    const entries = screen.getByRole('table', { name: 'Time entries' });
    expect(
      within(entries)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Technician',
      'Clock In',
      'Clock Out',
      'Duration',
      'Unpaid Break',
      'Paid',
      'Status',
      'Notes',
    ]);
    const tonyFirst = within(entries).getAllByRole('row')[1]!;
    expect(
      within(tonyFirst)
        .getAllByRole('cell')
        .slice(3, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['1h 30m', '30m', '1h 0m']);
    expect(screen.getByTestId('summary-entries')).toHaveTextContent('4');
    expect(screen.getByTestId('summary-active')).toHaveTextContent('1');
  });

  it('narrows summary, subtotals and rows to the chosen technician and store', async () => {
    renderReport();
    await screen.findByRole('table', { name: 'Subtotals per technician' });
    const technician = screen.getByLabelText('Technician');
    expect(
      within(technician)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All technicians', 'Maria Lopez', 'Tony Reyes']);
    await userEvent.selectOptions(technician, 'Tony Reyes');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('2h 15m');
    expect(await subtotalRows()).toEqual([
      ['Tony Reyes', '2', '2h 15m', '30m', '1h 45m'],
      ['Total', '2', '2h 15m', '30m', '1h 45m'],
    ]);

    const store = screen.getByLabelText('Store');
    expect(
      within(store)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All stores', 'Airport', 'Downtown']);
    await userEvent.selectOptions(store, 'Airport');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('45m');
    expect(screen.getByTestId('summary-entries')).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: 'Time entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('note 2')).toBeInTheDocument();

    await userEvent.selectOptions(technician, 'All technicians');
    await userEvent.selectOptions(store, 'Downtown');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('2h 0m');
  });

  it('draws each row as a card too (for phones) with its duration, store and notes', async () => {
    renderReport();
    const cards = within(await screen.findByRole('list', { name: 'Time entries' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(4);
    const first = cards[0]!;
    expect(within(first).getByText('Tony Reyes')).toBeInTheDocument();
    expect(within(first).getByLabelText('Duration')).toHaveTextContent('1h 30m');
    expect(within(first).getByText('Downtown')).toBeInTheDocument();
    expect(within(first).getByText('note 1')).toBeInTheDocument();
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    const open = cards[3]!;
    expect(within(open).getByLabelText('Duration')).toHaveTextContent('N/A');
    expect(within(open).queryByText('Store')).not.toBeInTheDocument();
  });

  it('marks offline punches and names why a tap time was not used, in the table and the cards', async () => {
    renderReport([
      { ...row(1, tony, downtown, 90), offline: true },
      { ...row(2, maria, downtown, 30), offline: true, punchFlag: 'tap_too_old' },
      row(3, maria, airport, 45),
    ]);
    const table = await screen.findByRole('table', { name: 'Time entries' });
    const cards = screen.getByRole('list', { name: 'Time entries' });
    for (const view of [table, cards]) {
      const rows = within(view).getAllByRole(view === table ? 'row' : 'listitem');
      const [tonyRow, flagged, online] = view === table ? rows.slice(1) : rows;
      expect(within(tonyRow!).getByText('Offline')).toBeInTheDocument();
      expect(within(tonyRow!).queryByText(/server time used/)).not.toBeInTheDocument();
      expect(within(flagged!).getByText('Offline')).toBeInTheDocument();
      expect(
        within(flagged!).getByText(PUNCH_FLAG_TEXT.tap_too_old, { exact: false }),
      ).toBeInTheDocument();
      expect(within(online!).queryByText('Offline')).not.toBeInTheDocument();
      expect(within(online!).queryByText(/server time used/)).not.toBeInTheDocument();
    }
  });

  it('says so when no session is in the range', async () => {
    renderReport([]);
    expect(await screen.findByText('No time entries for this period.')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('0m');
    expect(
      screen.queryByRole('table', { name: 'Subtotals per technician' }),
    ).not.toBeInTheDocument();
  });
});
