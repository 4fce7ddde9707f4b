import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ReportsScreen from '#web/app/routes/reports.tsx';
import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

// Decision 037: the /reports 'Spend' tab is for admins; managers keep Time and Preventive Maintenance.

const EMPTY_SPEND = {
  currency: 'USD',
  from: '2026-01-01',
  to: '2026-01-31',
  groupBy: 'store',
  rows: [],
  months: [{ month: '2026-01', labourCents: 0, vendorCents: 0, totalCents: 0 }],
  totals: { labourCents: 0, vendorCents: 0, totalCents: 0, tickets: 0 },
};

function signIn(role: 'admin' | 'manager') {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({ id: '00000000-0000-4000-8000-000000000001', username: role, role }),
  );
}

function stubFetch() {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(jsonResponse(200, url.startsWith('/api/reports/spend') ? EMPTY_SPEND : [])),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Spend tab of /reports', () => {
  it('opens for an admin from ?tab=spend', async () => {
    signIn('admin');
    stubFetch();
    renderWithProviders(<ReportsScreen />, { path: '/reports?tab=spend' });
    expect(screen.getByRole('tab', { name: 'Spend' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No repair spend in this period.')).toBeInTheDocument();
    // No vendors on the /vendors list: the scorecard says so.
    expect(await screen.findByText('No vendors yet.')).toBeInTheDocument();
  });

  it('is not offered to a manager, who never asks for spend', () => {
    signIn('manager');
    const fetch = stubFetch();
    renderWithProviders(<ReportsScreen />, { path: '/reports?tab=spend' });
    expect(screen.queryByRole('tab', { name: 'Spend' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Time' })).toHaveAttribute('aria-selected', 'true');
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/reports/spend'))).toBe(false);
  });
});
