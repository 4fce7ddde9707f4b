import { WrenchIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { APP_NAME } from '#contract/constants.ts';
import { useSidebar } from '#web/components/ui/sidebar.tsx';
import { Sidebar } from '#web/components/ui/sidebar.tsx';
import type { StoredUser } from '#web/lib/current-user.ts';
import { cn } from '#web/lib/utils.ts';

import { SidebarBody, withoutTooltip } from './sidebar-body.tsx';

const CompactSidebarBody = lazy(() =>
  import('./compact-sidebar-body.tsx').then((module) => ({ default: module.CompactSidebarBody })),
);

export function AppSidebar({ user }: { user: StoredUser }) {
  const { t } = useTranslation();
  const { isOpen, isMobile } = useSidebar();
  const isCompact = !isOpen && !isMobile;

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
      {isCompact ? (
        // Decision 043, fourth pass: the tooltips of the collapsed sidebar (Radix's tooltip and
        // floating-ui) load only when it is collapsed; the same items show without them meanwhile.
        <Suspense fallback={<SidebarBody user={user} isCompact withTooltip={withoutTooltip} />}>
          <CompactSidebarBody user={user} />
        </Suspense>
      ) : (
        <SidebarBody user={user} isCompact={false} withTooltip={withoutTooltip} />
      )}
    </Sidebar>
  );
}
