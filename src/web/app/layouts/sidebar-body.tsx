import { MoonIcon, SettingsIcon, SunIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { SidebarFootButton } from '#web/components/sidebar-foot-button.tsx';
import type { WithTooltip } from '#web/components/sidebar-foot-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSidebar } from '#web/components/ui/sidebar.tsx';
import { NotificationSettingsLink } from '#web/features/notifications/components/notification-settings-link.tsx';
import type { StoredUser } from '#web/lib/current-user.ts';
import { cn } from '#web/lib/utils.ts';

import { useTheme } from '../providers/theme-context.ts';
import { navItemsFor } from './navigation.ts';
import { RoleBadge } from './role-badge.tsx';

export const withoutTooltip: WithTooltip = (_label, trigger) => trigger;

function SidebarThemeToggle({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = resolvedTheme === 'dark';
  const label = isDark ? t('shell.switchToLight') : t('shell.switchToDark');
  return (
    <Button
      variant="ghost"
      size={isCompact ? 'icon' : 'sm'}
      className={cn(isCompact ? 'size-8' : 'justify-start')}
      aria-label={label}
      onClick={() => {
        setTheme(isDark ? 'light' : 'dark');
      }}
    >
      {isDark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
      {isCompact ? null : <span>{isDark ? t('shell.lightMode') : t('shell.darkMode')}</span>}
    </Button>
  );
}

/**
 * Decision 044: everyone's Settings (their language; the chain's rules for admins) at the foot of
 * the sidebar for those whose menu, the spec's word for word, has no Settings item.
 */
function SidebarSettingsButton({
  isCompact,
  withTooltip,
}: {
  isCompact: boolean;
  withTooltip: WithTooltip;
}) {
  const { t } = useTranslation();
  return (
    <SidebarFootButton
      path="/settings"
      icon={SettingsIcon}
      label={t('shell.settings')}
      isCompact={isCompact}
      withTooltip={withTooltip}
    />
  );
}

/** The sidebar's menu and, at its foot, the theme, settings and who is signed in. */
export function SidebarBody({
  user,
  isCompact,
  withTooltip,
}: {
  user: StoredUser;
  isCompact: boolean;
  withTooltip: WithTooltip;
}) {
  const { t } = useTranslation();
  const { isMobile, setMobileOpen } = useSidebar();
  const items = navItemsFor(user.role);
  const initial = user.username.charAt(0).toUpperCase();
  return (
    <>
      <ul className="flex flex-1 flex-col gap-1 overflow-y-auto p-2">
        {items.map((item) => {
          const link = (
            <NavLink
              to={item.to}
              onClick={() => {
                if (isMobile) setMobileOpen(false);
              }}
              className={({ isActive }) =>
                cn(
                  'flex h-9 items-center gap-2 rounded-md px-2 text-sm font-medium outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
                  isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
                  isCompact && 'justify-center px-0',
                )
              }
            >
              <item.icon className="size-4 shrink-0" aria-hidden="true" />
              <span className={cn(isCompact && 'sr-only')}>{t(item.label)}</span>
            </NavLink>
          );
          return <li key={item.to}>{isCompact ? withTooltip(t(item.label), link) : link}</li>;
        })}
      </ul>
      <div className={cn('flex flex-col gap-2 border-t p-2', isCompact && 'items-center')}>
        <SidebarThemeToggle isCompact={isCompact} />
        <NotificationSettingsLink isCompact={isCompact} withTooltip={withTooltip} />
        {items.some((item) => item.to === '/settings') ? null : (
          <SidebarSettingsButton isCompact={isCompact} withTooltip={withTooltip} />
        )}
        <div
          className={cn('flex items-center gap-2 rounded-md p-1', isCompact && 'justify-center')}
        >
          <div
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            aria-hidden="true"
            title={user.username}
          >
            {initial}
          </div>
          {isCompact ? (
            <span className="sr-only">
              {t('shell.signedInAs', { username: user.username, role: t(`roles.${user.role}`) })}
            </span>
          ) : (
            <div className="flex min-w-0 flex-col gap-1">
              <span className="truncate text-sm font-medium" data-testid="sidebar-username">
                {user.username}
              </span>
              <RoleBadge role={user.role} />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
