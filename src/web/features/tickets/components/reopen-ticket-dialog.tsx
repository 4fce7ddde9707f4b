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
  const reopenTicket = useReopenTicket();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reopen Ticket"
      description={`${ticketLabel(ticket)} · ${ticket.title}. It goes back to its technician, or to the open tickets when it has none.`}
      field={REOPEN_REASON}
      id="reopen-reason"
      label="Reason *"
      placeholder="What is still wrong"
      submitLabel="Reopen Ticket"
      pendingLabel="Reopening..."
      isPending={reopenTicket.isPending}
      onSubmit={(reason) => reopenTicket.mutateAsync({ ticketId: ticket.id, reason })}
      onSuccess={() => {
        notifySuccess('Success', `Ticket ${ticketLabel(ticket)} reopened`);
      }}
      failure={{ title: 'Error', fallback: 'Failed to reopen the ticket' }}
    />
  );
}
