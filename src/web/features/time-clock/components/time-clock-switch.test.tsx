import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ActiveSession, TimeSession } from '#contract/schemas/time-session.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { stubApi } from '#tests/web/stub-api.ts';
import { activeSessionFixture, timeSessionFixture } from '#tests/web/active-session-fixture.ts';
import { chooseOption, stubRadixSelectDom } from '#tests/web/radix-select-dom.ts';

import { TimeClockCard } from './time-clock-card.tsx';

// Decision 030: the running session's ticket on the time clock, and switching it to another ticket.

const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const FRYER_ID = '00000000-0000-4000-8000-000000000011';
const ICE_ID = '00000000-0000-4000-8000-000000000012';

const ON_FRYER: ActiveSession = activeSessionFixture({
  isActive: true,
  clockInTime: new Date(Date.now() - 10 * 60_000).toISOString(),
  sessionId: '00000000-0000-4000-8000-000000000001',
  ticketId: FRYER_ID,
  ticketNumber: 1042,
  ticketTitle: 'Fryer not heating',
  ticketStoreName: 'Downtown',
});

const MY_TICKETS = [
  { id: FRYER_ID, ticketNumber: 1042, title: 'Fryer not heating', status: 'in-progress' },
  { id: ICE_ID, ticketNumber: 1043, title: 'Ice machine leaks', status: 'open' },
];

beforeEach(() => {
  stubRadixSelectDom();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeClockCard while clocked in on a ticket', () => {
  it('shows the ticket with its store, a link to it and Complete Ticket', async () => {
    stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, ON_FRYER),
      'GET /api/tickets': () => jsonResponse(200, MY_TICKETS),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    const running = await screen.findByTestId('running-ticket');
    expect(
      within(running).getByRole('link', { name: '#1042 · Fryer not heating' }),
    ).toHaveAttribute('href', `/tickets/${FRYER_ID}`);
    expect(within(running).getByText('Downtown')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Complete Ticket' })).toHaveAttribute(
      'href',
      `/tickets/${FRYER_ID}?step=complete`,
    );
    // The spec's texts stay.
    expect(screen.getByText('Active Session')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
  });

  it('switches to another of my tickets in one call and shows it', async () => {
    let active = ON_FRYER;
    const fetchMock = stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, active),
      'GET /api/tickets': () => jsonResponse(200, MY_TICKETS),
      'POST /api/time-clock/switch': () => {
        active = {
          ...ON_FRYER,
          ticketId: ICE_ID,
          ticketNumber: 1043,
          ticketTitle: 'Ice machine leaks',
          ticketStoreName: 'Mall Location',
        };
        const session: TimeSession = timeSessionFixture({
          id: '00000000-0000-4000-8000-000000000002',
          userId: USER_ID,
          ticketId: ICE_ID,
          ticketNumber: 1043,
          ticketTitle: 'Ice machine leaks',
          clockInTime: new Date().toISOString(),
        });
        return jsonResponse(201, session);
      },
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    const picker = await screen.findByLabelText('Switch to another ticket');
    fireEvent.pointerDown(picker, { button: 0, pointerType: 'mouse' });
    const listbox = await screen.findByRole('listbox');
    // The running ticket is not offered again.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['#1043 · Ice machine leaks']);
    fireEvent.click(within(listbox).getByRole('option', { name: '#1043 · Ice machine leaks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to this ticket' }));

    expect(await screen.findByText('Switched')).toBeInTheDocument();
    expect(screen.getByText('Now working on #1043')).toBeInTheDocument();
    const switches = fetchMock.mock.calls.filter(
      ([input, init]) => init?.method === 'POST' && input === '/api/time-clock/switch',
    );
    expect(switches).toHaveLength(1);
    expect(JSON.parse(switches[0]![1]?.body as string)).toEqual({ ticketId: ICE_ID, notes: null });
    expect(
      await screen.findByRole('link', { name: '#1043 · Ice machine leaks' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mall Location')).toBeInTheDocument();
    // No clock out and in by hand.
    expect(fetchMock.mock.calls.some(([input]) => input.startsWith('/api/time-clock/out'))).toBe(
      false,
    );
  });

  it("asks for a ticket before switching, and shows the server's refusal", async () => {
    stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, ON_FRYER),
      'GET /api/tickets': () => jsonResponse(200, MY_TICKETS),
      'POST /api/time-clock/switch': () =>
        jsonResponse(409, { code: 'TICKET_COMPLETED', error: 'This ticket is already completed' }),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to this ticket' }));
    expect(await screen.findByText('Choose a ticket to switch to')).toBeInTheDocument();

    await chooseOption(
      screen.getByLabelText('Switch to another ticket'),
      '#1043 · Ice machine leaks',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to this ticket' }));
    expect(await screen.findByText('Switch Failed')).toBeInTheDocument();
    expect(screen.getByText('This ticket is already completed')).toBeInTheDocument();
  });

  it('offers no switch when I have no other open ticket', async () => {
    stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, ON_FRYER),
      'GET /api/tickets': () => jsonResponse(200, [MY_TICKETS[0]]),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    expect(await screen.findByTestId('running-ticket')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Switch to this ticket' })).toBeNull();
    });
  });
});
