import { useTranslation } from 'react-i18next';

import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** What a screen shows while its code loads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" role="status" aria-label={t('loading')}>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    </div>
  );
}
