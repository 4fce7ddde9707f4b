import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { ReopenTicketInputSchema } from '#contract/schemas/ticket-edit.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useReopenTicket } from '../api/reopen-ticket.ts';
import { ticketLabel } from '../lib/ticket-format.ts';

export interface ReopenTicketDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ReopenTicketForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const reopenTicket = useReopenTicket();
  const { control, handleSubmit } = useForm<
    z.input<typeof ReopenTicketInputSchema>,
    unknown,
    z.output<typeof ReopenTicketInputSchema>
  >({ resolver: zodResolver(ReopenTicketInputSchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await reopenTicket.mutateAsync({ ticketId: ticket.id, reason });
      notifySuccess('Success', `Ticket ${ticketLabel(ticket)} reopened`);
      onDone();
    } catch (error) {
      notifyError('Error', errorText(error, 'Failed to reopen the ticket'));
    }
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <TextField
        control={control}
        name="reason"
        id="reopen-reason"
        label="Reason *"
        isMultiline
        rows={3}
        placeholder="What is still wrong"
        aria-required="true"
        maxLength={maxLengthOf(ReopenTicketInputSchema.shape.reason)}
        disabled={reopenTicket.isPending}
      />
      <FormActions
        isEditing
        isPending={reopenTicket.isPending}
        canSave={!reopenTicket.isPending}
        onCancel={onDone}
        submitLabel="Reopen Ticket"
        pendingLabel="Reopening..."
      />
    </form>
  );
}

/** Issue 15: an admin reopens a completed ticket; the reason goes to its history. */
export function ReopenTicketDialog({ ticket, open, onOpenChange }: ReopenTicketDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reopen Ticket"
      description={`${ticketLabel(ticket)} · ${ticket.title}. It goes back to its technician, or to the open tickets when it has none.`}
    >
      {(close) => <ReopenTicketForm ticket={ticket} onDone={close} />}
    </FormDialog>
  );
}
