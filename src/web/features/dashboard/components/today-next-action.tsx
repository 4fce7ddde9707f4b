import { CheckIcon, CircleCheckBigIcon, PlayIcon } from 'lucide-react';
import { Link } from 'react-router';

import type { TodayTicket } from '#contract/schemas/technician-today.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { ticketCompletionPath } from '#web/lib/ticket-links.ts';

import { useAcceptTicket, useClockInOnTicket } from '../api/today-actions.ts';

// The row's ONE button (decisions 029-031), the action the server computed. Full width and 44 px tall on a
// phone, where it is tapped with a thumb.
const BUTTON_CLASS = 'h-11 w-full sm:w-auto';

/** Decision 036 §3: the time clock's words for a tap kept on the phone until the signal returns. */
const QUEUED_TEXT = 'Saved on this phone: waiting to sync';

export function TodayNextAction({
  ticket,
  clockedInElsewhere,
}: {
  ticket: TodayTicket;
  clockedInElsewhere: boolean;
}) {
  const accept = useAcceptTicket();
  const clockIn = useClockInOnTicket();
  switch (ticket.nextAction) {
    case 'accept':
      return (
        <Button
          className={BUTTON_CLASS}
          disabled={accept.isPending}
          onClick={() => {
            accept.mutateAsync(ticket).then(
              ({ isQueued }) => {
                notifySuccess(
                  'Success',
                  isQueued ? QUEUED_TEXT : 'Ticket status updated successfully!',
                );
              },
              (error: unknown) => {
                notifyError('Error', errorText(error, 'Failed to update ticket status'));
              },
            );
          }}
        >
          <CheckIcon aria-hidden="true" />
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
      );
    case 'clock-in':
      return (
        <Button
          className={BUTTON_CLASS}
          disabled={clockIn.isPending}
          onClick={() => {
            clockIn.mutateAsync({ ticket, clockedInElsewhere }).then(
              ({ switched, isQueued }) => {
                if (isQueued) notifySuccess(switched ? 'Switched' : 'Clocked In', QUEUED_TEXT);
                else if (switched)
                  notifySuccess('Switched', `Now working on #${String(ticket.ticketNumber)}`);
                else notifySuccess('Clocked In', 'Your work session has started successfully');
              },
              (error: unknown) => {
                notifyError('Clock In Failed', errorText(error, 'Clock in failed'));
              },
            );
          }}
        >
          <PlayIcon aria-hidden="true" />
          {clockIn.isPending ? 'Clocking In...' : 'Clock In'}
        </Button>
      );
    case 'complete':
      return (
        <Button asChild className={BUTTON_CLASS}>
          <Link to={ticketCompletionPath(ticket.id)}>
            <CircleCheckBigIcon aria-hidden="true" />
            Complete
          </Link>
        </Button>
      );
  }
}
