import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PmComplianceReport as Report } from '#contract/schemas/pm-plan.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { buildPmComplianceCsv } from '../lib/pm-compliance.ts';
import { PmComplianceReport } from './pm-compliance-report.tsx';
import { storeSignedInUser } from '#tests/web/signed-in-user.ts';

const DOWNTOWN = '00000000-0000-4000-8000-0000000000aa';

const REPORT: Report = {
  rows: [
    {
      locationId: DOWNTOWN,
      location: 'Downtown',
      month: '2026-01',
      due: 6,
      onTime: 3,
      late: 1,
      missed: 2,
      open: 0,
      compliancePercent: 50,
    },
    {
      locationId: DOWNTOWN,
      location: 'Downtown',
      month: '2026-02',
      due: 5,
      onTime: 1,
      late: 1,
      missed: 1,
      open: 2,
      compliancePercent: 33,
    },
  ],
  totals: { due: 11, onTime: 4, late: 2, missed: 3, open: 2, compliancePercent: 44 },
};

beforeEach(() => {
  storeSignedInUser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch(report: Report) {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      jsonResponse(
        200,
        url.startsWith('/api/locations') ? [{ id: DOWNTOWN, name: 'Downtown' }] : report,
      ),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the Preventive Maintenance report', () => {
  it('shows the overall percentage, each store and month, and asks for the last six months', async () => {
    const fetch = stubFetch(REPORT);
    renderWithProviders(<PmComplianceReport />);
    expect(await screen.findByTestId('pm-compliance-percent')).toHaveTextContent('44%');
    expect(screen.getByTestId('pm-compliance-on-time')).toHaveTextContent('4 of 11');
    const table = screen.getByRole('table', { name: 'PM compliance by store and month' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Downtown\s*Jan 2026\s*6\s*3\s*1\s*2\s*0\s*50%/);
    expect(rows[3]).toHaveTextContent(/Total\s*11\s*4\s*2\s*3\s*2\s*44%/);
    const asked = fetch.mock.calls.map(([url]) => url).find((url) => url.includes('pm-compliance'));
    expect(asked).toMatch(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says so when nothing was due, with exports off', async () => {
    stubFetch({
      rows: [],
      totals: { due: 0, onTime: 0, late: 0, missed: 0, open: 0, compliancePercent: null },
    });
    renderWithProviders(<PmComplianceReport />);
    expect(
      await screen.findByText('No preventive maintenance was due in this period.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

describe('the compliance CSV', () => {
  it('has a line per store and month and a total', () => {
    expect(buildPmComplianceCsv(REPORT).split('\r\n')).toEqual([
      'Store,Month,Due,On Time,Late,Missed,Open,Compliance %',
      'Downtown,2026-01,6,3,1,2,0,50',
      'Downtown,2026-02,5,1,1,1,2,33',
      'Total,,11,4,2,3,2,44',
    ]);
  });
});
