import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { ticketFixture } from '#tests/web/ticket-fixture.ts';

import { formatSlaDuration } from '../lib/sla-format.ts';
import { TicketCard } from './ticket-card.tsx';
import { TicketSlaSummary } from './ticket-sla-summary.tsx';

// Issue 39: cards say 'At risk' at 80 % of a target and 'Overdue' after it; the detail gives the
// targets and the time left.

const NOW = new Date('2026-01-06T14:00:00.000Z');

type Sla = NonNullable<Ticket['sla']>;

function sla(overrides: Partial<Sla> = {}): Sla {
  return {
    respondBy: '2026-01-06T16:00:00.000Z',
    resolveBy: '2026-01-07T14:00:00.000Z',
    respondedAt: null,
    state: 'on-track',
    pausedAt: null,
    ...overrides,
  };
}

function renderCard(value: Ticket) {
  localStorage.setItem(
    'currentUser',
    JSON.stringify({
      id: '00000000-0000-4000-8000-00000000000a',
      username: 'admin',
      role: 'admin',
    }),
  );
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

describe('the SLA badge on a card', () => {
  it('says nothing while the ticket is on track, or has no target', () => {
    const card = renderCard(ticketFixture({ sla: sla() }));
    expect(within(card).queryByText('At risk')).toBeNull();
    expect(within(card).queryByText('Overdue')).toBeNull();
  });

  it('says At risk once 80 % of a target has run', () => {
    const card = renderCard(ticketFixture({ sla: sla({ state: 'at-risk' }) }));
    expect(within(card).getByText('At risk')).toBeVisible();
    expect(within(card).queryByText('Overdue')).toBeNull();
  });

  it('says Overdue after the target', () => {
    const card = renderCard(ticketFixture({ sla: sla({ state: 'overdue' }) }));
    expect(within(card).getByText('Overdue')).toBeVisible();
    expect(within(card).queryByText('At risk')).toBeNull();
  });
});

describe('the SLA on the detail', () => {
  it('counts down to the response while nobody has accepted', () => {
    renderWithProviders(
      <TicketSlaSummary
        ticket={{ sla: sla({ respondBy: '2026-01-06T17:20:00.000Z' }) }}
        now={NOW}
      />,
    );
    const summary = screen.getByTestId('ticket-sla');
    expect(summary).toHaveTextContent('Respond in 3h 20m');
    expect(summary).toHaveTextContent('Respond by');
    expect(summary).toHaveTextContent('Resolve by');
  });

  it('counts down to the resolution once accepted', () => {
    renderWithProviders(
      <TicketSlaSummary
        ticket={{
          sla: sla({
            respondedAt: '2026-01-06T13:00:00.000Z',
            resolveBy: '2026-01-06T17:20:00.000Z',
          }),
        }}
        now={NOW}
      />,
    );
    const summary = screen.getByTestId('ticket-sla');
    expect(summary).toHaveTextContent('Resolve in 3h 20m');
    expect(summary).not.toHaveTextContent('Respond by');
  });

  it('says how long it is overdue', () => {
    renderWithProviders(
      <TicketSlaSummary
        ticket={{
          sla: sla({
            respondedAt: '2026-01-05T13:00:00.000Z',
            resolveBy: '2026-01-06T12:00:00.000Z',
            state: 'overdue',
          }),
        }}
        now={NOW}
      />,
    );
    expect(screen.getByTestId('ticket-sla')).toHaveTextContent('Overdue by 2h');
  });

  it('says the clock is paused while the ticket waits', () => {
    renderWithProviders(
      <TicketSlaSummary
        ticket={{ sla: sla({ pausedAt: '2026-01-06T13:00:00.000Z' }) }}
        now={NOW}
      />,
    );
    expect(screen.getByTestId('ticket-sla')).toHaveTextContent('Paused while waiting');
  });

  it('shows nothing for work without a target', () => {
    renderWithProviders(<TicketSlaSummary ticket={{ sla: null }} now={NOW} />);
    expect(screen.queryByTestId('ticket-sla')).toBeNull();
  });

  it('writes durations with their two largest units', () => {
    expect(formatSlaDuration(2 * 3_600_000)).toBe('2h');
    expect(formatSlaDuration(45 * 60_000)).toBe('45m');
    expect(formatSlaDuration((2 * 24 + 4) * 3_600_000 + 15 * 60_000)).toBe('2d 4h');
  });
});
