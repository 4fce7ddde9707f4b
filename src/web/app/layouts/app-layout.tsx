import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';

import { OfflineBanner } from '#web/components/offline-banner.tsx';
import {
  loadOutboxSignOutDialog,
  useOutboxSignOutGuard,
} from '#web/components/outbox-sign-out-guard.ts';
import { SidebarInset, SidebarProvider } from '#web/components/ui/sidebar.tsx';
import { useLogout } from '#web/features/auth/api/logout.ts';
import {
  loadClockedInLogoutDialog,
  useClockedInLogoutGuard,
} from '#web/features/time-clock/lib/use-clocked-in-logout-guard.ts';
import type { StoredUser } from '#web/lib/current-user.ts';
import { useLiveUpdates } from '#web/lib/live-updates.ts';
import { useHasOpened } from '#web/lib/use-has-opened.ts';

import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { RouteFallback } from './route-fallback.tsx';

// Decision 043, fourth pass: the two logout guards' dialogs (Radix's alert dialog) load when one
// first opens; their guards start the download as Logout is pressed.
const OutboxSignOutDialog = lazy(() =>
  loadOutboxSignOutDialog().then((module) => ({ default: module.OutboxSignOutDialog })),
);
const ClockedInLogoutDialog = lazy(() =>
  loadClockedInLogoutDialog().then((module) => ({ default: module.ClockedInLogoutDialog })),
);

export function AppLayout({ user }: { user: StoredUser }) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  useLiveUpdates();
  function logout() {
    // Product rules §4: logout clears the stored user and goes to /dashboard (the login then).
    logoutMutation.mutate(undefined, {
      onSettled: () => {
        void navigate('/dashboard', { replace: true });
      },
    });
  }
  // Decision 030: logging out while clocked in asks first.
  const logoutGuard = useClockedInLogoutGuard(user.id, logout);
  // Decision 036: changes still waiting to sync ask first too; the queue stays for this user.
  const outboxGuard = useOutboxSignOutGuard(user.id, () => void logoutGuard.requestLogout());
  const hasAskedOutbox = useHasOpened(outboxGuard.dialogProps.waiting > 0);
  const hasAskedClockedIn = useHasOpened(logoutGuard.dialogProps.session !== null);
  return (
    <SidebarProvider>
      <AppSidebar user={user} />
      <SidebarInset>
        <AppHeader
          username={user.username}
          isLoggingOut={logoutMutation.isPending}
          onLogout={() => void outboxGuard.requestSignOut()}
        />
        <OfflineBanner userId={user.id} />
        {hasAskedOutbox ? (
          <Suspense fallback={null}>
            <OutboxSignOutDialog {...outboxGuard.dialogProps} />
          </Suspense>
        ) : null}
        {hasAskedClockedIn ? (
          <Suspense fallback={null}>
            <ClockedInLogoutDialog {...logoutGuard.dialogProps} />
          </Suspense>
        ) : null}
        <main id="main" className="flex-1 p-4 md:p-6">
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
