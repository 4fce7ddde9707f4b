import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { CalendarView } from '#web/features/calendar/components/calendar-view.tsx';
import { isCalendarView } from '#web/features/calendar/lib/time-grid.ts';
import { TicketDetailDialog } from '#web/features/tickets/components/ticket-detail-dialog.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

import { useCalendarReschedule } from '../calendar-reschedule.ts';

export default function CalendarScreen() {
  const { t } = useTranslation('calendar');
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [openTicket, setOpenTicket] = useState<Ticket | null>(null);
  const viewer = { id: user.id, role: user.role, locationId: user.locationId ?? null };
  const reschedule = useCalendarReschedule();
  // The view is in the address (?view=week), so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const viewParam = searchParams.get('view');
  const view = isCalendarView(viewParam) ? viewParam : 'month';
  return (
    <>
      <PageHeader title={t('title')} />
      <CalendarView
        viewer={viewer}
        view={view}
        onViewChange={(next) => {
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              if (next === 'month') params.delete('view');
              else params.set('view', next);
              return params;
            },
            { replace: true },
          );
        }}
        onRescheduleTicket={reschedule}
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
