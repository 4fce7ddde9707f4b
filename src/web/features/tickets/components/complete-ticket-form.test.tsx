import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { CompleteTicketForm } from './complete-ticket-form.tsx';

const TICKET = { id: 't1' } as Ticket;

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubComplete() {
  const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { id: 't1' }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBody(fetchMock: ReturnType<typeof stubComplete>): unknown {
  const call = fetchMock.mock.calls.find(([path]) => String(path).endsWith('/complete')) as
    [string, RequestInit] | undefined;
  return JSON.parse(call?.[1].body as string);
}

describe('CompleteTicketForm', () => {
  it('sends the trimmed notes, capped at the schema’s 5000 characters', async () => {
    const fetchMock = stubComplete();
    renderWithProviders(<CompleteTicketForm ticket={TICKET} />);
    const notes = screen.getByLabelText('Completion Notes (optional)');
    expect(notes).toHaveAttribute('maxlength', '5000');
    await userEvent.type(notes, '  Replaced the thermostat  ');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Ticket' }));
    expect(await screen.findByText('Ticket status updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ completionNotes: 'Replaced the thermostat' });
  });

  it('sends null for blank notes', async () => {
    const fetchMock = stubComplete();
    renderWithProviders(<CompleteTicketForm ticket={TICKET} />);
    await userEvent.type(screen.getByLabelText('Completion Notes (optional)'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Ticket' }));
    await waitFor(() => {
      expect(sentBody(fetchMock)).toEqual({ completionNotes: null });
    });
  });

  it('says the unit goes back in service when the ticket has it out of order', () => {
    stubComplete();
    const down = {
      ...TICKET,
      equipment: { id: 'u1', name: 'Fryer 2' },
      equipmentDown: true,
    } as Ticket;
    const { unmount } = renderWithProviders(<CompleteTicketForm ticket={down} />);
    expect(
      screen.getByText(
        'Completing puts Fryer 2 back in service, unless another open ticket has it out of order.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<CompleteTicketForm ticket={{ ...down, equipmentDown: false }} />);
    expect(screen.queryByText(/back in service/)).toBeNull();
  });
});
