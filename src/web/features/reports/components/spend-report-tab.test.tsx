import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SpendReport, VendorScorecard } from '#contract/schemas/spend.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { SpendReportTab } from './spend-report-tab.tsx';
import { storeSignedInUser } from '#tests/web/signed-in-user.ts';

const DOWNTOWN = '00000000-0000-4000-8000-0000000000aa';
const AIRPORT = '00000000-0000-4000-8000-0000000000ab';
const ACME = '00000000-0000-4000-8000-0000000000ac';

const months = [
  { month: '2025-12', labourCents: 8600, vendorCents: 55_000, totalCents: 63_600 },
  { month: '2026-01', labourCents: 1467, vendorCents: 12_345, totalCents: 13_812 },
];

const BY_STORE: SpendReport = {
  currency: 'USD',
  from: '2025-12-01',
  to: '2026-01-31',
  groupBy: 'store',
  rows: [
    {
      id: DOWNTOWN,
      name: 'Downtown',
      labourCents: 8600,
      vendorCents: 55_000,
      totalCents: 63_600,
      tickets: 2,
    },
    {
      id: AIRPORT,
      name: 'Airport',
      labourCents: 1467,
      vendorCents: 12_345,
      totalCents: 13_812,
      tickets: 1,
    },
  ],
  months,
  totals: { labourCents: 10_067, vendorCents: 67_345, totalCents: 77_412, tickets: 3 },
};

const BY_VENDOR: SpendReport = {
  ...BY_STORE,
  groupBy: 'vendor',
  rows: [
    {
      id: ACME,
      name: 'Acme Refrigeration',
      labourCents: 0,
      vendorCents: 67_345,
      totalCents: 67_345,
      tickets: 3,
    },
  ],
  totals: { labourCents: 0, vendorCents: 67_345, totalCents: 67_345, tickets: 3 },
};

const ACME_CARD: VendorScorecard = {
  vendorId: ACME,
  name: 'Acme Refrigeration',
  dispatches: 4,
  accepted: 3,
  declined: 1,
  medianAcceptMinutes: 30,
  avgAcceptMinutes: 43,
  onTimeRate: 0.5,
  avgOnSiteMinutes: 70,
  repeatVisits: 1,
  averageInvoiceCents: 30_000,
  invoicesOverNte: 1,
  totalInvoicedCents: 60_000,
};

beforeEach(() => {
  storeSignedInUser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch(byStore: SpendReport = BY_STORE) {
  const fetch = vi.fn((url: string) => {
    if (url.includes('/scorecard')) return Promise.resolve(jsonResponse(200, ACME_CARD));
    // The scorecard lists the vendors of /vendors.
    if (url === '/api/vendors') {
      return Promise.resolve(jsonResponse(200, [{ id: ACME, name: 'Acme Refrigeration' }]));
    }
    if (url.includes('groupBy=vendor')) return Promise.resolve(jsonResponse(200, BY_VENDOR));
    return Promise.resolve(jsonResponse(200, byStore));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the Spend report', () => {
  it('shows the totals in the chain currency, each store row and the vendor scorecard', async () => {
    const fetch = stubFetch();
    renderWithProviders(<SpendReportTab />);
    expect(await screen.findByTestId('spend-total-stat')).toHaveTextContent('$774.12');
    expect(screen.getByTestId('spend-labour-stat')).toHaveTextContent('$100.67');
    expect(screen.getByTestId('spend-vendor-stat')).toHaveTextContent('$673.45');
    const table = screen.getByRole('table', { name: 'Spend by store' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Downtown\s*\$86\.00\s*\$550\.00\s*\$636\.00\s*2/);
    expect(rows[2]).toHaveTextContent(/Airport\s*\$14\.67\s*\$123\.45\s*\$138\.12\s*1/);
    expect(rows[3]).toHaveTextContent(/Total\s*\$100\.67\s*\$673\.45\s*\$774\.12\s*3/);
    expect(screen.getByRole('img', { name: /Spend per month/ })).toHaveAccessibleName(
      /Dec 2025: \$636\.00, Jan 2026: \$138\.12/,
    );

    const scorecard = screen.getByRole('table', { name: 'Vendor scorecard' });
    expect(await within(scorecard).findByText('Acme Refrigeration')).toBeInTheDocument();
    const card = within(scorecard).getAllByRole('row')[1];
    expect(card).toHaveTextContent(
      /Acme Refrigeration\s*4\s*3\s*1\s*30m\s*50%\s*1h 10m\s*1\s*\$300\.00\s*1\s*\$600\.00/,
    );
    const asked = fetch.mock.calls.map(([url]) => url);
    expect(asked.find((url) => url.includes('groupBy=store'))).toMatch(
      /^\/api\/reports\/spend\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}&groupBy=store$/,
    );
    expect(asked.some((url) => url.startsWith(`/api/vendors/${ACME}/scorecard?from=`))).toBe(true);
  });

  it('shows money to a Spanish reader as the rest of the app does', async () => {
    // Decision 044: one money form per reader; the Maintenance tab and a ticket's cost say 'USD …'.
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces(['reports']);
    stubFetch();
    renderWithProviders(<SpendReportTab />);
    expect(await screen.findByTestId('spend-total-stat')).toHaveTextContent('USD 774.12');
    const table = screen.getByRole('table', { name: 'Gasto por sucursal' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Downtown\s*USD 86\.00\s*USD 550\.00\s*USD 636\.00/,
    );
  });

  it('asks again grouped by category when chosen', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<SpendReportTab />);
    await screen.findByTestId('spend-total-stat');
    await user.selectOptions(screen.getByLabelText('Group by'), 'Category');
    expect(await screen.findByRole('heading', { name: 'Spend by Category' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url.includes('groupBy=category'))).toBe(true);
  });

  it('says so when nothing was spent, and offers no export', async () => {
    stubFetch({
      ...BY_STORE,
      rows: [],
      months: months.map((month) => ({ ...month, labourCents: 0, vendorCents: 0, totalCents: 0 })),
      totals: { labourCents: 0, vendorCents: 0, totalCents: 0, tickets: 0 },
    });
    renderWithProviders(<SpendReportTab />);
    expect(await screen.findByText('No repair spend in this period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('refuses a range over three years without asking the server', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<SpendReportTab />);
    await screen.findByTestId('spend-total-stat');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2019-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The range can be at most 3 years');
    expect(fetch.mock.calls.some(([url]) => url.includes('from=2019-01-01'))).toBe(false);
  });
});
