import { useState } from 'react';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useCompleteTicket } from '../api/complete-ticket.ts';

/** Product rules §2: the technician's optional completion notes and 'Complete Ticket'. */
export function CompleteTicketForm({ ticket }: { ticket: Ticket }) {
  const completeTicket = useCompleteTicket();
  const [notes, setNotes] = useState('');
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        // Awaited rather than mutate callbacks: the form unmounts once the ticket is completed.
        completeTicket
          .mutateAsync({
            ticketId: ticket.id,
            completionNotes: notes.trim() === '' ? null : notes.trim(),
          })
          .then(
            () => {
              notifySuccess('Success', 'Ticket status updated successfully!');
            },
            (error: unknown) => {
              notifyError('Error', errorText(error, 'Failed to update ticket status'));
            },
          );
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="completion-notes">Completion Notes (optional)</Label>
        <Textarea
          id="completion-notes"
          rows={3}
          placeholder="What was done, parts used, follow-up needed"
          value={notes}
          disabled={completeTicket.isPending}
          onChange={(event) => {
            setNotes(event.target.value);
          }}
        />
      </div>
      <Button type="submit" className="sm:w-fit" disabled={completeTicket.isPending}>
        {completeTicket.isPending ? 'Completing...' : 'Complete Ticket'}
      </Button>
    </form>
  );
}
