import { useTranslation } from 'react-i18next';

import { ReopenTicketInputSchema } from '#contract/schemas/ticket-edit.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { ReasonDialog } from '#web/components/form/reason-dialog.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useReopenTicket } from '../api/reopen-ticket.ts';
import { ticketLabel } from '../lib/ticket-format.ts';

interface ReopenTicketDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const REOPEN_REASON = { name: 'reason', schema: ReopenTicketInputSchema.shape.reason };

/** Decision 023: an admin reopens a completed ticket; the reason goes to its history. */
export function ReopenTicketDialog({ ticket, open, onOpenChange }: ReopenTicketDialogProps) {
  const { t } = useTranslation('tickets');
  const reopenTicket = useReopenTicket();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reopen.title')}
      description={t('reopen.description', { ticket: ticketLabel(ticket), title: ticket.title })}
      field={REOPEN_REASON}
      id="reopen-reason"
      label={t('reopen.reason')}
      placeholder={t('reopen.reasonPlaceholder')}
      submitLabel={t('reopen.submit')}
      pendingLabel={t('reopen.pending')}
      isPending={reopenTicket.isPending}
      onSubmit={(reason) => reopenTicket.mutateAsync({ ticketId: ticket.id, reason })}
      onSuccess={() => {
        notifySuccess(t('toasts.success'), t('reopen.done', { ticket: ticketLabel(ticket) }));
      }}
      failure={{ title: t('toasts.error'), fallback: t('reopen.failed') }}
    />
  );
}
