import { useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NeedsConnection } from '#web/components/needs-connection.tsx';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { useIsOnline } from '#web/lib/offline/online-status.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';

import { formatDate, ticketLabel } from '../lib/ticket-format.ts';
import { BoardAssignButton } from './board-assign-button.tsx';
import { ChecklistProgressBadge, PreventiveBadge } from './preventive-badge.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import { SlaBadge } from './sla-badge.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TicketSelectCheckbox } from './ticket-select-checkbox.tsx';
import type { TicketSelection } from '../lib/ticket-selection.ts';

interface TicketTableProps {
  tickets: Ticket[];
  canAssign: (ticket: Ticket) => boolean;
  onViewDetails: (ticket: Ticket) => void;
  onAssign: (ticket: Ticket) => void;
  selection: TicketSelection | undefined;
  /** Tickets changed on this phone that the server has not had yet (decision 036 §3). */
  waitingTicketIds: ReadonlySet<string>;
}

/** The board's denser view on desktop (decision 026): one row a ticket, the same actions as a card. */
export function TicketTable({
  tickets,
  canAssign,
  onViewDetails,
  onAssign,
  selection,
  waitingTicketIds,
}: TicketTableProps) {
  const { t } = useTranslation('tickets');
  const isOnline = useIsOnline();
  return (
    <>
      {!isOnline && tickets.some(canAssign) ? (
        <NeedsConnection buttons={[t('card.assign')]} />
      ) : null}
      <Table aria-label={t('table.tickets')}>
        <TableHeader>
          <TableRow>
            {selection ? (
              <TableHead className="w-10">
                <span className="sr-only">{t('table.select')}</span>
              </TableHead>
            ) : null}
            <TableHead>{t('table.ticket')}</TableHead>
            <TableHead>{t('table.title')}</TableHead>
            <TableHead>{t('table.store')}</TableHead>
            {/* Issue 40: beside the sidebar at 1280 px the ten columns were 280 px too wide (in
                Spanish most of all). Below 1536 px the category goes under the title, the text
                columns and the action buttons wrap, and the table fits without sideways scroll. */}
            <TableHead className="hidden 2xl:table-cell">{t('table.category')}</TableHead>
            <TableHead>{t('table.priority')}</TableHead>
            <TableHead>{t('table.status')}</TableHead>
            <TableHead className="whitespace-normal">{t('table.assignedTo')}</TableHead>
            <TableHead className="whitespace-normal">{t('table.submitted')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('table.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tickets.map((ticket) => {
            const label = ticketLabel(ticket);
            const isSelected = selection?.selectedIds.has(ticket.id) ?? false;
            return (
              <TableRow key={ticket.id} data-state={isSelected ? 'selected' : undefined}>
                {selection ? (
                  <TableCell>
                    <TicketSelectCheckbox
                      label={t('grid.selectTicket', { ticket: label })}
                      checked={isSelected}
                      onCheckedChange={() => {
                        selection.toggle(ticket.id);
                      }}
                    />
                  </TableCell>
                ) : null}
                <TableCell className="font-mono text-muted-foreground">{label}</TableCell>
                <TableCell className="max-w-72 min-w-40 whitespace-normal" title={ticket.title}>
                  <span className="line-clamp-2 font-medium">{ticket.title}</span>
                  <span className="text-xs text-muted-foreground 2xl:hidden">
                    {ticket.category}
                  </span>
                </TableCell>
                <TableCell className="whitespace-normal">{ticket.location}</TableCell>
                <TableCell className="hidden 2xl:table-cell">{ticket.category}</TableCell>
                <TableCell>
                  <PriorityBadge priority={ticket.priority} />
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-1">
                    <StatusBadge status={ticket.status} context="card" />
                    <PreventiveBadge ticket={ticket} />
                    <SlaBadge ticket={ticket} />
                    <ChecklistProgressBadge ticket={ticket} />
                    {waitingTicketIds.has(ticket.id) ? <WaitingToSync /> : null}
                  </div>
                </TableCell>
                <TableCell className="whitespace-normal">
                  {ticket.assignedToName ?? (
                    <span className="text-muted-foreground">{t('table.unassigned')}</span>
                  )}
                </TableCell>
                <TableCell>
                  <time dateTime={ticket.submittedAt}>{formatDate(ticket.submittedAt)}</time>
                </TableCell>
                <TableCell className="text-right">
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('card.viewDetailsOf', { ticket: label })}
                      onClick={() => {
                        onViewDetails(ticket);
                      }}
                    >
                      {t('card.viewDetails')}
                    </Button>
                    {canAssign(ticket) ? (
                      <BoardAssignButton ticket={ticket} isOnline={isOnline} onAssign={onAssign} />
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
