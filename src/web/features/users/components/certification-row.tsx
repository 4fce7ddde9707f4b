import { AwardIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Certification } from '#contract/schemas/certification.ts';
import { ManagedItemRow } from '#web/components/managed-item-row.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useCertificationName } from '#web/lib/i18n/certification-name.ts';
import { toastOutcome } from '#web/lib/notify.ts';
import { cn } from '#web/lib/utils.ts';

import { useDeleteCertification } from '../api/delete-certification.ts';
import { formatDay } from '../lib/format-day.ts';

interface CertificationRowProps {
  certification: Certification;
  isEditing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

export function CertificationRow({
  certification,
  isEditing,
  onEdit,
  onDeleted,
}: CertificationRowProps) {
  const { t } = useTranslation(['users', 'directory']);
  const deleteMutation = useDeleteCertification();
  const { certificationNumber, expirationDate, isExpired } = certification;
  const certificationName = useCertificationName()(certification.certificationName);

  function handleDelete() {
    deleteMutation.mutate(
      { id: certification.id, userId: certification.userId },
      toastOutcome(t('certifications.deleted'), t('certifications.deleteFailed'), onDeleted),
    );
  }

  return (
    <ManagedItemRow
      icon={
        <AwardIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      }
      title={
        <>
          {certificationName}
          {isExpired ? <Badge variant="destructive">{t('certifications.expired')}</Badge> : null}
        </>
      }
      titleClassName="flex flex-wrap items-center gap-2"
      isEditing={isEditing}
      editLabel={t('directory:editName', { name: certificationName })}
      onEdit={onEdit}
      deleteLabel={t('certifications.delete', { name: certificationName })}
      confirmTitle={t('certifications.confirmTitle', { name: certificationName })}
      confirmDescription={t('certifications.confirmText')}
      isDeletePending={deleteMutation.isPending}
      onConfirmDelete={handleDelete}
    >
      <p className="text-sm break-all text-muted-foreground">
        {t('certifications.numberShort', { number: certificationNumber })}
      </p>
      <p className={cn('text-sm', isExpired ? 'text-destructive' : 'text-muted-foreground')}>
        {expirationDate
          ? t(isExpired ? 'certifications.expiredOn' : 'certifications.expiresOn', {
              date: formatDay(expirationDate),
            })
          : t('certifications.noExpiration')}
      </p>
    </ManagedItemRow>
  );
}
