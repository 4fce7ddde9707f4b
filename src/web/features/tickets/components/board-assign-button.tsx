import { useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';

import { ticketLabel } from '../lib/ticket-format.ts';

/**
 * The board's Assign (a card's and a table row's). Decision 036 §3: assigning checks other people's
 * schedules, which only the server knows, so the outbox does not carry it: offline it is disabled,
 * and the board says 'Needs a connection: Assign'.
 */
export function BoardAssignButton({
  ticket,
  isOnline,
  onAssign,
  className,
}: {
  ticket: Ticket;
  isOnline: boolean;
  onAssign: (ticket: Ticket) => void;
  className?: string;
}) {
  const { t } = useTranslation('tickets');
  return (
    <Button
      size="sm"
      className={className}
      aria-label={t('card.assignTicket', { ticket: ticketLabel(ticket) })}
      disabled={!isOnline}
      onClick={() => {
        onAssign(ticket);
      }}
    >
      {t('card.assign')}
    </Button>
  );
}
