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
import { AppForm } from '#web/components/form/app-form.tsx';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { ReasonDialog } from '#web/components/form/reason-dialog.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { formatDay } from '#web/lib/date-format.ts';
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

const PERIOD_DAYS = [
  { name: 'startDate', id: 'pay-period-start', label: 'Start date' },
  { name: 'endDate', id: 'pay-period-end', label: 'End date' },
] as const;

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
    <AppForm className="grid gap-4" onSubmit={submit}>
      <FormError error={create.error} fallback="Failed to create the pay period" />
      <div className="grid grid-cols-2 gap-2">
        {PERIOD_DAYS.map((day) => (
          <TextField
            key={day.name}
            control={control}
            {...day}
            type="date"
            disabled={create.isPending}
          />
        ))}
      </div>
      <FormActions
        isEditing
        isPending={create.isPending}
        canSave={!create.isPending}
        onCancel={onDone}
        submitLabel="Create pay period"
      />
    </AppForm>
  );
}

export function LockPayPeriodDialog(props: DialogProps & { period: PayPeriod }) {
  return <PeriodLockDialog action="lock" {...props} />;
}

export function UnlockPayPeriodDialog(props: DialogProps & { period: PayPeriod }) {
  return <PeriodLockDialog action="unlock" {...props} />;
}

/** The optional reason's schema stands in the text's place: a blank one is null when sent. */
const LOCK_REASON_SCHEMA = LockPayPeriodInputSchema.shape.reason as unknown as z.ZodType<
  string,
  string
>;

/** Locking may say why (optional); unlocking must (the contract's schemas decide). */
function PeriodLockDialog({
  period,
  action,
  open,
  onOpenChange,
}: DialogProps & { period: PayPeriod; action: 'lock' | 'unlock' }) {
  const lock = useLockPayPeriod();
  const unlock = useUnlockPayPeriod();
  const isLock = action === 'lock';
  const mutation = isLock ? lock : unlock;
  return (
    <ReasonDialog
      open={open}
      onOpenChange={(next) => {
        // Each opening starts without the last attempt's failure.
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
      title={`${isLock ? 'Lock' : 'Unlock'} ${label(period)}?`}
      description={
        isLock
          ? period.ended
            ? 'Nobody can change the time of a locked period until an admin unlocks it.'
            : LOCK_BEFORE_END_WARNING
          : 'Its time can be corrected again. The reason is recorded.'
      }
      field={{
        name: 'reason',
        schema: isLock ? LOCK_REASON_SCHEMA : UnlockPayPeriodInputSchema.shape.reason,
      }}
      id={`${action}-reason`}
      label={isLock ? 'Reason (optional)' : 'Reason *'}
      isRequired={!isLock}
      submitLabel={isLock ? 'Lock' : 'Unlock'}
      pendingLabel={isLock ? 'Locking...' : 'Unlocking...'}
      isPending={mutation.isPending}
      onSubmit={(reason) =>
        isLock
          ? lock.mutateAsync({ id: period.id, input: { reason: reason || null } })
          : unlock.mutateAsync({ id: period.id, input: { reason } })
      }
      onSuccess={() => {
        notifySuccess(isLock ? 'Pay period locked' : 'Pay period unlocked');
      }}
      error={
        <FormError
          error={mutation.error}
          fallback={isLock ? 'Failed to lock the pay period' : 'Failed to unlock the pay period'}
        />
      }
    />
  );
}
