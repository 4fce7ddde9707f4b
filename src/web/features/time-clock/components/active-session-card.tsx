import { TimerIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { PUNCH_KINDS } from '#web/lib/offline/outbox-store.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';

import { useActiveSession } from '../api/get-active-session.ts';
import { BreakStatus, WorkedTimer } from './break-controls.tsx';
import { formatTime } from '#web/lib/date-format.ts';

/**
 * Product rules §2 technician dashboard: the Active Session card with a running time, shown only while
 * the signed-in user has an active session (GET /api/time-clock/active).
 */
export function ActiveSessionCard() {
  const user = useCurrentUser();
  const active = useActiveSession(user?.id);
  const isWaitingToSync = useWaitingEntries(user?.id).some((entry) =>
    PUNCH_KINDS.includes(entry.kind),
  );
  const clockInTime = active.data?.isActive ? active.data.clockInTime : null;
  if (!clockInTime || !active.data) return null;
  return (
    <Card className="border-success/40 bg-success/5" data-testid="active-session-card">
      <CardHeader>
        {/* An h2: these cards sit right under the screen's h1. */}
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <TimerIcon className="size-5 text-success" aria-hidden="true" />
          Active Session
        </h2>
        {isWaitingToSync ? <WaitingToSync /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          {/* Decision 035: worked time, as on the time clock (unpaid breaks left out). */}
          <WorkedTimer session={active.data} className="text-3xl font-semibold" />
          <BreakStatus breakStartTime={active.data.breakStartTime} />
          <p className="text-sm text-muted-foreground">
            Started at <time dateTime={clockInTime}>{formatTime(clockInTime)}</time>
            {active.data.ticketNumber !== null ? (
              <>
                {' on '}
                <Badge variant="outline">#{active.data.ticketNumber}</Badge>
              </>
            ) : null}
          </p>
        </div>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <Link to="/clock">Open Time Clock</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
