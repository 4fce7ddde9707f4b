import type { z } from 'zod';

import type { TimeSessionChange } from '#contract/schemas/time-correction.ts';
import {
  CreateTimeSessionInputSchema,
  PatchTimeSessionInputSchema,
} from '#contract/schemas/time-correction.ts';
import type { PatchTimeSessionInput } from '#contract/schemas/time-correction.ts';
import type { TimesheetSession } from '#contract/schemas/timesheet.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useCreateSession, usePatchSession, useSessionHistory } from '../api/time-sessions.ts';
import { formatMinutes } from '../lib/hours.ts';
import { breakInstants } from '../lib/session-form.ts';
import type { SessionFormValues, WallBreak } from '../lib/session-form.ts';
import { fromWallTime, toWallTime } from '../lib/zoned-time.ts';
import { SessionForm } from './session-form.tsx';
import type { ChangedFields } from './session-form.tsx';

/**
 * The contract's own check of what is about to be sent; the form's schema has already said what is
 * wrong field by field, so a refusal here is a gap between the two and is told, never swallowed.
 */
function passesContract(schema: z.ZodType, input: unknown): boolean {
  const parsed = schema.safeParse(input);
  if (!parsed.success) notifyError('Check the session', parsed.error.issues[0]?.message);
  return parsed.success;
}

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

/** Only what the person changed, so an untouched punch keeps its seconds (decision 035). */
export function patchInput(
  values: SessionFormValues,
  changed: ChangedFields,
): PatchTimeSessionInput {
  const input: PatchTimeSessionInput = { reason: values.reason };
  if (changed.clockIn) {
    input.clockInTime = fromWallTime({ date: values.clockInDate, time: values.clockInTime }) ?? '';
  }
  if (changed.clockOut) {
    input.clockOutTime =
      fromWallTime({ date: values.clockOutDate, time: values.clockOutTime }) ?? '';
  }
  if (changed.breaks) {
    input.breaks = values.breaks.flatMap((entry) => breakInstants(entry) ?? []);
  }
  if (changed.notes) input.notes = values.notes;
  return input;
}

export function EditSessionDialog({
  session,
  open,
  onOpenChange,
}: DialogProps & { session: TimesheetSession }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit session"
      description="Times are the store's. The reason is kept with the session's history."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      {(close) => <EditSessionForm session={session} onDone={close} />}
    </FormDialog>
  );
}

function EditSessionForm({ session, onDone }: { session: TimesheetSession; onDone: () => void }) {
  const patch = usePatchSession();
  // The timesheet gives break minutes only; the breaks themselves are in the latest history entry.
  const history = useSessionHistory(session.id, session.breakMinutes > 0);
  if (session.breakMinutes > 0 && history.isPending) {
    return <Skeleton className="h-64" aria-label="Loading the session" />;
  }
  const recorded = session.breakMinutes > 0 ? breaksOnRecord(history.data) : [];
  return (
    <SessionForm
      mode="edit"
      defaultValues={sessionDefaults(session, recorded ?? [])}
      breaksNote={
        recorded === null ? (
          <p className="text-sm text-muted-foreground">
            {formatMinutes(session.breakMinutes)} of breaks on record. Adding a break here replaces
            them.
          </p>
        ) : null
      }
      isPending={patch.isPending}
      error={patch.error}
      submitLabel="Save correction"
      onCancel={onDone}
      onSubmit={(values, changed) => {
        const input = patchInput(values, changed);
        if (!passesContract(PatchTimeSessionInputSchema, input)) return;
        patch.mutate(
          { id: session.id, input },
          {
            onSuccess: () => {
              notifySuccess('Session corrected');
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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add missed session"
      description={`A session ${userName} forgot to punch. Times are the store's.`}
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
  const create = useCreateSession();
  return (
    <SessionForm
      mode="add"
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
      submitLabel="Add session"
      onCancel={onDone}
      onSubmit={(values) => {
        const input = {
          userId,
          ticketId: null,
          clockInTime: fromWallTime({ date: values.clockInDate, time: values.clockInTime }) ?? '',
          clockOutTime:
            fromWallTime({ date: values.clockOutDate, time: values.clockOutTime }) ?? '',
          breaks: values.breaks.flatMap((entry) => breakInstants(entry) ?? []),
          notes: values.notes,
          reason: values.reason,
        };
        if (!passesContract(CreateTimeSessionInputSchema, input)) return;
        create.mutate(input, {
          onSuccess: () => {
            notifySuccess('Session added');
            onDone();
          },
        });
      }}
    />
  );
}
