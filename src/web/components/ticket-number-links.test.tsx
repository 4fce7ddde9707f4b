import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { TicketNumberLinks } from './ticket-number-links.tsx';

describe('TicketNumberLinks', () => {
  it('turns ticket numbers in an insight or a chat answer into links to the board', async () => {
    renderWithProviders(
      <p>
        <TicketNumberLinks text="The fryer at Downtown failed again (#1042); see also #7." />
      </p>,
    );
    expect(await screen.findByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/tickets?q=1042&completed=1',
    );
    expect(screen.getByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/tickets?q=7&completed=1',
    );
    expect(screen.getByText(/The fryer at Downtown failed again/)).toBeInTheDocument();
  });

  it('opens a ticket by id when the ids are known, and leaves other numbers as text (architecture §7)', async () => {
    renderWithProviders(
      <p>
        <TicketNumberLinks
          text="#1042 Fryer #2 not heating"
          ticketIds={new Map([[1042, 'a1b2c3d4-0000-4000-8000-000000000001']])}
        />
      </p>,
    );
    expect(await screen.findByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/tickets/a1b2c3d4-0000-4000-8000-000000000001',
    );
    expect(screen.queryByRole('link', { name: '#2' })).not.toBeInTheDocument();
  });

  it("links only the numbers it is told are tickets: an insight's 'Fryer #2' is a unit", async () => {
    renderWithProviders(
      <p>
        <TicketNumberLinks
          text="Fryer #2 at Downtown failed 3 times (#1042, #1043, #1050)"
          ticketNumbers={[1042, 1043, 1050]}
        />
      </p>,
    );
    expect(await screen.findByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/tickets?q=1042&completed=1',
    );
    expect(screen.getByRole('link', { name: '#1050' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#2' })).not.toBeInTheDocument();
    expect(screen.getByText(/Fryer #2 at Downtown/)).toBeInTheDocument();
  });
});
