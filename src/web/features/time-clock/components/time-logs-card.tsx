import { CalendarRangeIcon, HistoryIcon, RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { NeedsConnection } from '#web/components/needs-connection.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useIsOnline } from '#web/lib/offline/online-status.ts';

import { useTimeSessions } from '../api/get-time-sessions.ts';
import { useWeekTotal } from '../api/get-week-total.ts';
import { weekHours } from '../lib/week-hours.ts';
import { SessionRow } from './session-row.tsx';

/**
 * Product rules §2 Time Logs card: my sessions, newest first, a page at a time ('Show more'), with
 * this week's total from the server (decision 029), the running session counted up to the load.
 */
export function TimeLogsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('time-clock');
  const sessions = useTimeSessions(userId);
  const weekTotal = useWeekTotal(userId);
  const loaded = sessions.data?.pages.flatMap((page) => page.sessions) ?? [];
  const isOnline = useIsOnline();
  return (
    <Card>
      <CardHeader>
        {/* An h2: these cards sit right under the screen's h1. */}
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <HistoryIcon className="size-5" aria-hidden="true" />
          {t('logs.title')}
        </h2>
        <CardDescription>{t('logs.description')}</CardDescription>
        {/* Decision 035: the technician's own weeks, with overtime and approval, on the Timesheets screen. */}
        <Button asChild variant="link" className="h-auto w-fit px-0 has-[>svg]:px-0">
          <Link to="/timesheets">
            <CalendarRangeIcon aria-hidden="true" />
            {t('logs.myTimesheets')}
          </Link>
        </Button>
        {weekTotal.data ? (
          <p className="text-sm font-semibold tabular-nums" data-testid="week-total">
            {t('logs.weekTotal', { hours: weekHours(weekTotal.data.totalMinutes) })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <ul className="divide-y" aria-label={t('logs.loading')}>
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="flex items-center justify-between gap-4 py-3">
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-5 w-40" />
                  <Skeleton className="h-4 w-56 max-w-full" />
                </div>
                <Skeleton className="h-5 w-14" />
              </li>
            ))}
          </ul>
        ) : sessions.isError && !sessions.data ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-destructive">{t('logs.loadFailed')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void sessions.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {t('logs.retry')}
            </Button>
          </div>
        ) : loaded.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('logs.empty')}</p>
        ) : (
          <>
            {/* Decision 036 §3: each closed session's 'Request correction' waits for a connection. */}
            {isOnline || !loaded.some((session) => !session.isActive) ? null : (
              <NeedsConnection buttons={[t('correction.button')]} className="pb-2" />
            )}
            <ul className="divide-y" aria-label={t('logs.list')}>
              {loaded.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {sessions.hasNextPage ? (
              <Button
                variant="outline"
                className="mt-3 w-full sm:w-fit"
                disabled={sessions.isFetchingNextPage}
                onClick={() => void sessions.fetchNextPage()}
              >
                {sessions.isFetchingNextPage ? t('logs.loadingMore') : t('logs.showMore')}
              </Button>
            ) : null}
            {sessions.isFetchNextPageError ? (
              <p className="pt-2 text-sm text-destructive" role="alert">
                {t('logs.loadFailed')}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
