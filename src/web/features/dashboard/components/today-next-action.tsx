import { CheckIcon, CircleCheckBigIcon, PlayIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

export function TodayNextAction({
  ticket,
  clockedInElsewhere,
}: {
  ticket: TodayTicket;
  clockedInElsewhere: boolean;
}) {
  const { t } = useTranslation('today');
  // Decision 036 §3: the time clock's words for a tap kept on the phone until the signal returns.
  const queuedText = t('toasts.savedOnPhone');
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
                  t('toasts.success'),
                  isQueued ? queuedText : t('toasts.statusUpdated'),
                );
              },
              (error: unknown) => {
                notifyError(t('toasts.error'), errorText(error, t('toasts.statusFailed')));
              },
            );
          }}
        >
          <CheckIcon aria-hidden="true" />
          {accept.isPending ? t('accepting') : t('accept')}
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
                if (isQueued)
                  notifySuccess(
                    switched ? t('toasts.switched') : t('toasts.clockedIn'),
                    queuedText,
                  );
                else if (switched)
                  notifySuccess(
                    t('toasts.switched'),
                    t('toasts.nowWorkingOn', { number: String(ticket.ticketNumber) }),
                  );
                else notifySuccess(t('toasts.clockedIn'), t('toasts.clockedInBody'));
              },
              (error: unknown) => {
                notifyError(
                  t('toasts.clockInFailed'),
                  errorText(error, t('toasts.clockInFailedBody')),
                );
              },
            );
          }}
        >
          <PlayIcon aria-hidden="true" />
          {clockIn.isPending ? t('clockingIn') : t('clockIn')}
        </Button>
      );
    case 'complete':
      return (
        <Button asChild className={BUTTON_CLASS}>
          <Link to={ticketCompletionPath(ticket.id)}>
            <CircleCheckBigIcon aria-hidden="true" />
            {t('complete')}
          </Link>
        </Button>
      );
  }
}
