import { LogOutIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { SidebarTrigger } from '#web/components/ui/sidebar.tsx';
import { ChangePasswordDialog } from '#web/features/auth/components/change-password-dialog.tsx';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';

import { ThemeMenu } from './theme-menu.tsx';

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
  return (
    <header className="print-hidden sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
      <SidebarTrigger />
      <div className="flex-1" />
      <NotificationBell />
      <ThemeMenu />
      <ChangePasswordDialog username={username} />
      <Button variant="outline" size="sm" onClick={onLogout} disabled={isLoggingOut}>
        <LogOutIcon aria-hidden="true" />
        {t('shell.logout')}
      </Button>
    </header>
  );
}
