import { AlertCircleIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';

interface RetryAlertProps {
  /** What failed to load. */
  children: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  icon?: LucideIcon;
  buttonClassName?: string;
}

/** Something failed to load: the red box saying so, with a button that asks again. */
export function RetryAlert({
  children,
  onRetry,
  retryLabel,
  icon: Icon,
  buttonClassName,
}: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive">
      {Icon ? <Icon aria-hidden="true" /> : null}
      <AlertDescription>
        {children}
        <Button variant="outline" size="sm" className={buttonClassName} onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** A query that failed: the server's message (or `fallback`) and 'Try again', which refetches. */
export function QueryErrorAlert({
  query,
  fallback,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  fallback: string;
}) {
  const { t } = useTranslation('common');
  return (
    <RetryAlert
      icon={AlertCircleIcon}
      retryLabel={t('tryAgain')}
      buttonClassName="mt-2 w-fit"
      onRetry={() => {
        void query.refetch();
      }}
    >
      {errorText(query.error, fallback)}
    </RetryAlert>
  );
}
