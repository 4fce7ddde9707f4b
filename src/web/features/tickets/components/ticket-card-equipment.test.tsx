import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';

import { TicketCard } from './ticket-card.tsx';

// Decision 033: a ticket on a unit names it on the board's card, a link for those who see the register.

const UNIT_ID = '00000000-0000-4000-8000-000000000e02';

function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return ticketFixture({
    description: 'Oil stays cold',
    equipment: { id: UNIT_ID, name: 'Fryer 2' },
    ...overrides,
  });
}

function signIn(role: 'admin' | 'manager' | 'technician') {
  localStorage.setItem(
    'currentUser',
    JSON.stringify({ id: '00000000-0000-4000-8000-00000000000a', username: role, role }),
  );
}

function renderCard(value: Ticket) {
  renderWithProviders(
    <TicketCard
      ticket={value}
      canAssign={() => false}
      onViewDetails={vi.fn()}
      onAssign={vi.fn()}
    />,
  );
  return screen.getByRole('article', { name: value.title });
}

afterEach(() => {
  localStorage.clear();
});

describe('TicketCard equipment', () => {
  it.each(['admin', 'manager'] as const)(
    'shows the unit as a link to its page for a signed-in %s',
    (role) => {
      signIn(role);
      const card = renderCard(ticket());
      expect(within(card).getByText('Equipment:')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Fryer 2' })).toHaveAttribute(
        'href',
        `/equipment/${UNIT_ID}`,
      );
    },
  );

  it('shows the unit by name, without a link, to a technician', () => {
    signIn('technician');
    const card = renderCard(ticket());
    expect(within(card).getByText('Fryer 2')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Fryer 2' })).not.toBeInTheDocument();
  });

  it('says nothing of equipment on a ticket without a unit', () => {
    signIn('manager');
    const card = renderCard(ticket({ equipment: null }));
    expect(within(card).queryByText('Equipment:')).not.toBeInTheDocument();
  });
});

// Decision 036 §3 (issue 36): assigning checks other people's schedules on the server; the outbox
// does not carry it, so offline the card's Assign is disabled and says why.
describe('TicketCard Assign offline', () => {
  function renderAssignable(onAssign = vi.fn()) {
    signIn('admin');
    renderWithProviders(
      <TicketCard
        ticket={ticket()}
        canAssign={() => true}
        onViewDetails={vi.fn()}
        onAssign={onAssign}
      />,
    );
    return screen.getByRole('article', { name: ticket().title });
  }

  it('is enabled online, with no note', () => {
    const card = renderAssignable();
    expect(within(card).getByRole('button', { name: /^Assign / })).toBeEnabled();
    expect(screen.queryByText(/Needs a connection/)).not.toBeInTheDocument();
  });

  it('is disabled offline and says it needs a connection', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const onAssign = vi.fn();
      const card = renderAssignable(onAssign);
      expect(within(card).getByRole('button', { name: /^Assign / })).toBeDisabled();
      expect(screen.getByText('Needs a connection: Assign')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
