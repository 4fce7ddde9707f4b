import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ActiveSession, TimeSession } from '#contract/schemas/time-session.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { callsTo, stubApi } from '#tests/web/stub-api.ts';
import { activeSessionFixture, timeSessionFixture } from '#tests/web/active-session-fixture.ts';

import { SessionRow } from './session-row.tsx';
import { TimeClockCard } from './time-clock-card.tsx';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';

const NOT_ACTIVE: ActiveSession = activeSessionFixture();

function session(overrides: Partial<TimeSession>): TimeSession {
  return timeSessionFixture({ userId: USER_ID, ...overrides });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TimeClockCard', () => {
  it('clocks in once however often Clock In is clicked while the request is pending', async () => {
    let active: ActiveSession = NOT_ACTIVE;
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, active),
      'GET /api/tickets': () => jsonResponse(200, []),
      'POST /api/time-clock/in': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    const button = await screen.findByRole('button', { name: 'Clock In' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(callsTo(fetchMock, 'POST /api/time-clock/in')).toHaveLength(1);
    active = {
      ...NOT_ACTIVE,
      isActive: true,
      clockInTime: new Date().toISOString(),
      sessionId: session({}).id,
    };
    answer(jsonResponse(201, session({ clockInTime: active.clockInTime ?? '' })));
    expect(await screen.findByText('Clocked In')).toBeInTheDocument();
    expect(screen.getByText('Your work session has started successfully')).toBeInTheDocument();
    expect(await screen.findByText('Active Session')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
  });

  it('sends the ticket preselected from the address and the notes', async () => {
    const ticketId = '00000000-0000-4000-8000-000000000011';
    const fetchMock = stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, NOT_ACTIVE),
      'GET /api/tickets': () =>
        jsonResponse(200, [
          { id: ticketId, ticketNumber: 1042, title: 'Fryer not heating', status: 'open' },
        ]),
      'POST /api/time-clock/in': () => jsonResponse(201, session({ ticketId })),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} initialTicketId={ticketId} />);
    expect(await screen.findByText('#1042 · Fryer not heating')).toBeInTheDocument();
    expect(screen.getByText('Clocking in moves this ticket to in-progress.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Bring the spare thermostat');
    await userEvent.click(screen.getByRole('button', { name: 'Clock In' }));
    await waitFor(() => {
      expect(callsTo(fetchMock, 'POST /api/time-clock/in')).toHaveLength(1);
    });
    const [, init] = callsTo(fetchMock, 'POST /api/time-clock/in')[0]!;
    // Decision 036: every punch carries its tap time; the server decides whether to use it.
    const before = Date.now();
    const body = JSON.parse(init?.body as string) as { tappedAt: string };
    expect(body).toEqual({
      ticketId,
      notes: 'Bring the spare thermostat',
      tappedAt: expect.any(String) as string,
    });
    expect(Date.parse(body.tappedAt)).toBeLessThanOrEqual(before);
    expect((init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('caps the notes at the schema’s 1000 characters and shows a longer value refused under them', async () => {
    const fetchMock = stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, NOT_ACTIVE),
      'GET /api/tickets': () => jsonResponse(200, []),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    expect(await screen.findByText('No open tickets are assigned to you.')).toBeInTheDocument();
    const notes = screen.getByLabelText('Notes (optional)');
    expect(notes).toHaveAttribute('maxlength', '1000');
    // A script or autofill can set more than the browser lets a user type.
    fireEvent.change(notes, { target: { value: 'x'.repeat(1001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notes must be at most 1000 characters',
    );
    expect(notes).toHaveAccessibleDescription('Notes must be at most 1000 characters');
    expect(callsTo(fetchMock, 'POST /api/time-clock/in')).toHaveLength(0);
  });

  it("shows 'Clock In Failed' with the server's error", async () => {
    stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, NOT_ACTIVE),
      'GET /api/tickets': () => jsonResponse(200, []),
      'POST /api/time-clock/in': () =>
        jsonResponse(409, { error: 'Already clocked in', code: 'ALREADY_CLOCKED_IN' }),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('Clock In Failed')).toBeInTheDocument();
    expect(screen.getByText('Already clocked in')).toBeInTheDocument();
  });

  it("shows 'Clock Out Failed' with 'Clock out failed' when the server says nothing", async () => {
    stubApi({
      'GET /api/time-clock/active': () =>
        jsonResponse(200, { ...NOT_ACTIVE, isActive: true, clockInTime: new Date().toISOString() }),
      'POST /api/time-clock/out': () => new Response('', { status: 502 }),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clock Out' }));
    expect(await screen.findByText('Clock Out Failed')).toBeInTheDocument();
    expect(screen.getByText('Clock out failed')).toBeInTheDocument();
  });

  it('shows the start time and an hh:mm:ss timer that advances every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = new Date(Date.now() - (62 * 60 + 5) * 1000);
    stubApi({
      'GET /api/time-clock/active': () =>
        jsonResponse(200, { ...NOT_ACTIVE, isActive: true, clockInTime: start.toISOString() }),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(/^01:02:0[5-6]$/);
    const before = timer.textContent;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer.textContent).not.toBe(before);
    expect(screen.getByText(/Started at/)).toBeInTheDocument();
  });
});

describe('SessionRow', () => {
  function renderRow(overrides: Partial<TimeSession>) {
    stubApi({});
    renderWithProviders(
      <ul>
        <SessionRow session={session(overrides)} />
      </ul>,
    );
    return screen.getByTestId('time-log-duration').textContent;
  }

  it("labels an active row Active and shows 'In Progress' without a duration", () => {
    expect(renderRow({ isActive: true, durationMinutes: null })).toBe('In Progress');
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it("labels a finished row Completed with hours and minutes, or 'No Duration'", () => {
    expect(
      renderRow({ isActive: false, clockOutTime: '2026-01-06T15:30:00.000Z', durationMinutes: 90 }),
    ).toBe('1h 30m');
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it("shows 'No Duration' for an inactive row without one", () => {
    expect(renderRow({ isActive: false, durationMinutes: null })).toBe('No Duration');
  });

  it('reads a duration sent as a string (product rules §3)', () => {
    expect(renderRow({ isActive: false, durationMinutes: '45' as unknown as number })).toBe('45m');
  });
});
