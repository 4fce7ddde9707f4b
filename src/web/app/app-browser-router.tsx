import { startTransition, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Router } from 'react-router';

import { createBlockingHistory, NavigationBlockerContext } from '#web/lib/navigation-blocker.ts';

/**
 * react-router's <BrowserRouter> over a history that can hold a move (decision 043, fourth pass):
 * the declarative router instead of the data router, with the one thing the app took from the
 * data router, blocking a move (useNavigationBlocker), kept. Updates are transitions, as in both
 * of react-router's browser routers.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [{ history, blocker }] = useState(() => createBlockingHistory(window));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => {
          setState({ action, location });
        });
      }),
    [history],
  );
  return (
    <NavigationBlockerContext value={blocker}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationBlockerContext>
  );
}
