import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { useTicketActivity } from '../api/get-ticket-activity.ts';
import { formatDateTime } from '../lib/ticket-format.ts';

/** The ticket's history: who did what, when, oldest first. */
export function TicketHistory({ ticketId }: { ticketId: string }) {
  const activity = useTicketActivity(ticketId);
  if (activity.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading history">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (activity.isError) {
    return (
      <p className="text-sm text-destructive">
        {errorText(activity.error, 'Failed to load the history')}
      </p>
    );
  }
  if (activity.data.length === 0)
    return <p className="text-sm text-muted-foreground">No history yet</p>;
  return (
    <ol className="grid gap-3 border-l pl-4" aria-label="History">
      {activity.data.map((entry) => (
        <li key={entry.id} className="relative text-sm">
          <span
            className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary"
            aria-hidden="true"
          />
          <p>{entry.message}</p>
          <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
