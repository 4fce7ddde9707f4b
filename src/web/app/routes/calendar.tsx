import { useState } from 'react';
import { useNavigate } from 'react-router';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { CalendarView } from '#web/features/calendar/components/calendar-view.tsx';
import { TicketDetailDialog } from '#web/features/tickets/components/ticket-detail-dialog.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

export default function CalendarScreen() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [openTicket, setOpenTicket] = useState<Ticket | null>(null);
  const viewer = { id: user.id, role: user.role };
  return (
    <>
      <PageHeader title="Calendar" />
      <CalendarView
        viewer={viewer}
        onOpenTicket={setOpenTicket}
        onScheduleTicket={(day) => {
          // The create form starts with the chosen day as its schedule date.
          void navigate(`/create-ticket?date=${day}`);
        }}
      />
      <TicketDetailDialog
        ticketId={openTicket?.id ?? null}
        {...(openTicket ? { placeholder: openTicket } : {})}
        viewer={viewer}
        onOpenChange={(open) => {
          if (!open) setOpenTicket(null);
        }}
      />
    </>
  );
}
