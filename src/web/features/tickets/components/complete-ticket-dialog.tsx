import type { Ticket } from '#contract/schemas/ticket.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

import { ticketLabel } from '../lib/ticket-format.ts';
import { CompleteTicketForm } from './complete-ticket-form.tsx';

export interface CompleteTicketDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Issue 15: choosing 'Completed' in the status picker opens the completion step instead of
 * completing on the spot. Cancel (or closing) leaves the ticket as it was.
 */
export function CompleteTicketDialog({ ticket, open, onOpenChange }: CompleteTicketDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete Ticket</DialogTitle>
          <DialogDescription>{`${ticketLabel(ticket)} · ${ticket.title}`}</DialogDescription>
        </DialogHeader>
        {open ? (
          <CompleteTicketForm
            ticket={ticket}
            idPrefix="complete-step"
            onCancel={() => {
              onOpenChange(false);
            }}
            onCompleted={() => {
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
