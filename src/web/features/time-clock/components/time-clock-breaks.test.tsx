import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { callsTo, stubApi } from '#tests/web/stub-api.ts';
import { activeSessionFixture } from '#tests/web/active-session-fixture.ts';

import { breakElapsedText, workedMilliseconds } from '../lib/worked-time.ts';
import { TimeClockCard } from './time-clock-card.tsx';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const MINUTE = 60_000;

function running(overrides: Partial<ActiveSession>): ActiveSession {
  return activeSessionFixture({
    isActive: true,
    clockInTime: new Date(Date.now() - 60 * MINUTE).toISOString(),
    sessionId: '00000000-0000-4000-8000-000000000001',
    ...overrides,
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('worked time of a running session', () => {
  const clockIn = '2026-01-06T14:00:00.000Z';
  const at = (time: string) => new Date(time).getTime();

  it('leaves out closed and open unpaid breaks', () => {
    const session = {
      clockInTime: clockIn,
      breakMinutes: 30,
      breakStartTime: '2026-01-06T17:00:00.000Z',
      breaksPaid: false,
    };
    // 3 h 10 m elapsed, 30 m closed break, 10 m of the open one: 2 h 30 m worked.
    expect(workedMilliseconds(session, at('2026-01-06T17:10:00.000Z'))).toBe(150 * MINUTE);
    // The timer stands still during the break.
    expect(workedMilliseconds(session, at('2026-01-06T17:20:00.000Z'))).toBe(150 * MINUTE);
  });

  it('counts paid breaks as worked time', () => {
    const session = {
      clockInTime: clockIn,
      breakMinutes: 30,
      breakStartTime: '2026-01-06T17:00:00.000Z',
      breaksPaid: true,
    };
    expect(workedMilliseconds(session, at('2026-01-06T17:10:00.000Z'))).toBe(190 * MINUTE);
  });

  it('shows the open break as mm:ss', () => {
    expect(breakElapsedText('2026-01-06T17:00:00.000Z', at('2026-01-06T17:12:34.000Z'))).toBe(
      '12:34',
    );
    expect(breakElapsedText(null, at('2026-01-06T17:12:34.000Z'))).toBe('');
  });
});

describe('TimeClockCard breaks', () => {
  it("starts a break once however often 'Start Break' is tapped, then offers 'End Break'", async () => {
    let active = running({});
    const fetchMock = stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, active),
      'GET /api/tickets': () => jsonResponse(200, []),
      'POST /api/time-clock/break/start': () => {
        active = running({ breakStartTime: new Date().toISOString() });
        return jsonResponse(200, active);
      },
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    const start = await screen.findByRole('button', { name: 'Start Break' });
    // Two taps in the same frame, before React re-renders.
    fireEvent.click(start);
    fireEvent.click(start);
    expect(await screen.findByRole('button', { name: 'End Break' })).toBeEnabled();
    expect(screen.getByTestId('break-status')).toHaveTextContent(/^On break · 00:0\d$/);
    expect(await screen.findByText('Break started')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/time-clock/break/start')).toHaveLength(1);
    // Clock Out stays offered during a break (the server ends the break).
    expect(screen.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
  });

  it("ends the break with 'End Break'", async () => {
    let active = running({ breakStartTime: new Date(Date.now() - 5 * MINUTE).toISOString() });
    const fetchMock = stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, active),
      'GET /api/tickets': () => jsonResponse(200, []),
      'POST /api/time-clock/break/end': () => {
        active = running({ breakMinutes: 5 });
        return jsonResponse(200, active);
      },
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'End Break' }));
    expect(await screen.findByRole('button', { name: 'Start Break' })).toBeEnabled();
    expect(screen.queryByTestId('break-status')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/time-clock/break/end')).toHaveLength(1);
  });

  it("shows the server's message when a break cannot start", async () => {
    stubApi({
      'GET /api/time-clock/active': () => jsonResponse(200, running({})),
      'GET /api/tickets': () => jsonResponse(200, []),
      'POST /api/time-clock/break/start': () =>
        jsonResponse(409, { error: 'You are already on a break', code: 'ALREADY_ON_BREAK' }),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Break' }));
    expect(await screen.findByText('Start Break Failed')).toBeInTheDocument();
    expect(screen.getByText('You are already on a break')).toBeInTheDocument();
  });

  it('holds the worked timer still during an unpaid break while the break time runs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    stubApi({
      'GET /api/time-clock/active': () =>
        jsonResponse(
          200,
          running({
            clockInTime: new Date(now - 120 * MINUTE).toISOString(),
            breakMinutes: 30,
            breakStartTime: new Date(now - 10 * MINUTE).toISOString(),
          }),
        ),
      'GET /api/tickets': () => jsonResponse(200, []),
    });
    renderWithProviders(<TimeClockCard userId={USER_ID} />);
    const timer = await screen.findByRole('timer', { name: 'Worked time' });
    // 120 m elapsed − 30 m closed − 10 m open break.
    expect(timer).toHaveTextContent(/^01:20:0\d$/);
    const worked = timer.textContent;
    const breakTime = screen.getByTestId('break-status').textContent;
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => {
      expect(screen.getByTestId('break-status').textContent).not.toBe(breakTime);
    });
    expect(timer.textContent).toBe(worked);
  });
});
