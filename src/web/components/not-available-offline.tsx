import type { FetchStatus } from '@tanstack/react-query';
import { CloudOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '#web/lib/utils.ts';

/**
 * Decision 036: a query with nothing kept on the device, waiting for the network (TanStack pauses it
 * while offline). Without this it would show its loading skeleton until the signal comes back.
 */
export function isUnavailableOffline(query: { data: unknown; fetchStatus: FetchStatus }): boolean {
  return query.data === undefined && query.fetchStatus === 'paused';
}

/** Shown instead of a loading state when what is asked for was not kept on the device. */
export function NotAvailableOffline({ what, className }: { what: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}
    >
      <CloudOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-medium text-foreground">{t('shared.notAvailableOffline')}</span>
        <span className="block">{t('shared.loadsWhenOnline', { what })}</span>
      </p>
    </div>
  );
}
