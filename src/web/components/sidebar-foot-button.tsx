import type { LucideIcon } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';
import { useSidebar } from '#web/components/ui/sidebar.tsx';
import { cn } from '#web/lib/utils.ts';

/** Puts `label` in a tooltip beside `trigger` (the collapsed sidebar's), or leaves it bare. */
export type WithTooltip = (label: string, trigger: ReactElement) => ReactNode;

/**
 * A screen opened from the foot of the sidebar (Settings, notification settings). A button like the
 * theme toggle beside it, not a menu link: the sidebar's links are the product spec's menu, word for
 * word. It says it is the current page, closes the phone's sheet, and in the collapsed sidebar shows
 * only its icon with its label in a tooltip.
 */
export function SidebarFootButton({
  path,
  icon: Icon,
  label,
  isCompact,
  withTooltip,
}: {
  path: string;
  icon: LucideIcon;
  label: string;
  isCompact: boolean;
  withTooltip: WithTooltip;
}) {
  const { isMobile, setMobileOpen } = useSidebar();
  const navigate = useNavigate();
  const isActive = useLocation().pathname === path;
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
        void navigate(path);
      }}
    >
      <Icon aria-hidden="true" />
      <span className={cn(isCompact && 'sr-only')}>{label}</span>
    </Button>
  );
  return isCompact ? withTooltip(label, button) : button;
}
