import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';

import { TicketTable } from './ticket-table.tsx';

// Decision 036 §3 (issue 36): the board's table view says what waits to sync, like its cards, and
// offline its Assign (checked against other people's schedules on the server) waits for a connection.

const waiting = ticketFixture({ id: '00000000-0000-4000-8000-0000000000a1', title: 'Fryer cold' });
const synced = ticketFixture({ id: '00000000-0000-4000-8000-0000000000a2', title: 'Sink slow' });

function renderTable() {
  renderWithProviders(
    <TicketTable
      tickets={[waiting, synced]}
      canAssign={() => true}
      onViewDetails={vi.fn()}
      onAssign={vi.fn()}
      selection={undefined}
      waitingTicketIds={new Set([waiting.id])}
    />,
  );
  return screen.getAllByRole('row').slice(1);
}

describe('TicketTable', () => {
  it('marks only the rows changed on this phone as waiting to sync', () => {
    const [first, second] = renderTable();
    expect(within(first as HTMLElement).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText('Waiting to sync')).not.toBeInTheDocument();
    expect(screen.queryByText(/Needs a connection/)).not.toBeInTheDocument();
  });

  it('disables Assign offline and says it needs a connection', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const rows = renderTable();
      for (const row of rows) {
        expect(within(row).getByRole('button', { name: /^Assign / })).toBeDisabled();
      }
      expect(screen.getByText('Needs a connection: Assign')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
