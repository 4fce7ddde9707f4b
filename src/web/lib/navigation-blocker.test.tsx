import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppBrowserRouter } from '#web/app/app-browser-router.tsx';

import { useNavigationBlocker } from './navigation-blocker.ts';

function Form() {
  const [isDirty, setIsDirty] = useState(true);
  const navigate = useNavigate();
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <h1>Form</h1>
      <Link to="/board">Board</Link>
      <Link to="/form?step=2">Step 2</Link>
      <button
        type="button"
        onClick={() => {
          void navigate('/board', { replace: true });
        }}
      >
        Replace
      </button>
      <button
        type="button"
        onClick={() => {
          setIsDirty(false);
        }}
      >
        Save
      </button>
      {blocker.state === 'blocked' ? (
        <div role="alertdialog" aria-label="Leave?">
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
        </div>
      ) : null}
    </>
  );
}

function renderApp() {
  return render(
    <AppBrowserRouter>
      <Routes>
        <Route path="/form" element={<Form />} />
        <Route path="/board" element={<h1>Board</h1>} />
      </Routes>
    </AppBrowserRouter>,
  );
}

/** Runs `move` and resolves after `count` popstate events. */
function popstates(count: number, move: () => void): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    function onPopstate() {
      left -= 1;
      if (left > 0) return;
      window.removeEventListener('popstate', onPopstate);
      resolve();
    }
    window.addEventListener('popstate', onPopstate);
    move();
  });
}

describe('useNavigationBlocker in the app router', () => {
  beforeEach(() => {
    // Entries as the app's history writes them (their index lets Back be undone).
    window.history.replaceState({ idx: 0 }, '', '/board');
    window.history.pushState({ idx: 1 }, '', '/form');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('holds a link while the form asks, and follows it on proceed', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Board' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/board');
  });

  it('stays on reset, and a replace is held the same way', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Form' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');
  });

  it('lets a move within the same address through, and every move once nothing is unsaved', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Step 2' }));
    expect(window.location.search).toBe('?step=2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Board' }));
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
  });

  it('undoes Back while the form asks, and goes back on proceed', async () => {
    renderApp();
    // Two history moves: Back, then the blocker's own return to the form's entry.
    await act(() =>
      popstates(2, () => {
        window.history.back();
      }),
    );
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument();
    await act(() =>
      popstates(1, () => {
        screen.getByRole('button', { name: 'Leave' }).click();
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/board');
  });
});
