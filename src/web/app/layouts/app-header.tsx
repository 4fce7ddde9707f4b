import { BellIcon, LogOutIcon, SunIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { SidebarTrigger } from '#web/components/ui/sidebar.tsx';
import { ChangePasswordButton } from '#web/features/auth/components/change-password-button.tsx';
import { useLoadedComponent } from '#web/lib/use-loaded-component.ts';

// Decision 043: the bell's popover and panel and the theme menu (Radix menus, popover) load just
// after the first paint; until then an inert button of the same size and name stands in.
const NotificationBell = lazy(() =>
  import('#web/features/notifications/components/notification-bell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
);
// Decision 043, fourth pass: the change-password dialog (Radix's dialog) loads on the first press
// of its button, and opens as it arrives.
function loadChangePasswordDialog() {
  return import('#web/features/auth/components/change-password-dialog.tsx').then(
    (module) => module.ChangePasswordDialog,
  );
}
const ThemeMenu = lazy(() =>
  import('./theme-menu.tsx').then((module) => ({ default: module.ThemeMenu })),
);

export function AppHeader({
  username,
  onLogout,
  isLoggingOut,
}: {
  username: string;
  onLogout: () => void;
  isLoggingOut: boolean;
}) {
  const { t } = useTranslation();
  const { Component: ChangePasswordDialog, load: loadPasswordDialog } =
    useLoadedComponent(loadChangePasswordDialog);
  return (
    <header className="print-hidden sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
      <SidebarTrigger />
      <div className="flex-1" />
      <Suspense
        fallback={
          <Button variant="ghost" size="icon" aria-label={t('shell.notifications')} disabled>
            <BellIcon aria-hidden="true" />
          </Button>
        }
      >
        <NotificationBell />
      </Suspense>
      <Suspense
        fallback={
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('shell.theme')}
            disabled
          >
            <SunIcon aria-hidden="true" />
          </Button>
        }
      >
        <ThemeMenu />
      </Suspense>
      {ChangePasswordDialog ? (
        <ChangePasswordDialog username={username} isInitiallyOpen />
      ) : (
        <ChangePasswordButton
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => void loadPasswordDialog()}
        />
      )}
      <Button variant="outline" size="sm" onClick={onLogout} disabled={isLoggingOut}>
        <LogOutIcon aria-hidden="true" />
        {t('shell.logout')}
      </Button>
    </header>
  );
}
