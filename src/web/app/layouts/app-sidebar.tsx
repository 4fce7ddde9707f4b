import { MoonIcon, SettingsIcon, SunIcon, WrenchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';

import { APP_NAME } from '#contract/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSidebar } from '#web/components/ui/sidebar.tsx';
import { Sidebar } from '#web/components/ui/sidebar.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#web/components/ui/tooltip.tsx';
import { NotificationSettingsLink } from '#web/features/notifications/components/notification-settings-link.tsx';
import type { StoredUser } from '#web/lib/current-user.ts';
import { cn } from '#web/lib/utils.ts';

import { useTheme } from '../providers/theme-context.ts';
import { navItemsFor } from './navigation.ts';
import { RoleBadge } from './role-badge.tsx';

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
function SidebarSettingsButton({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const { isMobile, setMobileOpen } = useSidebar();
  const navigate = useNavigate();
  const isActive = useLocation().pathname === '/settings';
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
        void navigate('/settings');
      }}
    >
      <SettingsIcon aria-hidden="true" />
      <span className={cn(isCompact && 'sr-only')}>{t('shell.settings')}</span>
    </Button>
  );
  if (!isCompact) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{t('shell.settings')}</TooltipContent>
    </Tooltip>
  );
}

export function AppSidebar({ user }: { user: StoredUser }) {
  const { t } = useTranslation();
  const { isOpen, isMobile, setMobileOpen } = useSidebar();
  const isCompact = !isOpen && !isMobile;
  const items = navItemsFor(user.role);
  const initial = user.username.charAt(0).toUpperCase();

  return (
    <Sidebar label={t('nav.main')}>
      <div
        className={cn(
          'flex h-14 items-center gap-2 border-b px-3',
          isCompact && 'justify-center px-0',
        )}
      >
        <div className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <WrenchIcon className="size-4" aria-hidden="true" />
        </div>
        {isCompact ? null : <span className="truncate font-semibold">{APP_NAME}</span>}
      </div>
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
          return (
            <li key={item.to}>
              {isCompact ? (
                <Tooltip>
                  <TooltipTrigger asChild>{link}</TooltipTrigger>
                  <TooltipContent side="right">{t(item.label)}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
      <div className={cn('flex flex-col gap-2 border-t p-2', isCompact && 'items-center')}>
        <SidebarThemeToggle isCompact={isCompact} />
        <NotificationSettingsLink isCompact={isCompact} />
        {items.some((item) => item.to === '/settings') ? null : (
          <SidebarSettingsButton isCompact={isCompact} />
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
    </Sidebar>
  );
}
