// Decision 044: the translation runtime starts before any screen renders, in the language shown.
import '#web/lib/i18n/i18n.ts';

import { onlineManager } from '@tanstack/react-query';

import { loadBusinessTimeZone } from '#web/lib/business-time-zone.ts';
import { readCurrentUser } from '#web/lib/current-user.ts';
import { isOnline } from '#web/lib/offline/online-status.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

import { AppProviders } from './providers/app-providers.tsx';
import { AppRouter, preloadScreen } from './router.tsx';

// Decision 043: everything past the sign-in page (the router, the query client and its kept copy,
// the offline queue) is this chunk. main.tsx loads it at once for a signed-in user and for the
// pages a visitor opens without an account; the login page draws without it.

void loadBusinessTimeZone();
// TanStack Query assumes it starts online and only learns otherwise from an 'offline' event: an
// app opened with no signal would fetch, fail and show errors over the kept copy (decision 036 §2).
onlineManager.setOnline(isOnline());
const queryClient = createQueryClient();

/**
 * A signed-in user sees the layout and the screen at `pathname` next: both chunks start downloading
 * now, side by side, rather than one after the other as the router reaches them.
 */
export function preloadSignedIn(pathname: string): void {
  void import('./layouts/app-layout.tsx');
  preloadScreen(pathname);
}

if (readCurrentUser()) preloadSignedIn(window.location.pathname);

export default function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
