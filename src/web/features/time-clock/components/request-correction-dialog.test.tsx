import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TimeSession } from '#contract/schemas/time-session.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { SessionRow } from './session-row.tsx';

const SESSION_ID = '00000000-0000-4000-8000-000000000001';

function session(overrides: Partial<TimeSession>): TimeSession {
  return {
    id: SESSION_ID,
    userId: '00000000-0000-4000-8000-0000000000aa',
    ticketId: null,
    ticketNumber: null,
    ticketTitle: null,
    clockInTime: '2026-01-06T14:00:00.000Z',
    clockOutTime: '2026-01-06T22:30:00.000Z',
    durationMinutes: 510,
    isActive: false,
    notes: null,
    breakMinutes: 30,
    unpaidBreakMinutes: 30,
    workedMinutes: 480,
    source: 'clock',
    corrected: false,
    offline: false,
    punchFlag: null,
    ...overrides,
  };
}

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn((_input: string, _init?: RequestInit) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderRow(overrides: Partial<TimeSession> = {}) {
  renderWithProviders(
    <ul>
      <SessionRow session={session(overrides)} />
    </ul>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionRow breaks and corrections', () => {
  it('shows the break and the worked time, and Corrected when an admin changed it', () => {
    stubFetch(() => jsonResponse(404, {}));
    renderRow({ corrected: true });
    expect(screen.getByTestId('time-log-breaks')).toHaveTextContent('Break 30m · Worked 8h 0m');
    expect(screen.getByText('Corrected')).toBeInTheDocument();
  });

  it('marks paid breaks and shows nothing for a session without breaks', () => {
    stubFetch(() => jsonResponse(404, {}));
    renderRow({ unpaidBreakMinutes: 0, workedMinutes: 510 });
    expect(screen.getByTestId('time-log-breaks')).toHaveTextContent(
      'Break 30m (paid) · Worked 8h 30m',
    );
  });

  it('offers no correction request for the running session', () => {
    stubFetch(() => jsonResponse(404, {}));
    renderRow({ isActive: true, clockOutTime: null, durationMinutes: null, workedMinutes: null });
    expect(screen.queryByRole('button', { name: 'Request correction' })).not.toBeInTheDocument();
    expect(screen.queryByText('Corrected')).not.toBeInTheDocument();
  });

  it('requires a note, then sends it and confirms', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(201, {
        id: '00000000-0000-4000-8000-000000000009',
        sessionId: SESSION_ID,
        requestedBy: { id: 'u', name: 'Tech' },
        note: 'Left at 17:30',
        status: 'open',
        createdAt: '2026-01-07T10:00:00.000Z',
      }),
    );
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Request correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Correction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Note is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/What should change/), 'Left at 17:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Correction requested')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(`/api/time-sessions/${SESSION_ID}/correction-requests`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ note: 'Left at 17:30' });
  });

  it("keeps the dialog open with the server's message when the request is refused", async () => {
    stubFetch(() => jsonResponse(403, { error: 'You can only ask about your own time' }));
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Request correction' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/What should change/), 'Wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('You can only ask about your own time')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
