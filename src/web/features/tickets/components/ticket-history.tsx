import { useTranslation } from 'react-i18next';

import { QueryListStates } from '#web/components/query-list-states.tsx';

import { useTicketActivity } from '../api/get-ticket-activity.ts';
import { formatDateTime } from '../lib/ticket-format.ts';

/** The ticket's history: who did what, when, oldest first. */
export function TicketHistory({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('tickets');
  const activity = useTicketActivity(ticketId);
  return (
    <QueryListStates
      query={activity}
      messages={{
        loading: t('history.loading'),
        failed: t('history.loadFailed'),
        empty: t('history.empty'),
      }}
      skeletons={['h-4 w-2/3', 'h-4 w-1/2']}
    >
      {(entries) => (
        <ol className="grid gap-3 border-l pl-4" aria-label={t('history.list')}>
          {entries.map((entry) => (
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
      )}
    </QueryListStates>
  );
}
