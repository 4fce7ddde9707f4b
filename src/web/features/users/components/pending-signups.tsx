import { useTranslation } from 'react-i18next';

import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { useTechnicianSignups } from '../api/get-technician-signups.ts';
import { SignupCard } from './signup-card.tsx';

/** Technician applications awaiting an admin's review. */
export function PendingSignups() {
  const { t } = useTranslation('users');
  const signupsQuery = useTechnicianSignups();

  if (signupsQuery.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={t('signups.loading')}>
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (signupsQuery.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          <p>{t('signups.failed')}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void signupsQuery.refetch();
            }}
          >
            {t('signups.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (signupsQuery.data.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('signups.empty')}</p>;
  }
  return (
    <ul className="grid gap-2" aria-label={t('signups.list')}>
      {signupsQuery.data.map((signup) => (
        <SignupCard key={signup.id} signup={signup} />
      ))}
    </ul>
  );
}
