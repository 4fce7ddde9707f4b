import { ClockIcon, StoreIcon, WrenchIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { TodayTicket } from '#contract/schemas/technician-today.ts';
import {
  isUnavailableOffline,
  NotAvailableOffline,
} from '#web/components/not-available-offline.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { formatDay } from '#web/lib/date-format.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';
import { ticketPath } from '#web/lib/ticket-links.ts';

import { useTechnicianToday } from '../api/get-technician-today.ts';
import { todayStatusVariant, todayTimeText } from '../lib/today-format.ts';
import { ticketsWaitingToSync, todayWithWaitingChanges } from '../lib/today-offline.ts';
import { TodayNextAction } from './today-next-action.tsx';

/**
 * Decision 031: what leads the technician's dashboard, their tickets scheduled today and the ones in
 * progress, each with one next action, so a day's job is a tap or two from the dashboard.
 */
export function TodayList() {
  const { t } = useTranslation('today');
  const today = useTechnicianToday();
  const user = useCurrentUser();
  // Decision 036 §3: what was tapped without signal shows as done, marked until the server has it.
  const waiting = useWaitingEntries(user?.id);
  const data = today.data && user ? todayWithWaitingChanges(today.data, waiting, user) : today.data;
  const waitingIds = ticketsWaitingToSync(waiting);
  const tickets = data?.tickets ?? [];
  const clockedInOn = tickets.find((ticket) => ticket.isClockedIn)?.id ?? null;
  return (
    <section aria-labelledby="today-title" className="grid gap-3" data-testid="today-list">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="today-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        {data ? <p className="text-sm text-muted-foreground">{formatDay(data.date)}</p> : null}
      </div>
      {isUnavailableOffline(today) ? (
        <NotAvailableOffline
          what={t('notAvailableOffline')}
          className="rounded-xl border border-dashed p-4"
        />
      ) : today.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-28 w-full rounded-xl sm:h-20" />
          <Skeleton className="h-28 w-full rounded-xl sm:h-20" />
        </div>
      ) : today.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 p-4 text-sm"
        >
          <p>{t('loadFailed', { reason: errorText(today.error, t('loadFailedReason')) })}</p>
          <Button variant="outline" size="sm" onClick={() => void today.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : tickets.length === 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4">
          <p className="text-sm text-muted-foreground">{t('nothingToday')}</p>
          <Button asChild variant="outline" className="h-11 w-full sm:h-9 sm:w-auto">
            <Link to="/tickets">{t('myTickets')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TodayRow
                ticket={ticket}
                today={data?.date ?? ''}
                clockedInElsewhere={clockedInOn !== null && clockedInOn !== ticket.id}
                isWaitingToSync={waitingIds.has(ticket.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TodayRow({
  ticket,
  today,
  clockedInElsewhere,
  isWaitingToSync,
}: {
  ticket: TodayTicket;
  /** YYYY-MM-DD in the business time zone. */
  today: string;
  clockedInElsewhere: boolean;
  /** A change tapped on it offline has not reached the server yet. */
  isWaitingToSync: boolean;
}) {
  const { t } = useTranslation(['today', 'common']);
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="today-row"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            id={titleId}
            to={ticketPath(ticket.id)}
            className="min-w-0 font-semibold break-words underline-offset-4 hover:underline"
          >
            #{ticket.ticketNumber} {ticket.title}
          </Link>
          <Badge variant={todayStatusVariant(ticket.status)}>
            {t(`common:status.${ticket.status}`)}
          </Badge>
          {ticket.isClockedIn ? <Badge variant="secondary">{t('clockedIn')}</Badge> : null}
          {isWaitingToSync ? <WaitingToSync /> : null}
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex min-w-0 items-center gap-1.5">
            <StoreIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('store')}</span>
            <span className="break-words">{ticket.location.name}</span>
          </li>
          <li className="flex min-w-0 items-center gap-1.5">
            <WrenchIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('equipment')}</span>
            <span className="break-words">{ticket.category.name}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('scheduled')}</span>
            <span>{todayTimeText(ticket, today, t)}</span>
          </li>
        </ul>
      </div>
      <div className="shrink-0">
        <TodayNextAction ticket={ticket} clockedInElsewhere={clockedInElsewhere} />
      </div>
    </article>
  );
}
