import { BellRingIcon } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';
import { useSidebar } from '#web/components/ui/sidebar.tsx';
import { cn } from '#web/lib/utils.ts';

const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

/**
 * The user's notification settings, next to who is signed in at the foot of the sidebar. A button
 * like the theme toggle beside it, not a link: the sidebar's links are the product spec's menu,
 * word for word, and this is a setting of the user rather than a screen of the menu.
 */
export function NotificationSettingsLink({
  isCompact,
  withTooltip,
}: {
  isCompact: boolean;
  /** The collapsed sidebar's tooltip around the button (its code loads with that sidebar). */
  withTooltip: (label: string, trigger: ReactElement) => ReactNode;
}) {
  const { t } = useTranslation();
  const { isMobile, setMobileOpen } = useSidebar();
  const navigate = useNavigate();
  const isActive = useLocation().pathname === NOTIFICATION_SETTINGS_PATH;
  const button = (
    <Button
      variant="ghost"
      size={isCompact ? 'icon' : 'sm'}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        isCompact ? 'size-8' : 'justify-start',
        'max-sm:min-h-11',
        isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
      )}
      onClick={() => {
        if (isMobile) setMobileOpen(false);
        void navigate(NOTIFICATION_SETTINGS_PATH);
      }}
    >
      <BellRingIcon aria-hidden="true" />
      <span className={cn(isCompact && 'sr-only')}>{t('shell.notificationSettings')}</span>
    </Button>
  );
  return isCompact ? withTooltip(t('shell.notificationSettings'), button) : button;
}
