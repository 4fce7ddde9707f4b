import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';

import { OfflineBanner } from '#web/components/offline-banner.tsx';
import { useOutboxSignOutGuard } from '#web/components/outbox-sign-out-guard.ts';
import { SidebarInset, SidebarProvider } from '#web/components/ui/sidebar.tsx';
import { useLogout } from '#web/features/auth/api/logout.ts';
import { useClockedInLogoutGuard } from '#web/features/time-clock/lib/use-clocked-in-logout-guard.ts';
import type { StoredUser } from '#web/lib/current-user.ts';
import { useLiveUpdates } from '#web/lib/live-updates.ts';

import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { RouteFallback } from './route-fallback.tsx';

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
  // Decision 043, fourth pass: the guards' dialogs (Radix's alert dialog) load as Logout is
  // first pressed, and stay mounted once they have been asked.
  const OutboxSignOutDialog = outboxGuard.Dialog;
  const ClockedInLogoutDialog = logoutGuard.Dialog;
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
        {OutboxSignOutDialog ? <OutboxSignOutDialog {...outboxGuard.dialogProps} /> : null}
        {ClockedInLogoutDialog ? <ClockedInLogoutDialog {...logoutGuard.dialogProps} /> : null}
        <main id="main" className="flex-1 p-4 md:p-6">
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
