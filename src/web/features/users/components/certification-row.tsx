import { AwardIcon } from 'lucide-react';

import type { Certification } from '#contract/schemas/certification.ts';
import { ManagedItemRow } from '#web/components/managed-item-row.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
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
  const deleteMutation = useDeleteCertification();
  const { certificationName, certificationNumber, expirationDate, isExpired } = certification;

  function handleDelete() {
    deleteMutation.mutate(
      { id: certification.id, userId: certification.userId },
      toastOutcome(
        'Certification deleted successfully',
        'Failed to delete certification',
        onDeleted,
      ),
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
          {isExpired ? <Badge variant="destructive">Expired</Badge> : null}
        </>
      }
      titleClassName="flex flex-wrap items-center gap-2"
      isEditing={isEditing}
      editLabel={`Edit ${certificationName}`}
      onEdit={onEdit}
      deleteLabel={`Delete ${certificationName}`}
      confirmTitle={`Delete ${certificationName}?`}
      confirmDescription="This cannot be undone."
      isDeletePending={deleteMutation.isPending}
      onConfirmDelete={handleDelete}
    >
      <p className="text-sm break-all text-muted-foreground">No. {certificationNumber}</p>
      <p className={cn('text-sm', isExpired ? 'text-destructive' : 'text-muted-foreground')}>
        {expirationDate
          ? `${isExpired ? 'Expired' : 'Expires'} ${formatDay(expirationDate)}`
          : 'No expiration date'}
      </p>
    </ManagedItemRow>
  );
}
