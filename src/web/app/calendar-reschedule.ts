import { useCallback } from 'react';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { ScheduleRange } from '#contract/utils/schedule.ts';
import { isDayBeforeToday, localDay } from '#contract/utils/schedule.ts';
import { useUpdateTicketSchedule } from '#web/features/tickets/api/update-ticket-schedule.ts';
import { PAST_DATE_MESSAGE } from '#web/features/tickets/lib/schedule-form.ts';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

/**
 * The calendar's drag-to-reschedule (decision 029), composed here because features never import each
 * other: the tickets feature's schedule call, with the Update Schedule dialog's rules and toasts. A
 * day before today is refused with the dialog's message before anything is sent; the server
 * checks again (admins only, assigned and uncompleted tickets, no past days).
 */
export function useCalendarReschedule() {
  const updateSchedule = useUpdateTicketSchedule();
  const { mutateAsync } = updateSchedule;
  return useCallback(
    async (ticket: Ticket, schedule: ScheduleRange): Promise<void> => {
      if (
        schedule.scheduledStart &&
        isDayBeforeToday(localDay(new Date(schedule.scheduledStart)), localDay(new Date()))
      ) {
        notifyError('Error', PAST_DATE_MESSAGE);
        return;
      }
      try {
        await mutateAsync({ ticketId: ticket.id, schedule });
        // The same words as the Update Schedule dialog's.
        notifySuccess('Success', 'Ticket scheduled successfully!');
      } catch (error) {
        notifyError('Error', errorText(error, 'Failed to schedule ticket'));
      }
    },
    [mutateAsync],
  );
}
