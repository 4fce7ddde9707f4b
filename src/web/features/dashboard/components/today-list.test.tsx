import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TechnicianToday, TodayTicket } from '#contract/schemas/technician-today.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';
import {
  markRefused,
  memoryOutboxStorage,
  readOutbox,
  setOutboxStorage,
} from '#web/lib/offline/outbox-store.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';

import { TodayList } from './today-list.tsx';

const TECHNICIAN = {
  id: '00000000-0000-4000-8000-0000000000e1',
  username: 'tech',
  role: 'technician',
  name: 'Tom Tech',
};

beforeEach(() => {
  setOutboxStorage(memoryOutboxStorage());
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(TECHNICIAN));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  localStorage.removeItem(CURRENT_USER_KEY);
});

/** The browser says there is no network (decision 036: the outbox's test). */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

function row(overrides: Partial<TodayTicket>): TodayTicket {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    ticketNumber: 1042,
    title: 'Walk-in cooler warm',
    status: 'open',
    priority: 'urgent',
    location: {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Airport',
      address: '1 Runway Rd',
    },
    category: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Refrigeration' },
    scheduledStart: null,
    scheduledEnd: null,
    allDay: false,
    isClockedIn: false,
    nextAction: 'accept',
    ...overrides,
  };
}

const TODAY: TechnicianToday = {
  date: '2026-01-06',
  tickets: [
    row({}),
    row({
      id: '00000000-0000-4000-8000-000000000002',
      ticketNumber: 1043,
      title: 'Ice machine leaking',
      status: 'accepted',
      allDay: true,
      scheduledStart: '2026-01-06T05:00:00.000Z',
      scheduledEnd: '2026-01-07T04:59:59.000Z',
      nextAction: 'clock-in',
    }),
    row({
      id: '00000000-0000-4000-8000-000000000003',
      ticketNumber: 1044,
      title: 'Fryer 2 not heating',
      status: 'in-progress',
      isClockedIn: true,
      nextAction: 'complete',
    }),
    row({
      id: '00000000-0000-4000-8000-000000000004',
      ticketNumber: 1045,
      title: 'Hood fan rattling',
      status: 'in-progress',
      scheduledStart: '2026-01-07T14:00:00.000Z',
      scheduledEnd: '2026-01-07T15:00:00.000Z',
      nextAction: 'clock-in',
    }),
  ],
};

type Answer = (method: string, body: unknown) => Response;

function stub(answers: Record<string, Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const key = `${method} ${path}`;
      calls.push({ key, body });
      const answer = answers[key];
      return Promise.resolve(
        answer ? answer(method, body) : jsonResponse(404, { error: 'Not Found' }),
      );
    }),
  );
  return calls;
}

describe("the technician's Today list (decision 031)", () => {
  it('shows each ticket with its store, equipment, time, status and one next action', async () => {
    stub({ 'GET /api/dashboard/today': () => jsonResponse(200, TODAY) });
    renderWithProviders(<TodayList />);
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('today-row');
    expect(rows).toHaveLength(4);
    const [first, second, third, fourth] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(within(first).getByRole('link', { name: '#1042 Walk-in cooler warm' })).toHaveAttribute(
      'href',
      '/tickets/00000000-0000-4000-8000-000000000001',
    );
    expect(first).toHaveTextContent('Airport');
    expect(first).toHaveTextContent('Refrigeration');
    expect(first).toHaveTextContent('Not scheduled');
    expect(first).toHaveTextContent('Open');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept']);

    expect(second).toHaveTextContent('All day');
    expect(second).not.toHaveTextContent('Jan 6');
    // In progress but scheduled on another day: the date is written, not only the hours.
    expect(fourth).toHaveTextContent(/Jan 7, 2026, \d{1,2}:00 [AP]M – \d{1,2}:00 [AP]M/);
    expect(within(second).getByRole('button', { name: 'Clock In' })).toBeInTheDocument();

    expect(third).toHaveTextContent('Clocked in');
    expect(within(third).queryByRole('button')).toBeNull();
    expect(within(third).getByRole('link', { name: 'Complete' })).toHaveAttribute(
      'href',
      '/tickets/00000000-0000-4000-8000-000000000003?step=complete',
    );
  });

  it('Accept is the detail’s status change, with its toast; the list is read again', async () => {
    const calls = stub({
      'GET /api/dashboard/today': () => jsonResponse(200, TODAY),
      'PATCH /api/tickets/00000000-0000-4000-8000-000000000001': () => jsonResponse(200, {}),
    });
    renderWithProviders(<TodayList />);
    const [first] = await screen.findAllByTestId('today-row');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Ticket status updated successfully!')).toBeInTheDocument();
    expect(calls).toContainEqual({
      key: 'PATCH /api/tickets/00000000-0000-4000-8000-000000000001',
      body: { status: 'accepted' },
    });
    expect(calls.filter((call) => call.key === 'GET /api/dashboard/today').length).toBeGreaterThan(
      1,
    );
  });

  it('Clock In clocks in on that ticket; the server’s refusal is shown as it says it', async () => {
    const notClockedIn = { ...TODAY, tickets: TODAY.tickets.slice(0, 2) };
    const calls = stub({
      'GET /api/dashboard/today': () => jsonResponse(200, notClockedIn),
      'POST /api/time-clock/in': () =>
        jsonResponse(403, {
          error: 'You can only clock in on a ticket assigned to you',
          code: 'FORBIDDEN',
        }),
    });
    renderWithProviders(<TodayList />);
    const [, second] = await screen.findAllByTestId('today-row');
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('Clock In Failed')).toBeInTheDocument();
    expect(
      screen.getByText('You can only clock in on a ticket assigned to you'),
    ).toBeInTheDocument();
    // A punch carries the time it was tapped (decision 036 §5), online too.
    expect(calls).toContainEqual({
      key: 'POST /api/time-clock/in',
      body: {
        ticketId: '00000000-0000-4000-8000-000000000002',
        notes: null,
        tappedAt: expect.any(String) as unknown,
      },
    });
    expect(calls.map((call) => call.key)).not.toContain('POST /api/time-clock/switch');
  });

  it('while clocked in on another ticket, Clock In switches the running session in one call', async () => {
    const calls = stub({
      'GET /api/dashboard/today': () => jsonResponse(200, TODAY),
      'POST /api/time-clock/switch': () => jsonResponse(201, {}),
    });
    renderWithProviders(<TodayList />);
    const [, second] = await screen.findAllByTestId('today-row');
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('Switched')).toBeInTheDocument();
    expect(screen.getByText('Now working on #1043')).toBeInTheDocument();
    expect(calls).toContainEqual({
      key: 'POST /api/time-clock/switch',
      body: { ticketId: '00000000-0000-4000-8000-000000000002' },
    });
    expect(calls.map((call) => call.key)).not.toContain('POST /api/time-clock/in');
  });

  it('a session the list does not show (no ticket) is switched when clock-in says so', async () => {
    const notClockedIn = { ...TODAY, tickets: TODAY.tickets.slice(0, 2) };
    const calls = stub({
      'GET /api/dashboard/today': () => jsonResponse(200, notClockedIn),
      'POST /api/time-clock/in': () =>
        jsonResponse(409, { error: 'Already clocked in', code: 'ALREADY_CLOCKED_IN' }),
      'POST /api/time-clock/switch': () => jsonResponse(201, {}),
    });
    renderWithProviders(<TodayList />);
    const [, second] = await screen.findAllByTestId('today-row');
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('Now working on #1043')).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual(
      expect.arrayContaining(['POST /api/time-clock/in', 'POST /api/time-clock/switch']),
    );
  });

  it('offline, Clock In and Accept are kept on the phone: the cards change at once, marked Waiting to sync', async () => {
    const notClockedIn = { ...TODAY, tickets: TODAY.tickets.slice(0, 2) };
    const calls = stub({ 'GET /api/dashboard/today': () => jsonResponse(200, notClockedIn) });
    renderWithProviders(<TodayList />);
    const [first, second] = (await screen.findAllByTestId('today-row')) as [
      HTMLElement,
      HTMLElement,
    ];
    goOffline();

    fireEvent.click(within(second).getByRole('button', { name: 'Clock In' }));
    expect(await within(second).findByText('Waiting to sync')).toBeInTheDocument();
    expect(within(second).getByText('Clocked in')).toBeInTheDocument();
    expect(within(second).getByText('In Progress')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Complete' })).toBeInTheDocument();
    expect(await screen.findByText('Saved on this phone: waiting to sync')).toBeInTheDocument();

    fireEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await within(first).findByText('Waiting to sync')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Clock In' })).toBeInTheDocument();

    expect(calls.filter((call) => call.key !== 'GET /api/dashboard/today')).toEqual([]);
    const queued = await readOutbox(TECHNICIAN.id);
    expect(queued.map((entry) => [entry.kind, entry.path, entry.body])).toEqual([
      [
        'clock-in',
        '/api/time-clock/in',
        {
          ticketId: '00000000-0000-4000-8000-000000000002',
          notes: null,
          tappedAt: queued[0]?.tappedAt,
        },
      ],
      [
        'ticket-status',
        '/api/tickets/00000000-0000-4000-8000-000000000001',
        { status: 'accepted' },
      ],
    ]);
  });

  it('offline, Clock In while clocked in elsewhere is queued as a clock-out and a clock-in at one tap time', async () => {
    stub({ 'GET /api/dashboard/today': () => jsonResponse(200, TODAY) });
    renderWithProviders(<TodayList />);
    const rows = await screen.findAllByTestId('today-row');
    const [, , fryer, hood] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    goOffline();

    fireEvent.click(within(hood).getByRole('button', { name: 'Clock In' }));
    expect(await within(hood).findByText('Clocked in')).toBeInTheDocument();
    expect(within(fryer).queryByText('Clocked in')).toBeNull();
    expect(within(fryer).getByRole('button', { name: 'Clock In' })).toBeInTheDocument();
    const queued = await readOutbox(TECHNICIAN.id);
    expect(queued.map((entry) => entry.kind)).toEqual(['clock-out', 'clock-in']);
    expect(queued[0]?.tappedAt).toBe(queued[1]?.tappedAt);
    expect(queued[1]?.label).toBe('Clock in on #1045');
  });

  it('a change the server refused is not shown as done: the card is the server’s again', async () => {
    const notClockedIn = { ...TODAY, tickets: TODAY.tickets.slice(0, 2) };
    // Tapped offline, then refused by the server when replayed (a locked week).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const tapped = await sendOrQueue({
      kind: 'clock-in',
      method: 'POST',
      path: '/api/time-clock/in',
      body: { ticketId: '00000000-0000-4000-8000-000000000002', notes: null },
      ticketId: '00000000-0000-4000-8000-000000000002',
      label: 'Clock in on #1043',
    });
    if (!tapped.queued) throw new Error('expected the tap to be queued');
    await markRefused(TECHNICIAN.id, tapped.entry.id, 'The week of Jan 4 is locked');
    vi.restoreAllMocks();
    stub({ 'GET /api/dashboard/today': () => jsonResponse(200, notClockedIn) });
    renderWithProviders(<TodayList />);
    const [, second] = (await screen.findAllByTestId('today-row')) as [HTMLElement, HTMLElement];
    expect(within(second).getByRole('button', { name: 'Clock In' })).toBeInTheDocument();
    expect(within(second).queryByText('Clocked in')).toBeNull();
    expect(within(second).queryByText('Waiting to sync')).toBeNull();
  });

  it('offline with nothing kept, says Not available offline instead of loading', async () => {
    stub({});
    goOffline();
    renderWithProviders(<TodayList />);
    expect(await screen.findByText('Not available offline')).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading today's tickets")).toBeNull();
  });

  it('says when nothing is scheduled, with a link to My Tickets', async () => {
    stub({
      'GET /api/dashboard/today': () => jsonResponse(200, { date: '2026-01-06', tickets: [] }),
    });
    renderWithProviders(<TodayList />);
    expect(await screen.findByText('Nothing scheduled for today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let failing = true;
    stub({
      'GET /api/dashboard/today': () =>
        failing
          ? jsonResponse(500, { error: 'Internal Server Error', code: 'INTERNAL_ERROR' })
          : jsonResponse(200, TODAY),
    });
    renderWithProviders(<TodayList />);
    expect(
      await screen.findByText("Failed to load today's tickets: Internal Server Error"),
    ).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('today-row')).toHaveLength(4);
  });
});
