import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import type { PayPeriod } from '#contract/schemas/timesheet.ts';
import {
  LOCK_BEFORE_END_WARNING,
  CreatePayPeriodInputSchema,
  LockPayPeriodInputSchema,
  UnlockPayPeriodInputSchema,
} from '#contract/schemas/timesheet.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { formatDay } from '#web/lib/date-format.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifySuccess } from '#web/lib/notify.ts';

import { useCreatePayPeriod, useLockPayPeriod, useUnlockPayPeriod } from '../api/pay-periods.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function label(period: PayPeriod): string {
  return `${formatDay(period.startDate)} – ${formatDay(period.endDate)}`;
}

export function CreatePayPeriodDialog({ open, onOpenChange }: DialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New pay period"
      description="A period the schedule did not create: at most 31 days, not overlapping another."
    >
      {(close) => <CreateForm onDone={close} />}
    </FormDialog>
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePayPeriod();
  const { control, handleSubmit } = useForm<
    z.input<typeof CreatePayPeriodInputSchema>,
    unknown,
    z.output<typeof CreatePayPeriodInputSchema>
  >({
    resolver: zodResolver(CreatePayPeriodInputSchema),
    defaultValues: { startDate: '', endDate: '' },
  });
  const submit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess('Pay period created');
        onDone();
      },
    });
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <FormError error={create.error} fallback="Failed to create the pay period" />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          control={control}
          name="startDate"
          id="pay-period-start"
          label="Start date"
          type="date"
          disabled={create.isPending}
        />
        <TextField
          control={control}
          name="endDate"
          id="pay-period-end"
          label="End date"
          type="date"
          disabled={create.isPending}
        />
      </div>
      <FormActions
        isEditing
        isPending={create.isPending}
        canSave={!create.isPending}
        onCancel={onDone}
        submitLabel="Create pay period"
      />
    </form>
  );
}

export function LockPayPeriodDialog({
  period,
  open,
  onOpenChange,
}: DialogProps & { period: PayPeriod }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Lock ${label(period)}?`}
      description={
        period.ended
          ? 'Nobody can change the time of a locked period until an admin unlocks it.'
          : LOCK_BEFORE_END_WARNING
      }
    >
      {(close) => <ReasonForm period={period} action="lock" onDone={close} />}
    </FormDialog>
  );
}

export function UnlockPayPeriodDialog({
  period,
  open,
  onOpenChange,
}: DialogProps & { period: PayPeriod }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Unlock ${label(period)}?`}
      description="Its time can be corrected again. The reason is recorded."
    >
      {(close) => <ReasonForm period={period} action="unlock" onDone={close} />}
    </FormDialog>
  );
}

type ReasonIn = z.input<typeof UnlockPayPeriodInputSchema>;

/** Locking may say why (optional); unlocking must (the contract's schemas decide). */
function ReasonForm({
  period,
  action,
  onDone,
}: {
  period: PayPeriod;
  action: 'lock' | 'unlock';
  onDone: () => void;
}) {
  const lock = useLockPayPeriod();
  const unlock = useUnlockPayPeriod();
  const mutation = action === 'lock' ? lock : unlock;
  const schema = action === 'lock' ? LockPayPeriodInputSchema : UnlockPayPeriodInputSchema;
  const { control, handleSubmit } = useForm<ReasonIn>({
    // One form for both: the two schemas differ only in whether the reason may be empty, which
    // their resolvers' types cannot express as one.
    resolver: zodResolver(schema) as never,
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((values) => {
    mutation.mutate(
      { id: period.id, input: { reason: values.reason } },
      {
        onSuccess: () => {
          notifySuccess(action === 'lock' ? 'Pay period locked' : 'Pay period unlocked');
          onDone();
        },
      },
    );
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <FormError
        error={mutation.error}
        fallback={
          action === 'lock' ? 'Failed to lock the pay period' : 'Failed to unlock the pay period'
        }
      />
      <TextField
        control={control}
        name="reason"
        id={`${action}-reason`}
        label={action === 'lock' ? 'Reason (optional)' : 'Reason *'}
        isMultiline
        rows={3}
        {...(action === 'unlock' ? { 'aria-required': 'true' as const } : {})}
        maxLength={maxLengthOf(UnlockPayPeriodInputSchema.shape.reason)}
        disabled={mutation.isPending}
      />
      <FormActions
        isEditing
        isPending={mutation.isPending}
        canSave={!mutation.isPending}
        onCancel={onDone}
        submitLabel={action === 'lock' ? 'Lock' : 'Unlock'}
        pendingLabel={action === 'lock' ? 'Locking...' : 'Unlocking...'}
      />
    </form>
  );
}
