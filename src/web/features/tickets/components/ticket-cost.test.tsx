import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Cost } from '#contract/schemas/spend.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { TicketCost } from './ticket-cost.tsx';

const TICKET_ID = '00000000-0000-4000-8000-000000000042';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(cost: Cost) {
  const fetch = vi.fn(() => Promise.resolve(jsonResponse(200, cost)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the ticket Cost', () => {
  it('shows an admin the labour with its time, the vendor invoices and the total', async () => {
    const fetch = stubFetch({
      currency: 'USD',
      labourCents: 8250,
      vendorCents: 45_000,
      totalCents: 53_250,
      labourMinutes: 135,
    });
    renderWithProviders(<TicketCost ticketId={TICKET_ID} viewer={{ role: 'admin' }} />);
    expect(screen.getByRole('heading', { name: 'Cost' })).toBeInTheDocument();
    expect(await screen.findByTestId('cost-labour')).toHaveTextContent('$82.50 (2h 15m)');
    expect(screen.getByTestId('cost-vendor')).toHaveTextContent('$450.00');
    expect(screen.getByTestId('cost-total')).toHaveTextContent('$532.50');
    expect(fetch).toHaveBeenCalledWith(`/api/tickets/${TICKET_ID}/cost`, expect.anything());
  });

  it('writes amounts in the chain currency', async () => {
    stubFetch({
      currency: 'EUR',
      labourCents: 0,
      vendorCents: 12_345,
      totalCents: 12_345,
      labourMinutes: 0,
    });
    renderWithProviders(<TicketCost ticketId={TICKET_ID} viewer={{ role: 'admin' }} />);
    expect(await screen.findByTestId('cost-total')).toHaveTextContent('€123.45');
    expect(screen.getByTestId('cost-labour')).toHaveTextContent(/^€0\.00$/);
  });

  it('shows nothing to managers and technicians, and never asks', () => {
    const fetch = stubFetch({
      currency: 'USD',
      labourCents: 1,
      vendorCents: 1,
      totalCents: 2,
      labourMinutes: 1,
    });
    for (const role of ['manager', 'technician'] as const) {
      const { unmount } = renderWithProviders(
        <TicketCost ticketId={TICKET_ID} viewer={{ role }} />,
      );
      expect(screen.queryByRole('heading', { name: 'Cost' })).not.toBeInTheDocument();
      unmount();
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
