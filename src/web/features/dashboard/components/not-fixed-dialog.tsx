import { useTranslation } from 'react-i18next';

import { ReopenTicketInputSchema } from '#contract/schemas/ticket-edit.ts';
import { ReasonDialog } from '#web/components/form/reason-dialog.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useReopenNotFixed } from '../api/confirm-ticket-fixed.ts';

const NOT_FIXED_REASON = { name: 'reason', schema: ReopenTicketInputSchema.shape.reason };

/**
 * Issue 36: the manager says a completed ticket is not fixed. It is reopened with what is still
 * wrong as the reason (decision 023: the reason goes to its history).
 */
export function NotFixedDialog({
  ticket,
  onClose,
}: {
  ticket: { id: string; ticketNumber: number; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const reopen = useReopenNotFixed();
  const number = ticket?.ticketNumber ?? '';
  return (
    <ReasonDialog
      open={ticket !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('notFixedDialog.title')}
      description={t('notFixedDialog.description', { number, title: ticket?.title ?? '' })}
      field={NOT_FIXED_REASON}
      id="not-fixed-reason"
      label={t('notFixedDialog.label')}
      placeholder={t('notFixedDialog.placeholder')}
      submitLabel={t('notFixedDialog.submit')}
      pendingLabel={t('notFixedDialog.pending')}
      isPending={reopen.isPending}
      onSubmit={(reason) =>
        ticket ? reopen.mutateAsync({ ticketId: ticket.id, reason }) : Promise.resolve()
      }
      onSuccess={() => {
        notifySuccess(t('toConfirm.success'), t('notFixedDialog.reopened', { number }));
      }}
      failure={{ title: t('toConfirm.error'), fallback: t('notFixedDialog.failed') }}
    />
  );
}
