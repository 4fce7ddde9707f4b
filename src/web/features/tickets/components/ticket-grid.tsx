import { AlertCircleIcon, InboxIcon } from 'lucide-react';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { useTicketPages } from '../api/get-tickets.ts';
import type { TicketFilters } from '../api/get-tickets.ts';
import { TicketCard } from './ticket-card.tsx';

const SKELETON_CARDS = 6;

export interface TicketGridProps {
  filters: TicketFilters;
  canAssign: (ticket: Ticket) => boolean;
  onViewDetails: (ticket: Ticket) => void;
  onAssign: (ticket: Ticket) => void;
}

function TicketCardSkeleton() {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="gap-3 px-5">
        <div className="flex justify-between">
          <Skeleton className="h-4 w-14" />
          <Skeleton className="h-5 w-28" />
        </div>
        <Skeleton className="h-5 w-3/4" />
      </CardHeader>
      <CardContent className="grid gap-2 px-5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-2 h-8 w-full" />
      </CardContent>
    </Card>
  );
}

/** Product rules §2 Tickets screen grid: skeletons, error with Retry, empty state, cards, Load more. */
export function TicketGrid({ filters, canAssign, onViewDetails, onAssign }: TicketGridProps) {
  const query = useTicketPages(filters);

  if (query.isPending) {
    return (
      <div
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-busy="true"
        aria-label="Loading tickets"
      >
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <TicketCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Failed to load tickets. Please try again.</AlertTitle>
        <AlertDescription>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={query.isFetching}
            onClick={() => {
              void query.refetch();
            }}
          >
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const tickets = query.data.pages.flat();
  if (tickets.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <InboxIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">
          No tickets found. Create your first ticket to get started!
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {tickets.map((ticket) => (
          <TicketCard
            key={ticket.id}
            ticket={ticket}
            canAssign={canAssign}
            onViewDetails={onViewDetails}
            onAssign={onAssign}
          />
        ))}
      </div>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => {
              void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
