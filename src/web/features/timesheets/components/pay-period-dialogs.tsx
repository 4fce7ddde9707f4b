import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { PayPeriod } from '#contract/schemas/timesheet.ts';
import {
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

export function CreatePayPeriodDialog({ open, onOpenChange }: DialogProps) {
  const { t } = useTranslation('timesheets');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('periodDialogs.newTitle')}
      description={t('periodDialogs.newDescription')}
    >
      {(close) => <CreateForm onDone={close} />}
    </FormDialog>
  );
}

const PERIOD_DAYS = [
  { name: 'startDate', id: 'pay-period-start' },
  { name: 'endDate', id: 'pay-period-end' },
] as const;

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('timesheets');
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
        notifySuccess(t('periodDialogs.created'));
        onDone();
      },
    });
  });
  return (
    <AppForm className="grid gap-4" onSubmit={submit}>
      <FormError error={create.error} fallback={t('periodDialogs.createFailed')} />
      <div className="grid grid-cols-2 gap-2">
        {PERIOD_DAYS.map((day) => (
          <TextField
            key={day.name}
            control={control}
            {...day}
            label={t(`periodDialogs.${day.name}`)}
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
        submitLabel={t('periodDialogs.create')}
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
  const { t } = useTranslation('timesheets');
  const lock = useLockPayPeriod();
  const label = t('periods.range', {
    from: formatDay(period.startDate),
    to: formatDay(period.endDate),
  });
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
      title={t(isLock ? 'periodDialogs.lockTitle' : 'periodDialogs.unlockTitle', { period: label })}
      description={
        isLock
          ? period.ended
            ? t('periodDialogs.lockDescription')
            : t('periodDialogs.lockBeforeEnd')
          : t('periodDialogs.unlockDescription')
      }
      field={{
        name: 'reason',
        schema: isLock ? LOCK_REASON_SCHEMA : UnlockPayPeriodInputSchema.shape.reason,
      }}
      id={`${action}-reason`}
      label={isLock ? t('periodDialogs.reasonOptional') : t('periodDialogs.reasonRequired')}
      isRequired={!isLock}
      submitLabel={isLock ? t('periodDialogs.lock') : t('periodDialogs.unlock')}
      pendingLabel={isLock ? t('periodDialogs.locking') : t('periodDialogs.unlocking')}
      isPending={mutation.isPending}
      onSubmit={(reason) =>
        isLock
          ? lock.mutateAsync({ id: period.id, input: { reason: reason || null } })
          : unlock.mutateAsync({ id: period.id, input: { reason } })
      }
      onSuccess={() => {
        notifySuccess(isLock ? t('periodDialogs.lockedToast') : t('periodDialogs.unlockedToast'));
      }}
      error={
        <FormError
          error={mutation.error}
          fallback={isLock ? t('periodDialogs.lockFailed') : t('periodDialogs.unlockFailed')}
        />
      }
    />
  );
}
