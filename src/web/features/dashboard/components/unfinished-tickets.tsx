import {
  ClipboardListIcon,
  StoreIcon,
  TruckIcon,
  UserRoundIcon,
  UserRoundXIcon,
} from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { StoreWork, StoreWorkTicket } from '#contract/schemas/store-work.ts';
import { QueryErrorAlert } from '#web/components/retry-alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatRelative } from '#web/lib/date-format.ts';
import { ticketPath, ticketsListPath } from '#web/lib/ticket-links.ts';
import { useDeferredAnswer } from '#web/lib/use-deferred-answer.ts';

import { expectedText, onItText, priorityVariant } from '../lib/store-work-format.ts';

function OnItIcon({ onIt }: { onIt: StoreWorkTicket['onIt'] }) {
  const Icon = !onIt ? UserRoundXIcon : onIt.kind === 'vendor' ? TruckIcon : UserRoundIcon;
  return <Icon className="size-3.5 shrink-0" aria-hidden="true" />;
}

function TicketRow({ ticket }: { ticket: StoreWorkTicket }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <li>
      <Link
        to={ticketPath(ticket.id)}
        className="grid gap-1.5 rounded-md px-2 py-2.5 outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid="unfinished-ticket"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 text-sm leading-snug font-medium break-words">
            #{ticket.ticketNumber} {ticket.title}
          </span>
          <Badge variant={priorityVariant(ticket.priority)} className="shrink-0">
            {t(`common:priority.${ticket.priority}`)}
          </Badge>
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{t(`common:status.${ticket.status}`)}</span>
          <time dateTime={ticket.submittedAt}>
            {t('unfinished.reported', { when: formatRelative(ticket.submittedAt) })}
          </time>
          <span className="flex items-center gap-1">
            <StoreIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {ticket.location}
          </span>
        </span>
        <span
          className={
            ticket.onIt
              ? 'flex flex-wrap items-center gap-x-3 gap-y-1 text-xs'
              : 'flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-amber-800 dark:text-amber-300'
          }
          data-testid="unfinished-ticket-who"
        >
          <span className="flex items-center gap-1 font-medium">
            <OnItIcon onIt={ticket.onIt} />
            {onItText(ticket.onIt, t)}
          </span>
          <span>{expectedText(ticket, t)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * Issue 36: the manager's unfinished tickets as a list: priority, age, who is on it (technician or
 * vendor) and when they are expected. Urgent first, oldest first; the server chooses and scopes them.
 */
export function UnfinishedTickets({ storeWork }: { storeWork: UseQueryResult<StoreWork> }) {
  const { t } = useTranslation('dashboard');
  // Drawn in slices after the answer (decision 043, sixth pass); the loading rows until then.
  const { data: shown, isWaiting } = useDeferredAnswer(storeWork);
  const unfinished = shown?.unfinished;
  return (
    <Card role="region" aria-labelledby="unfinished-tickets-title" className="gap-4">
      <CardHeader>
        <h2
          id="unfinished-tickets-title"
          className="flex items-center gap-2 leading-none font-semibold"
        >
          <ClipboardListIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('unfinished.title')}
          {unfinished ? (
            <Badge variant="secondary" data-testid="unfinished-total">
              {unfinished.total}
            </Badge>
          ) : null}
        </h2>
        <CardDescription>{t('unfinished.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isWaiting ? (
          <div className="grid gap-3" aria-hidden="true" data-testid="unfinished-loading">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : storeWork.isError || !unfinished ? (
          <QueryErrorAlert query={storeWork} fallback={t('unfinished.loadFailed')} />
        ) : unfinished.tickets.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{t('unfinished.none')}</p>
        ) : (
          <>
            <ul className="-mx-2 grid divide-y" aria-label={t('unfinished.listLabel')}>
              {unfinished.tickets.map((ticket) => (
                <TicketRow key={ticket.id} ticket={ticket} />
              ))}
            </ul>
            {unfinished.total > unfinished.tickets.length ? (
              <Button asChild variant="outline" size="sm" className="justify-self-start">
                <Link to={ticketsListPath({ sort: 'priority' })}>
                  {t('unfinished.viewAll', { count: unfinished.total })}
                </Link>
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
