import { CheckCircle2Icon, StoreIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ticketCompletionPath, ticketPath } from '#web/lib/ticket-links.ts';

/**
 * Decision 030: the ticket the running session is on, linked to its detail, with 'Complete Ticket'
 * opening the detail's completion step, so the technician needs no menu between the two.
 */
export function RunningTicket({
  session,
}: {
  session: Pick<ActiveSession, 'ticketId' | 'ticketNumber' | 'ticketTitle' | 'ticketStoreName'>;
}) {
  const { t } = useTranslation('time-clock');
  if (session.ticketId === null || session.ticketNumber === null) return null;
  return (
    <div className="grid gap-3 rounded-md border bg-muted/40 p-3" data-testid="running-ticket">
      <div className="grid min-w-0 gap-1">
        <span className="text-xs font-medium text-muted-foreground uppercase">
          {t('ticket.workingOn')}
        </span>
        <Link
          to={ticketPath(session.ticketId)}
          className="font-medium break-words underline-offset-4 hover:underline"
        >
          #{session.ticketNumber}
          {session.ticketTitle ? ` · ${session.ticketTitle}` : ''}
        </Link>
        {session.ticketStoreName ? (
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <StoreIcon className="size-4 shrink-0" aria-hidden="true" />
            {session.ticketStoreName}
          </span>
        ) : null}
      </div>
      <Button asChild className="w-full sm:w-fit">
        <Link to={ticketCompletionPath(session.ticketId)}>
          <CheckCircle2Icon aria-hidden="true" />
          {t('ticket.complete')}
        </Link>
      </Button>
    </div>
  );
}
