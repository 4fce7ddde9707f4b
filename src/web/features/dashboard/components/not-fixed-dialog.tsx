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
  const reopen = useReopenNotFixed();
  const label = ticket ? `#${String(ticket.ticketNumber)}` : '';
  return (
    <ReasonDialog
      open={ticket !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Not Fixed"
      description={`${label} · ${ticket?.title ?? ''}. It is reopened and goes back to its technician, or to the open tickets when it has none.`}
      field={NOT_FIXED_REASON}
      id="not-fixed-reason"
      label="What is still wrong? *"
      placeholder="Still leaking at close"
      submitLabel="Reopen Ticket"
      pendingLabel="Reopening..."
      isPending={reopen.isPending}
      onSubmit={(reason) =>
        ticket ? reopen.mutateAsync({ ticketId: ticket.id, reason }) : Promise.resolve()
      }
      onSuccess={() => {
        notifySuccess('Success', `Ticket ${label} reopened`);
      }}
      failure={{ title: 'Error', fallback: 'Failed to reopen the ticket' }}
    />
  );
}
