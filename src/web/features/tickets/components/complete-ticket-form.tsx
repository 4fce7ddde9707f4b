import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { CompleteTicketInputSchema } from '#contract/schemas/ticket.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useCompleteTicket } from '../api/complete-ticket.ts';

// The body's object, without the default that lets the API take no body at all.
const CompletionSchema = CompleteTicketInputSchema.unwrap();

/** Product rules §2: the technician's optional completion notes and 'Complete Ticket'. */
export function CompleteTicketForm({ ticket }: { ticket: Ticket }) {
  const completeTicket = useCompleteTicket();
  const { control, handleSubmit } = useForm<
    z.input<typeof CompletionSchema>,
    unknown,
    z.output<typeof CompletionSchema>
  >({
    resolver: zodResolver(CompletionSchema),
    defaultValues: { completionNotes: '' },
  });
  // Awaited rather than mutate callbacks: the form unmounts once the ticket is completed.
  const onSubmit = handleSubmit(async ({ completionNotes }) => {
    try {
      await completeTicket.mutateAsync({ ticketId: ticket.id, completionNotes });
      notifySuccess('Success', 'Ticket status updated successfully!');
    } catch (error) {
      notifyError('Error', errorText(error, 'Failed to update ticket status'));
    }
  });
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <TextField
        control={control}
        name="completionNotes"
        id="completion-notes"
        label="Completion Notes (optional)"
        isMultiline
        rows={3}
        placeholder="What was done, parts used, follow-up needed"
        maxLength={maxLengthOf(CompletionSchema.shape.completionNotes)}
        disabled={completeTicket.isPending}
      />
      <Button type="submit" className="sm:w-fit" disabled={completeTicket.isPending}>
        {completeTicket.isPending ? 'Completing...' : 'Complete Ticket'}
      </Button>
    </form>
  );
}
