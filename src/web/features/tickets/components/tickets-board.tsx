import { useCallback, useState } from 'react';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { canAssignTicket } from '#contract/ticket-access.ts';

import type { TicketFilters as Filters } from '../api/get-tickets.ts';
import { AssignTicketDialog } from './assign-ticket-dialog.tsx';
import type { TicketViewer } from './ticket-detail-dialog.tsx';
import { TicketDetailDialog } from './ticket-detail-dialog.tsx';
import { TicketFilters } from './ticket-filters.tsx';
import { TicketGrid } from './ticket-grid.tsx';

/** The tickets screen's body: filters, the grid, the detail modal and the assign dialog. */
export function TicketsBoard({ viewer }: { viewer: TicketViewer }) {
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<Ticket | null>(null);
  const [assigning, setAssigning] = useState<Ticket | null>(null);
  const changeFilters = useCallback((next: Filters) => {
    setFilters(next);
  }, []);

  return (
    <>
      <TicketFilters value={filters} onChange={changeFilters} />
      <TicketGrid
        filters={filters}
        canAssign={(ticket) => canAssignTicket(viewer, ticket)}
        onViewDetails={setSelected}
        onAssign={setAssigning}
      />
      <TicketDetailDialog
        ticketId={selected?.id ?? null}
        {...(selected ? { placeholder: selected } : {})}
        viewer={viewer}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
      />
      <AssignTicketDialog
        ticket={assigning}
        onOpenChange={(open) => {
          if (!open) setAssigning(null);
        }}
      />
    </>
  );
}
