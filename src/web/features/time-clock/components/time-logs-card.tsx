import { HistoryIcon, RotateCwIcon } from 'lucide-react';

import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { TIME_LOGS_LIMIT, useTimeSessions } from '../api/get-time-sessions.ts';
import { SessionRow } from './session-row.tsx';

/** Product rules §2 Time Logs card: my sessions, newest first. */
export function TimeLogsCard({ userId }: { userId: string }) {
  const sessions = useTimeSessions(userId);
  return (
    <Card>
      <CardHeader>
        {/* An h2: these cards sit right under the screen's h1. */}
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <HistoryIcon className="size-5" aria-hidden="true" />
          Time Logs
        </h2>
        <CardDescription>Your recent work sessions</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <ul className="divide-y" aria-label="Loading time logs">
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
        ) : sessions.isError ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-destructive">Failed to fetch time sessions</p>
            <Button variant="outline" className="w-fit" onClick={() => void sessions.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : sessions.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No time sessions yet. Clock in to start your first one.
          </p>
        ) : (
          <>
            <ul className="divide-y" aria-label="Time logs">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {sessions.data.length >= TIME_LOGS_LIMIT ? (
              <p className="pt-3 text-xs text-muted-foreground">
                Showing your latest {TIME_LOGS_LIMIT} sessions. Older sessions are in the time
                report.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
