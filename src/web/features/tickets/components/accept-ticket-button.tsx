import { CheckIcon } from 'lucide-react';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonProps } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useUpdateTicketStatus } from '../api/update-ticket-status.ts';

/**
 * 'Accept': the assigned technician takes on their open ticket (a status change to accepted).
 * Shown in the detail's actions and in the phone's action bar (decision 031); callers ask
 * canAcceptTicket first.
 */
export function AcceptTicketButton({
  ticket,
  className,
}: {
  ticket: Ticket;
  className?: ButtonProps['className'];
}) {
  const updateStatus = useUpdateTicketStatus();
  return (
    <Button
      className={className}
      disabled={updateStatus.isPending}
      onClick={() => {
        updateStatus.mutateAsync({ ticketId: ticket.id, status: 'accepted' }).then(
          (result) => {
            notifySuccess(
              'Success',
              // Decision 036 §3: queued without signal, as the status picker says it.
              result.queued
                ? 'Saved on this phone: waiting to sync'
                : 'Ticket status updated successfully!',
            );
          },
          (error: unknown) => {
            notifyError('Error', errorText(error, 'Failed to update ticket status'));
          },
        );
      }}
    >
      <CheckIcon aria-hidden="true" />
      {updateStatus.isPending ? 'Accepting...' : 'Accept'}
    </Button>
  );
}
