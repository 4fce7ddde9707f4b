import { MapPinIcon, WrenchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { NeedsConnection } from '#web/components/needs-connection.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { useIsOnline } from '#web/lib/offline/online-status.ts';

import { formatDate, submitterName, ticketLabel } from '../lib/ticket-format.ts';
import { BoardAssignButton } from './board-assign-button.tsx';
import { ChecklistProgressBadge, PreventiveBadge } from './preventive-badge.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import { SlaBadge } from './sla-badge.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TicketEquipmentName } from './ticket-equipment-link.tsx';

interface TicketCardProps {
  ticket: Ticket;
  /** Whether the viewer may assign this ticket (the contract's canAssignTicket). */
  canAssign: (ticket: Ticket) => boolean;
  onViewDetails: (ticket: Ticket) => void;
  onAssign: (ticket: Ticket) => void;
  /** Shown before the ticket number: the board's selection checkbox for admins (decision 026). */
  leading?: ReactNode;
  /** A change made to it on this phone has not reached the server yet (decision 036 §3). */
  isWaitingToSync?: boolean;
}

/** Product rules §2 ticket card: every field, View Details, and Assign for admins on open tickets. */
export function TicketCard({
  ticket,
  canAssign,
  onViewDetails,
  onAssign,
  leading,
  isWaitingToSync = false,
}: TicketCardProps) {
  const { t } = useTranslation('tickets');
  const titleId = `ticket-${ticket.id}-title`;
  const isOnline = useIsOnline();
  const canAssignNow = canAssign(ticket);
  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId} role="article">
      <CardHeader className="gap-2 px-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            {leading}
            <span className="font-mono text-sm text-muted-foreground">{ticketLabel(ticket)}</span>
          </span>
          <div className="flex flex-wrap gap-1.5">
            <PriorityBadge priority={ticket.priority} />
            <StatusBadge status={ticket.status} context="card" />
            <PreventiveBadge ticket={ticket} />
            <SlaBadge ticket={ticket} />
            <ChecklistProgressBadge ticket={ticket} />
            {isWaitingToSync ? <WaitingToSync /> : null}
          </div>
        </div>
        <h2 id={titleId} className="text-base leading-snug font-semibold break-words">
          {ticket.title}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-3 px-5 text-sm">
        <p className="line-clamp-3 break-words text-muted-foreground">{ticket.description}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <MapPinIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">{t('card.location')}</span>
            {ticket.location}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <WrenchIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">{t('card.category')}</span>
            {ticket.category}
          </span>
        </div>
        <dl className="grid gap-1">
          {ticket.equipment ? (
            <div className="flex flex-wrap gap-1">
              <dt className="text-muted-foreground">{t('card.equipment')}</dt>
              <dd className="break-words">
                <TicketEquipmentName equipment={ticket.equipment} />
              </dd>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-1">
            <dt className="text-muted-foreground">{t('card.submittedBy')}</dt>
            <dd>{submitterName(ticket, t('card.preventiveSubmitter'))}</dd>
          </div>
          {ticket.assignedToName ? (
            <div className="flex flex-wrap gap-1">
              <dt className="text-muted-foreground">{t('card.assignedTo')}</dt>
              <dd>{ticket.assignedToName}</dd>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-1">
            <dt className="text-muted-foreground">{t('card.submitted')}</dt>
            <dd>
              <time dateTime={ticket.submittedAt}>{formatDate(ticket.submittedAt)}</time>
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="mt-auto gap-2 px-5">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          aria-label={t('card.viewDetailsOf', { ticket: ticketLabel(ticket) })}
          onClick={() => {
            onViewDetails(ticket);
          }}
        >
          {t('card.viewDetails')}
        </Button>
        {canAssignNow ? (
          <BoardAssignButton
            ticket={ticket}
            isOnline={isOnline}
            onAssign={onAssign}
            className="flex-1"
          />
        ) : null}
      </CardFooter>
      {canAssignNow && !isOnline ? (
        <NeedsConnection buttons={[t('card.assign')]} className="px-5" />
      ) : null}
    </Card>
  );
}
