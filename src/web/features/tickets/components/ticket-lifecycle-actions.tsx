import { PencilIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { canAcceptTicket, canEditTicketDetails, canReopenTicket } from '#contract/ticket-access.ts';
import type { TicketAccessUser } from '#contract/ticket-access.ts';
import { NeedsConnection } from '#web/components/needs-connection.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useIsOnline } from '#web/lib/offline/online-status.ts';

import { AcceptTicketButton } from './accept-ticket-button.tsx';
import { EditTicketDialog } from './edit-ticket-dialog.tsx';
import { ReopenTicketDialog } from './reopen-ticket-dialog.tsx';

// Decision 023: Accept, Edit and Reopen in the ticket detail, shown by the contract's rules
// (the same ones the server enforces).

interface LifecycleActions {
  accept: boolean;
  edit: boolean;
  reopen: boolean;
}

function ticketLifecycleActions(user: TicketAccessUser, ticket: Ticket): LifecycleActions {
  // The rules read the submitter's id; the API's `submittedBy` is their name.
  const facts = { ...ticket, submittedBy: ticket.submittedById };
  return {
    accept: canAcceptTicket(user, facts),
    edit: canEditTicketDetails(user, facts),
    reopen: canReopenTicket(user, facts),
  };
}

export function hasLifecycleActions(user: TicketAccessUser, ticket: Ticket): boolean {
  return Object.values(ticketLifecycleActions(user, ticket)).some(Boolean);
}

export function TicketLifecycleActions({
  ticket,
  viewer,
}: {
  ticket: Ticket;
  viewer: TicketAccessUser;
}) {
  const { t } = useTranslation('tickets');
  const [dialog, setDialog] = useState<'edit' | 'reopen' | null>(null);
  const actions = ticketLifecycleActions(viewer, ticket);
  // Accept goes through the outbox; an edit or a reopen is saved on the server only.
  const isOnline = useIsOnline();
  const waitingForConnection = isOnline
    ? []
    : [
        ...(actions.edit ? [t('detail.edit')] : []),
        ...(actions.reopen ? [t('detail.reopen')] : []),
      ];
  if (!actions.accept && !actions.edit && !actions.reopen && dialog === null) return null;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {actions.accept ? <AcceptTicketButton ticket={ticket} /> : null}
      {actions.edit ? (
        <Button
          variant="outline"
          disabled={!isOnline}
          onClick={() => {
            setDialog('edit');
          }}
        >
          <PencilIcon aria-hidden="true" />
          {t('detail.edit')}
        </Button>
      ) : null}
      {actions.reopen ? (
        <Button
          variant="outline"
          disabled={!isOnline}
          onClick={() => {
            setDialog('reopen');
          }}
        >
          <RotateCcwIcon aria-hidden="true" />
          {t('detail.reopen')}
        </Button>
      ) : null}
      <NeedsConnection buttons={waitingForConnection} className="basis-full" />
      <EditTicketDialog ticket={ticket} open={dialog === 'edit'} onOpenChange={closeDialog} />
      <ReopenTicketDialog ticket={ticket} open={dialog === 'reopen'} onOpenChange={closeDialog} />
    </div>
  );
}
