import { TimerIcon } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('time-clock');
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
          {t('activeSessionCard.title')}
        </h2>
        {isWaitingToSync ? <WaitingToSync /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          {/* Decision 035: worked time, as on the time clock (unpaid breaks left out). */}
          <WorkedTimer session={active.data} className="text-3xl font-semibold" />
          <BreakStatus breakStartTime={active.data.breakStartTime} />
          <p className="text-sm text-muted-foreground">
            {active.data.ticketNumber !== null ? (
              <Trans
                t={t}
                i18nKey="activeSessionCard.startedAtOn"
                values={{ time: formatTime(clockInTime), number: active.data.ticketNumber }}
                components={{
                  time: <time dateTime={clockInTime} />,
                  ticket: <Badge variant="outline" />,
                }}
              />
            ) : (
              <Trans
                t={t}
                i18nKey="card.startedAt"
                values={{ time: formatTime(clockInTime) }}
                components={{ time: <time dateTime={clockInTime} /> }}
              />
            )}
          </p>
        </div>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <Link to="/clock">{t('activeSessionCard.openTimeClock')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
