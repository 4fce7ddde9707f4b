import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import { activeSessionFixture } from '#tests/web/active-session-fixture.ts';

import { useActiveSession } from '../api/get-active-session.ts';
import { ActiveSessionCard } from './active-session-card.tsx';
import { storeSignedInUser } from '#tests/web/signed-in-user.ts';

const NOT_ACTIVE: ActiveSession = activeSessionFixture();

function signIn() {
  storeSignedInUser({
    id: '00000000-0000-4000-8000-0000000000aa',
    username: 'tech',
    role: 'technician',
  });
}

/** Shows when the active-session answer has arrived, so the card's absence can be asserted after it. */
function AnswerProbe() {
  const active = useActiveSession('00000000-0000-4000-8000-0000000000aa');
  if (!active.data) return null;
  return <p>answered: {active.data.isActive ? 'active' : 'inactive'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActiveSessionCard', () => {
  it('shows the running time and a link to the time clock while a session is active', async () => {
    signIn();
    const clockInTime = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(200, { ...NOT_ACTIVE, isActive: true, clockInTime, ticketNumber: 1042 }),
        ),
    );
    renderWithProviders(<ActiveSessionCard />);
    expect(await screen.findByText('Active Session')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:0[45]:\d{2}$/);
    expect(screen.getByText('#1042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Time Clock' })).toHaveAttribute('href', '/clock');
  });

  it('shows nothing when no session is active', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, NOT_ACTIVE)));
    renderWithProviders(
      <>
        <ActiveSessionCard />
        <AnswerProbe />
      </>,
    );
    expect(await screen.findByText('answered: inactive')).toBeInTheDocument();
    expect(screen.queryByTestId('active-session-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('asks nothing while the user is unknown', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ActiveSessionCard />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
