import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { SessionSnapshot } from '#contract/schemas/time-correction.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime, formatTimeRange } from '#web/lib/date-format.ts';

import { useSessionHistory } from '../api/time-sessions.ts';

interface SessionHistoryDialogProps {
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Who changed the session, when, what it was before and after, and why; oldest first. */
export function SessionHistoryDialog({ sessionId, open, onOpenChange }: SessionHistoryDialogProps) {
  const { t } = useTranslation('timesheets');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sessionHistory.title')}
      description={t('sessionHistory.description')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      {() => <HistoryList sessionId={sessionId} />}
    </FormDialog>
  );
}

function HistoryList({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('timesheets');
  const history = useSessionHistory(sessionId);
  if (history.isPending) {
    return <Skeleton className="h-32" aria-label={t('sessionHistory.loading')} />;
  }
  if (history.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {errorText(history.error, t('sessionHistory.loadFailed'))}
        </AlertDescription>
      </Alert>
    );
  }
  if (history.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('sessionHistory.none')}</p>;
  }
  // The first change's `before` is the punch as it was made (decision 035).
  const firstBefore = history.data.findIndex((change) => change.before !== null);
  return (
    <ol className="grid gap-3" aria-label={t('sessionHistory.changes')}>
      {history.data.map((change, index) => (
        <li key={change.id} className="grid gap-2 rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant="outline">{t(`sessionHistory.kinds.${change.kind}`)}</Badge>
            <span className="text-muted-foreground">
              {change.actor?.name ?? t('sessionHistory.system')} ·{' '}
              {formatDateTime(change.createdAt)}
            </span>
          </div>
          {change.before || change.after ? (
            <dl className="grid gap-1">
              {change.before ? (
                <div>
                  <dt className="font-medium">
                    {index === firstBefore
                      ? t('sessionHistory.originalPunch')
                      : t('sessionHistory.before')}
                  </dt>
                  <dd>{describeSnapshot(change.before, t)}</dd>
                </div>
              ) : null}
              {change.after ? (
                <div>
                  <dt className="font-medium">{t('sessionHistory.after')}</dt>
                  <dd>{describeSnapshot(change.after, t)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p>
            <span className="font-medium">{t('sessionHistory.reason')}</span>
            {change.reason}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** 'Nov 23, 2026, 9:00 AM – 5:00 PM · breaks 12:00 PM – 12:30 PM · notes: …'. */
function describeSnapshot(snapshot: SessionSnapshot, t: TFunction<'timesheets'>): string {
  const parts = [
    snapshot.clockOutTime
      ? t('sessionHistory.closed', {
          date: formatDate(snapshot.clockInTime),
          range: formatTimeRange(snapshot.clockInTime, snapshot.clockOutTime),
        })
      : t('sessionHistory.stillOpen', { at: formatDateTime(snapshot.clockInTime) }),
  ];
  const breaks = snapshot.breaks.map((entry) =>
    entry.endTime ? formatTimeRange(entry.startTime, entry.endTime) : t('sessionHistory.openBreak'),
  );
  parts.push(
    breaks.length === 0
      ? t('sessionHistory.noBreaks')
      : t('sessionHistory.breaks', { list: breaks.join(', ') }),
  );
  if (snapshot.notes) parts.push(t('sessionHistory.notes', { notes: snapshot.notes }));
  return parts.join(' · ');
}
