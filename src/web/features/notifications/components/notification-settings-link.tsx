import { BellRingIcon } from 'lucide-react';
import { NavLink } from 'react-router';

import { useSidebar } from '#web/components/ui/sidebar.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/utils.ts';

/** The user's 'Notifications' settings, next to who is signed in at the foot of the sidebar. */
export function NotificationSettingsLink({ isCompact }: { isCompact: boolean }) {
  const { isMobile, setMobileOpen } = useSidebar();
  const link = (
    <NavLink
      to="/settings/notifications"
      onClick={() => {
        if (isMobile) setMobileOpen(false);
      }}
      className={({ isActive }) =>
        cn(
          'flex h-9 items-center gap-2 rounded-md px-2 text-sm font-medium outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring max-sm:min-h-11',
          isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
          isCompact && 'size-8 justify-center px-0',
        )
      }
    >
      <BellRingIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className={cn(isCompact && 'sr-only')}>Notifications</span>
    </NavLink>
  );
  if (!isCompact) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">Notification settings</TooltipContent>
    </Tooltip>
  );
}
