import { useTranslation } from 'react-i18next';

import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { SESSION_REVIEW_AFTER_HOURS } from '#contract/schemas/time-session.ts';
import { PunchMarks } from '#web/components/punch-marks.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';

import { reportDateTime, shownDuration } from '../lib/shown-formats.ts';

/**
 * Product rules §2: Technician, Clock In, Clock Out, Duration, Status, Notes; dates MM/dd/yyyy HH:mm
 * (product rules §9). Issue 36: beside Duration, the unpaid break and the paid time (Duration minus
 * unpaid breaks), the hours timesheets and payroll pay.
 */
export function ReportTable({ sessions }: { sessions: readonly ReportTimeSession[] }) {
  const { t } = useTranslation('reports');
  const duration = (minutes: number | string | null) => shownDuration(minutes) ?? t('notAvailable');
  if (sessions.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">{t('table.none')}</p>;
  }
  return (
    <>
      {/* Under 640 px each row is a card, so Duration is never scrolled out of sight (decisions 029-031). */}
      <ReportCards sessions={sessions} />
      <div className="hidden sm:block print:block">
        {/* Cells 6 px apart (not 8) and the break's heading wrapping: Spanish's longer headings and
            durations ('8 h 7 min') keep Notes in view beside the sidebar at 1280 px. */}
        <Table aria-label={t('table.label')} className="print:text-xs [&_td]:px-1.5 [&_th]:px-1.5">
          <TableHeader>
            <TableRow>
              <TableHead>{t('table.technician')}</TableHead>
              <TableHead>{t('table.clockIn')}</TableHead>
              <TableHead>{t('table.clockOut')}</TableHead>
              <TableHead>{t('table.duration')}</TableHead>
              <TableHead className="whitespace-normal">{t('table.unpaidBreak')}</TableHead>
              <TableHead>{t('table.paid')}</TableHead>
              <TableHead>{t('table.status')}</TableHead>
              <TableHead>{t('table.notes')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sessions.map((session) => (
              <TableRow key={session.id} className="print:break-inside-avoid">
                <TableCell className="font-medium">{session.userName}</TableCell>
                <TableCell className="tabular-nums">
                  {reportDateTime(session.clockInTime)}
                </TableCell>
                <TableCell className="tabular-nums">
                  {session.clockOutTime ? (
                    reportDateTime(session.clockOutTime)
                  ) : (
                    <span className="text-muted-foreground">{t('table.active')}</span>
                  )}
                </TableCell>
                <TableCell className="tabular-nums">{duration(session.durationMinutes)}</TableCell>
                <TableCell className="tabular-nums">
                  {session.isActive ? t('notAvailable') : duration(session.unpaidBreakMinutes)}
                </TableCell>
                <TableCell className="font-medium tabular-nums">
                  {duration(session.workedMinutes)}
                </TableCell>
                <TableCell>
                  <StatusBadges session={session} />
                </TableCell>
                <TableCell
                  className="max-w-64 truncate print:max-w-none print:whitespace-pre-line"
                  title={session.notes ?? undefined}
                >
                  {session.ticketNumber !== null ? (
                    <span className="text-muted-foreground">#{session.ticketNumber} </span>
                  ) : null}
                  {session.notes ??
                    (session.ticketNumber === null ? (
                      <span className="text-muted-foreground">—</span>
                    ) : null)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

function StatusBadges({ session }: { session: ReportTimeSession }) {
  const { t } = useTranslation('reports');
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={session.isActive ? 'default' : 'secondary'}>
        {session.isActive ? t('table.active') : t('table.completed')}
      </Badge>
      {session.needsReview ? (
        <Badge
          variant="destructive"
          title={t('table.openMoreThan', { hours: SESSION_REVIEW_AFTER_HOURS })}
        >
          {t('table.needsReview')}
        </Badge>
      ) : null}
      <PunchMarks offline={session.offline} punchFlag={session.punchFlag} />
    </div>
  );
}

/** The rows as cards on a phone: every column of the table, labelled. */
function ReportCards({ sessions }: { sessions: readonly ReportTimeSession[] }) {
  const { t } = useTranslation('reports');
  const duration = (minutes: number | string | null) => shownDuration(minutes) ?? t('notAvailable');
  return (
    <ul aria-label={t('table.label')} className="grid gap-3 sm:hidden print:hidden">
      {sessions.map((session) => (
        <li key={session.id} className="grid gap-2 rounded-lg border p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <span className="font-medium">{session.userName}</span>
            <span className="font-semibold tabular-nums" aria-label={t('table.duration')}>
              {duration(session.durationMinutes)}
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{t('table.clockIn')}</dt>
            <dd className="tabular-nums">{reportDateTime(session.clockInTime)}</dd>
            <dt className="text-muted-foreground">{t('table.clockOut')}</dt>
            <dd className="tabular-nums">
              {session.clockOutTime ? reportDateTime(session.clockOutTime) : t('table.active')}
            </dd>
            {session.isActive ? null : (
              <>
                <dt className="text-muted-foreground">{t('table.unpaidBreak')}</dt>
                <dd className="tabular-nums">{duration(session.unpaidBreakMinutes)}</dd>
                <dt className="text-muted-foreground">{t('table.paid')}</dt>
                <dd className="font-medium tabular-nums">{duration(session.workedMinutes)}</dd>
              </>
            )}
            {session.storeName ? (
              <>
                <dt className="text-muted-foreground">{t('table.store')}</dt>
                <dd>{session.storeName}</dd>
              </>
            ) : null}
            {session.ticketNumber !== null || session.notes ? (
              <>
                <dt className="text-muted-foreground">{t('table.notes')}</dt>
                <dd className="break-words whitespace-pre-line">
                  {session.ticketNumber !== null ? `#${String(session.ticketNumber)} ` : ''}
                  {session.notes ?? ''}
                </dd>
              </>
            ) : null}
          </dl>
          <StatusBadges session={session} />
        </li>
      ))}
    </ul>
  );
}
