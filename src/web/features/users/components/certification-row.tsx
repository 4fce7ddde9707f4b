import { AwardIcon, PencilIcon, Trash2Icon } from 'lucide-react';

import type { Certification } from '#contract/schemas/certification.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { cn } from '#web/lib/utils.ts';

import { useDeleteCertification } from '../api/delete-certification.ts';
import { formatDay } from '../lib/format-day.ts';

export interface CertificationRowProps {
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
      {
        onSuccess: () => {
          notifySuccess('Certification deleted successfully');
          onDeleted();
        },
        onError: (error) => {
          notifyError('Failed to delete certification', errorText(error, 'Please try again.'));
        },
      },
    );
  }

  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3',
        isEditing && 'border-primary bg-accent/50',
      )}
    >
      <AwardIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {certificationName}
          {isExpired ? <Badge variant="destructive">Expired</Badge> : null}
        </p>
        <p className="text-sm break-all text-muted-foreground">No. {certificationNumber}</p>
        <p className={cn('text-sm', isExpired ? 'text-destructive' : 'text-muted-foreground')}>
          {expirationDate
            ? `${isExpired ? 'Expired' : 'Expires'} ${formatDay(expirationDate)}`
            : 'No expiration date'}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${certificationName}`}
          onClick={onEdit}
          disabled={isEditing}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={`Delete ${certificationName}`}
              disabled={deleteMutation.isPending}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete {certificationName}?</AlertDialogTitle>
              <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                className="bg-destructive text-white hover:bg-destructive/90"
                onClick={handleDelete}
              >
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
