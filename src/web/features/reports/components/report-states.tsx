import { RotateCwIcon, TriangleAlertIcon } from 'lucide-react';

import { useTranslation } from 'react-i18next';

import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A report loading: its summary cards and its chart as placeholders. */
export function ReportLoading({ label, cards }: { label: string; cards: 3 | 4 }) {
  return (
    <div className="grid grid-cols-1 gap-6" aria-label={label}>
      <div className={cards === 4 ? 'grid gap-3 sm:grid-cols-4' : 'grid gap-3 sm:grid-cols-3'}>
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** A report that failed to load: what failed, and Retry. */
export function ReportLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          {t('retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
