import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type {
  MaintenanceFigures,
  MaintenanceReport,
} from '#contract/schemas/maintenance-report.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { storeSignedInUser } from '#tests/web/signed-in-user.ts';

import MaintenanceReportTab from './maintenance-report-tab.tsx';
import { buildMaintenanceCsv } from './maintenance-metrics.ts';

const DOWNTOWN = '00000000-0000-4000-8000-0000000000aa';
const AIRPORT = '00000000-0000-4000-8000-0000000000bb';

const NOTHING: MaintenanceFigures = {
  opened: 0,
  completed: 0,
  backlog: 0,
  backlog0to2: 0,
  backlog3to7: 0,
  backlog8to30: 0,
  backlogOver30: 0,
  respondMeanHours: null,
  respondP90Hours: null,
  resolveMeanHours: null,
  resolveP90Hours: null,
  slaCompliancePercent: null,
  firstTimeFixPercent: null,
  repeatRepairs: 0,
  downtimeHours: 0,
  pmCompliancePercent: null,
  spendCents: 0,
};

const figures = (values: Partial<MaintenanceFigures>): MaintenanceFigures => ({
  ...NOTHING,
  ...values,
});

const REPORT: MaintenanceReport = {
  from: '2026-01-01',
  to: '2026-01-05',
  previousFrom: '2025-12-27',
  previousTo: '2025-12-31',
  locationId: null,
  currency: 'USD',
  totals: {
    current: figures({ opened: 4, backlog: 3, slaCompliancePercent: 67, spendCents: 15_345 }),
    previous: figures({ opened: 2, backlog: 3, slaCompliancePercent: 100, spendCents: 6000 }),
  },
  stores: [
    {
      locationId: AIRPORT,
      name: 'Airport',
      current: figures({ opened: 1, backlog: 0, slaCompliancePercent: 100, spendCents: 12_345 }),
      previous: figures({ backlog: 1 }),
    },
    {
      locationId: DOWNTOWN,
      name: 'Downtown',
      current: figures({
        opened: 3,
        completed: 1,
        backlog: 3,
        slaCompliancePercent: 50,
        spendCents: 3000,
      }),
      previous: figures({ opened: 2, backlog: 2, slaCompliancePercent: 100, spendCents: 6000 }),
    },
  ],
};

beforeEach(() => {
  storeSignedInUser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch(answer: () => Response) {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      url.startsWith('/api/locations')
        ? jsonResponse(200, [
            { id: AIRPORT, name: 'Airport' },
            { id: DOWNTOWN, name: 'Downtown' },
          ])
        : answer(),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const storeNames = () =>
  screen
    .getAllByTestId('maintenance-store-row')
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('the Maintenance tab', () => {
  it('shows each figure with its trend, the worst store first, and sorts by a column', async () => {
    const fetch = stubFetch(() => jsonResponse(200, REPORT));
    renderWithProviders(<MaintenanceReportTab />);
    const sla = await screen.findByTestId('maintenance-card-slaCompliancePercent');
    expect(sla).toHaveTextContent('67%');
    expect(sla).toHaveTextContent('−33 pts (worse)');
    expect(sla).toHaveTextContent('before: 100%');
    expect(screen.getByTestId('maintenance-card-opened')).toHaveTextContent('+2');
    expect(screen.getByTestId('maintenance-card-spendCents')).toHaveTextContent('$153.45');
    expect(screen.getByTestId('maintenance-card-respondMeanHours')).toHaveTextContent(
      'No comparison',
    );
    const asked = fetch.mock.calls.map(([url]) => url).find((url) => url.includes('maintenance'));
    expect(asked).toMatch(
      /^\/api\/reports\/maintenance\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );

    // By backlog, most first: Downtown (3), whose backlog and SLA are the worst and say so; the
    // Airport's spend is the higher one. The Airport completed nothing in the period: a completed
    // count says how busy a store was, and is never marked worst.
    expect(storeNames()).toEqual(['Downtown', 'Airport']);
    const worst = (index: number) =>
      within(screen.getAllByTestId('maintenance-store-row')[index] ?? document.body)
        .getAllByText('(worst)')
        .map((mark) => mark.parentElement?.textContent);
    expect(worst(0)).toEqual(['3 (worst)', '50% (worst)']);
    expect(worst(1)).toEqual(['$123.45 (worst)']);

    await userEvent.click(screen.getByRole('button', { name: /^Store/ }));
    expect(storeNames()).toEqual(['Airport', 'Downtown']);
    const header = screen.getByRole('columnheader', { name: /^Store/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /^SLA/ }));
    expect(storeNames()).toEqual(['Downtown', 'Airport']);
    await userEvent.click(screen.getByRole('button', { name: /^SLA/ }));
    expect(storeNames()).toEqual(['Airport', 'Downtown']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says what went wrong and retries', async () => {
    let fails = true;
    stubFetch(() =>
      fails
        ? jsonResponse(500, { error: 'Internal Server Error', code: 'INTERNAL_ERROR' })
        : jsonResponse(200, REPORT),
    );
    renderWithProviders(<MaintenanceReportTab />);
    expect(
      await screen.findByText('Failed to load the maintenance dashboard. Please try again.'),
    ).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('maintenance-card-opened')).toHaveTextContent('4');
  });

  it('refuses a range that ends before it starts without asking the server', async () => {
    const fetch = stubFetch(() => jsonResponse(200, REPORT));
    renderWithProviders(<MaintenanceReportTab />);
    await screen.findByTestId('maintenance-card-opened');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2000-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'End date must be on or after the start date',
    );
    expect(fetch.mock.calls.filter(([url]) => url.includes('2000-01-01'))).toHaveLength(0);
  });
});

describe('the maintenance CSV', () => {
  it('has a line for all stores and one per store, each figure with its previous value', () => {
    const t = i18next.getFixedT('en', 'maintenance');
    const [header, total, airport] = Papa.parse<string[]>(buildMaintenanceCsv(REPORT, t)).data;
    expect(header?.slice(0, 5)).toEqual([
      'Store',
      'Tickets opened',
      'Tickets opened previous',
      'Tickets completed',
      'Tickets completed previous',
    ]);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(total?.[0]).toBe('All stores');
    expect(total?.[column('Spend (USD)')]).toBe('153.45');
    expect(total?.[column('Spend (USD) previous')]).toBe('60.00');
    expect(airport?.[0]).toBe('Airport');
    expect(airport?.[column('SLA compliance (%)')]).toBe('100');
    expect(airport?.[column('Time to respond (mean) (h)')]).toBe('');
  });
});
