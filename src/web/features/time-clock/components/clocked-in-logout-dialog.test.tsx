import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { activeSessionFixture } from '#tests/web/active-session-fixture.ts';

import { useClockedInLogoutGuard } from '../lib/use-clocked-in-logout-guard.ts';
import { ClockedInLogoutDialog } from './clocked-in-logout-dialog.tsx';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';

const NOT_ACTIVE: ActiveSession = activeSessionFixture();
const ACTIVE: ActiveSession = {
  ...NOT_ACTIVE,
  isActive: true,
  clockInTime: new Date().toISOString(),
  sessionId: '00000000-0000-4000-8000-000000000001',
  ticketId: '00000000-0000-4000-8000-000000000011',
  ticketNumber: 1042,
};

/** The app layout's use of the guard: a Logout button and the dialog. */
function Harness({ logout }: { logout: () => void }) {
  const guard = useClockedInLogoutGuard(USER_ID, logout);
  return (
    <>
      <button type="button" onClick={() => void guard.requestLogout()}>
        Logout
      </button>
      <ClockedInLogoutDialog {...guard.dialogProps} />
    </>
  );
}

function stubApi(active: ActiveSession, clockOut: () => Response = () => jsonResponse(200, {})) {
  const fetchMock = vi.fn((input: string, init?: RequestInit) =>
    Promise.resolve(
      input === '/api/time-clock/active'
        ? jsonResponse(200, active)
        : init?.method === 'POST' && input === '/api/time-clock/out'
          ? clockOut()
          : jsonResponse(404, { error: 'no stub' }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function clockOutCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([input]) => input === '/api/time-clock/out');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Logout while clocked in', () => {
  it('logs out at once when I am not clocked in', async () => {
    stubApi(NOT_ACTIVE);
    const logout = vi.fn();
    renderWithProviders(<Harness logout={logout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(logout).toHaveBeenCalledTimes(1);
    });
    expect(screen.queryByText('You are clocked in')).not.toBeInTheDocument();
  });

  it('asks first, and Cancel keeps me signed in and clocked in', async () => {
    const fetchMock = stubApi(ACTIVE);
    const logout = vi.fn();
    renderWithProviders(<Harness logout={logout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Your work session on #1042 is still running.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(logout).not.toHaveBeenCalled();
    expect(clockOutCalls(fetchMock)).toHaveLength(0);
  });

  it("'Clock out and log out' clocks out, then logs out", async () => {
    const fetchMock = stubApi(ACTIVE);
    const logout = vi.fn();
    renderWithProviders(<Harness logout={logout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clock out and log out' }));
    await waitFor(() => {
      expect(logout).toHaveBeenCalledTimes(1);
    });
    expect(clockOutCalls(fetchMock)).toHaveLength(1);
    expect(await screen.findByText('Clocked Out')).toBeInTheDocument();
  });

  it("'Log out anyway' leaves the session running", async () => {
    const fetchMock = stubApi(ACTIVE);
    const logout = vi.fn();
    renderWithProviders(<Harness logout={logout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(clockOutCalls(fetchMock)).toHaveLength(0);
  });

  it('stays signed in when the clock-out fails, and says why', async () => {
    stubApi(ACTIVE, () => jsonResponse(409, { code: 'NOT_CLOCKED_IN', error: 'Not clocked in' }));
    const logout = vi.fn();
    renderWithProviders(<Harness logout={logout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clock out and log out' }));
    expect(await screen.findByText('Clock Out Failed')).toBeInTheDocument();
    expect(screen.getByText('Not clocked in')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });
});
