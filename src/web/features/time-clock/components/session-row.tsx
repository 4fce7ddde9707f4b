import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { TimeSession } from '#contract/schemas/time-session.ts';
import { toMinutes } from '#contract/utils/duration.ts';
import { PunchMarks } from '#web/components/punch-marks.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate, formatTime } from '#web/lib/date-format.ts';
import { formatMinutes } from '#web/lib/locale-format.ts';

import { RequestCorrectionButton } from './request-correction-dialog.tsx';

/** Product rules §2: an active row with no duration reads 'In Progress', an inactive one 'No Duration'. */
function sessionDurationText(
  session: Pick<TimeSession, 'durationMinutes' | 'isActive'>,
  t: TFunction<'time-clock'>,
): string {
  // Product rules §3: durationMinutes may arrive as a string in one reading; toMinutes reads both.
  const minutes = toMinutes(session.durationMinutes);
  if (minutes === null) return session.isActive ? t('logs.inProgress') : t('logs.noDuration');
  return formatMinutes(minutes);
}

/**
 * Decision 035: a session's breaks and worked time (elapsed minus unpaid breaks); nothing for a session
 * without breaks whose worked time is its duration.
 */
function SessionBreakLine({ session }: { session: TimeSession }) {
  const { t } = useTranslation('time-clock');
  if (session.breakMinutes === 0) return null;
  const paid = session.unpaidBreakMinutes === 0;
  const duration = formatMinutes(session.breakMinutes);
  return (
    <p className="text-sm text-muted-foreground tabular-nums" data-testid="time-log-breaks">
      {paid ? t('logs.breakPaid', { duration }) : t('logs.break', { duration })}
      {session.workedMinutes !== null
        ? t('logs.worked', { duration: formatMinutes(session.workedMinutes) })
        : ''}
    </p>
  );
}

/** One session of the Time Logs card: Active or Completed, when, how long, on what. */
export function SessionRow({ session }: { session: TimeSession }) {
  const { t } = useTranslation('time-clock');
  const start = new Date(session.clockInTime);
  const end = session.clockOutTime ? new Date(session.clockOutTime) : null;
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="time-log-row">
      {/* flex-1: the row's full width, so the phone's full-width buttons line up whatever the text. */}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={session.isActive ? 'default' : 'secondary'}>
            {session.isActive ? t('logs.active') : t('logs.completed')}
          </Badge>
          <span className="text-sm font-medium">{formatDate(start)}</span>
          {session.corrected ? <Badge variant="outline">{t('logs.corrected')}</Badge> : null}
          <PunchMarks offline={session.offline} punchFlag={session.punchFlag} />
        </div>
        <p className="text-sm text-muted-foreground">
          <time dateTime={session.clockInTime}>{formatTime(start)}</time>
          {' – '}
          {end && session.clockOutTime ? (
            <time dateTime={session.clockOutTime}>{formatTime(end)}</time>
          ) : (
            t('logs.now')
          )}
          {session.ticketNumber !== null ? (
            <span>
              {' · '}#{session.ticketNumber}
              {session.ticketTitle ? ` ${session.ticketTitle}` : ''}
            </span>
          ) : null}
        </p>
        <SessionBreakLine session={session} />
        {session.notes ? (
          <p className="text-sm break-words whitespace-pre-line">{session.notes}</p>
        ) : null}
        {session.isActive ? null : (
          <div className="pt-1">
            <RequestCorrectionButton session={session} />
          </div>
        )}
      </div>
      <span
        className="shrink-0 text-right text-sm font-semibold tabular-nums"
        data-testid="time-log-duration"
      >
        {sessionDurationText(session, t)}
      </span>
    </li>
  );
}
