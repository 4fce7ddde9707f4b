import type { ReactElement } from 'react';

import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '#web/components/ui/tooltip.tsx';
import type { StoredUser } from '#web/lib/current-user.ts';

import { SidebarBody } from './sidebar-body.tsx';

function withSideTooltip(label: string, trigger: ReactElement) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{trigger}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * The collapsed sidebar: each icon names itself in a tooltip on the right (product rules §9's
 * delays, one provider so moving along the icons skips the delay). A chunk of its own (decision
 * 043, fourth pass): the expanded sidebar and the phone's sheet need no tooltip.
 */
export function CompactSidebarBody({ user }: { user: StoredUser }) {
  return (
    <TooltipProvider>
      <SidebarBody user={user} isCompact withTooltip={withSideTooltip} />
    </TooltipProvider>
  );
}
