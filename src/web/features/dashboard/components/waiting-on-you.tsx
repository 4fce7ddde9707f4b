import { BellRingIcon, CircleCheckIcon, InboxIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';

import { RECENTLY_COMPLETED_DAYS } from '#contract/schemas/store-work.ts';
import type { StoreWork } from '#contract/schemas/store-work.ts';
import { QueryErrorAlert } from '#web/components/retry-alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatRelative } from '#web/lib/date-format.ts';
import { ticketPath } from '#web/lib/ticket-links.ts';

/** The Requests tab of the board (product rules §11), where requests are approved or declined. */
const REQUESTS_TAB = '/tickets?tab=requests';

function GroupTitle({ id, children, count }: { id: string; children: string; count: number }) {
  return (
    <h3 id={id} className="flex items-center gap-2 text-sm font-medium">
      {children}
      <Badge variant={count > 0 ? 'default' : 'outline'}>{count}</Badge>
    </h3>
  );
}

function RequestsToApprove({ waiting }: { waiting: StoreWork['requestsToApprove'] }) {
  return (
    <section aria-labelledby="requests-to-approve-title" className="grid gap-2">
      <GroupTitle id="requests-to-approve-title" count={waiting.total}>
        Requests to approve
      </GroupTitle>
      {waiting.requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">No problem reports are waiting.</p>
      ) : (
        <>
          <ul className="grid gap-1" data-testid="requests-to-approve">
            {waiting.requests.map((request) => (
              <li key={request.id} className="flex items-start gap-2 text-sm">
                <InboxIcon
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="break-words">
                    <span className="font-medium">{request.equipment}</span>: {request.summary}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {request.location} · reported{' '}
                    <time dateTime={request.createdAt}>{formatRelative(request.createdAt)}</time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <Button asChild size="sm" className="justify-self-start">
            <Link to={REQUESTS_TAB}>Review requests</Link>
          </Button>
        </>
      )}
    </section>
  );
}

function CompletedToCheck({ waiting }: { waiting: StoreWork['recentlyCompleted'] }) {
  return (
    <section aria-labelledby="completed-to-check-title" className="grid gap-2">
      <GroupTitle id="completed-to-check-title" count={waiting.total}>
        Completed work to check
      </GroupTitle>
      <p className="text-xs text-muted-foreground">
        Completed in the last {RECENTLY_COMPLETED_DAYS} days. Open one to look at the notes and
        photos; if something is not right, say so in its comments.
      </p>
      {waiting.tickets.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing was completed in the last {RECENTLY_COMPLETED_DAYS} days.
        </p>
      ) : (
        <ul className="grid gap-1" data-testid="completed-to-check">
          {waiting.tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link
                to={ticketPath(ticket.id)}
                className="flex items-start gap-2 rounded-md py-1 text-sm outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <CircleCheckIcon
                  className="mt-0.5 size-4 shrink-0 text-success"
                  aria-hidden="true"
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">
                    #{ticket.ticketNumber} {ticket.title}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {ticket.completedBy ? `${ticket.completedBy} · ` : ''}
                    {ticket.location} · completed{' '}
                    <time dateTime={ticket.completedAt}>{formatRelative(ticket.completedAt)}</time>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Issue 36: what waits on the manager: their store's problem reports to approve, and the work
 * completed in the last days to look at. FixFlow has no manager sign-off (admins confirm a vendor's
 * work, decision 037), so the completed tickets are listed to be checked, each a link.
 */
export function WaitingOnYou({ storeWork }: { storeWork: UseQueryResult<StoreWork> }) {
  const data = storeWork.data;
  return (
    <Card role="region" aria-labelledby="waiting-on-you-title" className="gap-4">
      <CardHeader>
        <h2
          id="waiting-on-you-title"
          className="flex items-center gap-2 leading-none font-semibold"
        >
          <BellRingIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          Waiting on You
        </h2>
        <CardDescription>Requests to approve and finished work to look at.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {storeWork.isPending ? (
          <div className="grid gap-3" aria-hidden="true" data-testid="waiting-loading">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : storeWork.isError || !data ? (
          <QueryErrorAlert query={storeWork} fallback="Failed to load what is waiting on you." />
        ) : (
          <>
            <RequestsToApprove waiting={data.requestsToApprove} />
            <CompletedToCheck waiting={data.recentlyCompleted} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
