import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Certification } from '#contract/schemas/certification.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { useCertifications } from '../api/get-certifications.ts';
import { CertificationForm } from './certification-form.tsx';
import { CertificationRow } from './certification-row.tsx';

/** One user's certifications: the add/edit form and the list, with expired ones flagged. */
export function CertificationManager({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const certificationsQuery = useCertifications(userId);
  const [editing, setEditing] = useState<Certification | null>(null);
  return (
    <div className="grid gap-4">
      <CertificationForm
        key={editing?.id ?? 'new'}
        userId={userId}
        editing={editing}
        onDone={() => {
          setEditing(null);
        }}
      />
      {certificationsQuery.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('certifications.loading')}>
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : certificationsQuery.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{t('certifications.failed')}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void certificationsQuery.refetch();
              }}
            >
              {t('certifications.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : certificationsQuery.data.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">
          {t('certifications.empty')}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t('certifications.list')}>
          {certificationsQuery.data.map((certification) => (
            <CertificationRow
              key={certification.id}
              certification={certification}
              isEditing={certification.id === editing?.id}
              onEdit={() => {
                setEditing(certification);
              }}
              onDeleted={() => {
                if (editing?.id === certification.id) setEditing(null);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
