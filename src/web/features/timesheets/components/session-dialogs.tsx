import { useTranslation } from 'react-i18next';

import type { TimeSessionChange } from '#contract/schemas/time-correction.ts';
import type { TimesheetSession } from '#contract/schemas/timesheet.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

import { useCreateSession, usePatchSession, useSessionHistory } from '../api/time-sessions.ts';
import { formatMinutes } from '../lib/hours.ts';
import { AddSessionFormSchema, editSessionFormSchema, patchInput } from '../lib/session-form.ts';
import type { SessionFormValues, WallBreak } from '../lib/session-form.ts';
import { toWallTime } from '../lib/zoned-time.ts';
import { SessionForm } from './session-form.tsx';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The breaks of the session's latest snapshot; null when no change was recorded yet. */
function breaksOnRecord(history: TimeSessionChange[] | undefined): WallBreak[] | null {
  const latest = history?.findLast((change) => change.after !== null)?.after;
  if (!latest) return null;
  return latest.breaks
    .filter((entry): entry is { startTime: string; endTime: string } => entry.endTime !== null)
    .map((entry) => {
      const start = toWallTime(entry.startTime);
      const end = toWallTime(entry.endTime);
      return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
    });
}

function sessionDefaults(session: TimesheetSession, breaks: WallBreak[]): SessionFormValues {
  const clockIn = toWallTime(session.clockInTime);
  const clockOut = session.clockOutTime ? toWallTime(session.clockOutTime) : { date: '', time: '' };
  return {
    clockInDate: clockIn.date,
    clockInTime: clockIn.time,
    clockOutDate: clockOut.date,
    clockOutTime: clockOut.time,
    breaks,
    notes: session.notes ?? '',
    reason: '',
  };
}

export function EditSessionDialog({
  session,
  open,
  onOpenChange,
}: DialogProps & { session: TimesheetSession }) {
  const { t } = useTranslation('timesheets');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sessionDialogs.editTitle')}
      description={t('sessionDialogs.editDescription')}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      {(close) => <EditSessionForm session={session} onDone={close} />}
    </FormDialog>
  );
}

function EditSessionForm({ session, onDone }: { session: TimesheetSession; onDone: () => void }) {
  const { t } = useTranslation('timesheets');
  const patch = usePatchSession();
  // The timesheet gives break minutes only; the breaks themselves are in the latest history entry.
  const history = useSessionHistory(session.id, session.breakMinutes > 0);
  if (session.breakMinutes > 0 && history.isPending) {
    return <Skeleton className="h-64" aria-label={t('sessionDialogs.loadingSession')} />;
  }
  const recorded = session.breakMinutes > 0 ? breaksOnRecord(history.data) : [];
  return (
    <SessionForm
      schema={editSessionFormSchema(session.clockOutTime !== null)}
      defaultValues={sessionDefaults(session, recorded ?? [])}
      breaksNote={
        recorded === null ? (
          <p className="text-sm text-muted-foreground">
            {t('sessionDialogs.breaksOnRecord', { minutes: formatMinutes(session.breakMinutes) })}
          </p>
        ) : null
      }
      isPending={patch.isPending}
      error={patch.error}
      submitLabel={t('sessionDialogs.saveCorrection')}
      onCancel={onDone}
      onSubmit={(values, changed) => {
        const input = patchInput(values, changed);
        patch.mutate(
          { id: session.id, input },
          {
            onSuccess: () => {
              notifySuccess(t('sessionDialogs.corrected'));
              onDone();
            },
          },
        );
      }}
    />
  );
}

export function AddSessionDialog({
  userId,
  userName,
  day,
  open,
  onOpenChange,
}: DialogProps & { userId: string; userName: string; day: string }) {
  const { t } = useTranslation('timesheets');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sessionDialogs.addTitle')}
      description={t('sessionDialogs.addDescription', { name: userName })}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      {(close) => <AddSessionForm userId={userId} day={day} onDone={close} />}
    </FormDialog>
  );
}

function AddSessionForm({
  userId,
  day,
  onDone,
}: {
  userId: string;
  day: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('timesheets');
  const create = useCreateSession();
  return (
    <SessionForm
      schema={AddSessionFormSchema}
      defaultValues={{
        clockInDate: day,
        clockInTime: '',
        clockOutDate: day,
        clockOutTime: '',
        breaks: [],
        notes: '',
        reason: '',
      }}
      isPending={create.isPending}
      error={create.error}
      submitLabel={t('sessionDialogs.add')}
      onCancel={onDone}
      onSubmit={(values) => {
        create.mutate(
          { ...values, userId, ticketId: null },
          {
            onSuccess: () => {
              notifySuccess(t('sessionDialogs.added'));
              onDone();
            },
          },
        );
      }}
    />
  );
}
