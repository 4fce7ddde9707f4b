import type { SessionSnapshot, TimeSessionChange } from '#contract/schemas/time-correction.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime, formatTimeRange } from '#web/lib/date-format.ts';

import { useSessionHistory } from '../api/time-sessions.ts';

const KIND_LABELS: Record<TimeSessionChange['kind'], string> = {
  created: 'Added',
  edited: 'Corrected',
  'correction-requested': 'Correction requested',
  'correction-resolved': 'Correction resolved',
};

interface SessionHistoryDialogProps {
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Who changed the session, when, what it was before and after, and why; oldest first. */
export function SessionHistoryDialog({ sessionId, open, onOpenChange }: SessionHistoryDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Session history"
      description="Every change, with who made it and why."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      {() => <HistoryList sessionId={sessionId} />}
    </FormDialog>
  );
}

function HistoryList({ sessionId }: { sessionId: string }) {
  const history = useSessionHistory(sessionId);
  if (history.isPending) return <Skeleton className="h-32" aria-label="Loading the history" />;
  if (history.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {errorText(history.error, 'Failed to load the history')}
        </AlertDescription>
      </Alert>
    );
  }
  if (history.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No changes: the session is as punched.</p>;
  }
  // The first change's `before` is the punch as it was made (decision 035).
  const firstBefore = history.data.findIndex((change) => change.before !== null);
  return (
    <ol className="grid gap-3" aria-label="Changes">
      {history.data.map((change, index) => (
        <li key={change.id} className="grid gap-2 rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant="outline">{KIND_LABELS[change.kind]}</Badge>
            <span className="text-muted-foreground">
              {change.actor?.name ?? 'System'} · {formatDateTime(change.createdAt)}
            </span>
          </div>
          {change.before || change.after ? (
            <dl className="grid gap-1">
              {change.before ? (
                <div>
                  <dt className="font-medium">
                    {index === firstBefore ? 'Original punch' : 'Before'}
                  </dt>
                  <dd>{describeSnapshot(change.before)}</dd>
                </div>
              ) : null}
              {change.after ? (
                <div>
                  <dt className="font-medium">After</dt>
                  <dd>{describeSnapshot(change.after)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p>
            <span className="font-medium">Reason: </span>
            {change.reason}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** 'Nov 23, 2026, 9:00 AM – 5:00 PM · breaks 12:00 PM – 12:30 PM · notes: …'. */
function describeSnapshot(snapshot: SessionSnapshot): string {
  const parts = [
    snapshot.clockOutTime
      ? `${formatDate(snapshot.clockInTime)}, ${formatTimeRange(snapshot.clockInTime, snapshot.clockOutTime)}`
      : `${formatDateTime(snapshot.clockInTime)} – still open`,
  ];
  const breaks = snapshot.breaks.map((entry) =>
    entry.endTime ? formatTimeRange(entry.startTime, entry.endTime) : 'open break',
  );
  parts.push(breaks.length === 0 ? 'no breaks' : `breaks ${breaks.join(', ')}`);
  if (snapshot.notes) parts.push(`notes: ${snapshot.notes}`);
  return parts.join(' · ');
}
