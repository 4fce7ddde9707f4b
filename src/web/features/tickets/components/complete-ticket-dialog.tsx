import { useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';

import { ticketLabel } from '../lib/ticket-format.ts';
import { CompleteTicketForm } from './complete-ticket-form.tsx';

interface CompleteTicketDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Decisions 023-028: choosing 'Completed' in the status picker opens the completion step instead of
 * completing on the spot. Cancel (or closing) leaves the ticket as it was.
 */
export function CompleteTicketDialog({ ticket, open, onOpenChange }: CompleteTicketDialogProps) {
  const { t } = useTranslation('tickets');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('complete.title')}
      description={`${ticketLabel(ticket)} · ${ticket.title}`}
    >
      {(close) => (
        <CompleteTicketForm
          ticket={ticket}
          idPrefix="complete-step"
          onCancel={close}
          onCompleted={close}
        />
      )}
    </FormDialog>
  );
}
