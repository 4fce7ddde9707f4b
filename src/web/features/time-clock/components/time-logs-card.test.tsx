import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PUNCH_FLAG_TEXT } from '#contract/schemas/offline-sync.ts';
import type { TimeSession, WeekTotal } from '#contract/schemas/time-session.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { TimeLogsCard } from './time-logs-card.tsx';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';

function session(index: number): TimeSession {
  const start = new Date(Date.UTC(2026, 0, 6, 14) - index * 24 * 60 * 60_000);
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    userId: USER_ID,
    ticketId: null,
    ticketNumber: null,
    ticketTitle: `Session ${String(index)}`,
    clockInTime: start.toISOString(),
    clockOutTime: new Date(start.getTime() + 60 * 60_000).toISOString(),
    durationMinutes: 60,
    isActive: false,
    notes: `note ${String(index)}`,
    breakMinutes: 0,
    unpaidBreakMinutes: 0,
    workedMinutes: 60,
    source: 'clock',
    corrected: false,
    offline: false,
    punchFlag: null,
  };
}

const WEEK: WeekTotal = {
  weekStart: '2026-01-04T05:00:00.000Z',
  weekEnd: '2026-01-11T05:00:00.000Z',
  totalMinutes: 750,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeLogsCard', () => {
  it("shows this week's total from the server and loads older sessions with Show more", async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => session(index + 1));
    const secondPage = [session(21), session(22)];
    const fetchMock = vi.fn((input: string) => {
      if (input === '/api/time-clock/week-total') return Promise.resolve(jsonResponse(200, WEEK));
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/time-clock/sessions' && !url.searchParams.has('cursor')) {
        return Promise.resolve(
          new Response(JSON.stringify(firstPage), {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-next-cursor': 'page-2' },
          }),
        );
      }
      if (url.searchParams.get('cursor') === 'page-2') {
        return Promise.resolve(jsonResponse(200, secondPage));
      }
      return Promise.resolve(jsonResponse(404, { error: 'no stub' }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TimeLogsCard userId={USER_ID} />);

    expect(await screen.findByText('This week: 12.5 h')).toBeInTheDocument();
    expect(await screen.findAllByTestId('time-log-row')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('note 22')).toBeInTheDocument();
    expect(screen.getAllByTestId('time-log-row')).toHaveLength(22);
    // The last page has no cursor: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/time-clock/sessions?limit=20&cursor=page-2',
      expect.anything(),
    );
  });

  it('offers no Show more when every session fits on the first page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(
          input === '/api/time-clock/week-total'
            ? jsonResponse(200, { ...WEEK, totalMinutes: 0 })
            : jsonResponse(200, [session(1)]),
        ),
      ),
    );
    renderWithProviders(<TimeLogsCard userId={USER_ID} />);
    expect(await screen.findByText('This week: 0.0 h')).toBeInTheDocument();
    expect(await screen.findAllByTestId('time-log-row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('marks a session punched offline and says why its tap time was not used', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(
          input === '/api/time-clock/week-total'
            ? jsonResponse(200, WEEK)
            : jsonResponse(200, [
                { ...session(1), offline: true },
                { ...session(2), offline: true, punchFlag: 'tap_before_previous' },
                { ...session(3), punchFlag: 'tap_in_future' },
                session(4),
              ]),
        ),
      ),
    );
    renderWithProviders(<TimeLogsCard userId={USER_ID} />);
    const [offline, before, future, online] = await screen.findAllByTestId('time-log-row');
    expect(within(offline!).getByText('Offline')).toBeVisible();
    expect(within(offline!).queryByTestId('punch-flag')).not.toBeInTheDocument();
    expect(within(before!).getByText('Offline')).toBeVisible();
    expect(within(before!).getByTestId('punch-flag')).toHaveTextContent(
      PUNCH_FLAG_TEXT.tap_before_previous,
    );
    expect(within(future!).queryByText('Offline')).not.toBeInTheDocument();
    expect(within(future!).getByTestId('punch-flag')).toHaveTextContent(
      PUNCH_FLAG_TEXT.tap_in_future,
    );
    expect(within(online!).queryByText('Offline')).not.toBeInTheDocument();
    expect(within(online!).queryByTestId('punch-flag')).not.toBeInTheDocument();
  });
});
