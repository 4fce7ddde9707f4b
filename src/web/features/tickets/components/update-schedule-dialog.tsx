import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { ScheduleFormValues } from '#contract/utils/schedule.ts';
import { buildScheduleRange, localDay, scheduleFormValues } from '#contract/utils/schedule.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { scheduleBinding } from '#web/components/form/schedule-binding.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useUpdateTicketSchedule } from '../api/update-ticket-schedule.ts';
import {
  defaultScheduleValues,
  scheduleFormSchema,
  scheduleProblem,
} from '../lib/schedule-form.ts';
import { ticketLabel } from '../lib/ticket-format.ts';
import { ScheduleFields } from './schedule-fields.tsx';

interface UpdateScheduleDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A slot a scheduling suggestion proposed (architecture §7), instead of the ticket's own. */
  prefill?: { start: string; end: string } | null;
}

function UpdateScheduleForm({
  ticket,
  prefill,
  onDone,
}: {
  ticket: Ticket;
  prefill: { start: string; end: string } | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('tickets');
  const [today] = useState(() => localDay(new Date()));
  const updateSchedule = useUpdateTicketSchedule();
  // Product rules §5: the scheduled date is required here.
  const [schema] = useState(() => scheduleFormSchema(today, { isDateRequired: true }));
  const { control, setValue, handleSubmit, formState } = useForm<ScheduleFormValues>({
    resolver: zodResolver(schema),
    defaultValues: (() => {
      const defaults = defaultScheduleValues();
      const slot = prefill
        ? { scheduledStart: prefill.start, scheduledEnd: prefill.end, allDay: false }
        : ticket;
      return scheduleFormValues(slot, {
        startTime: defaults.startTime,
        endTime: defaults.endTime,
      });
    })(),
  });
  const schedule = useWatch({ control }) as ScheduleFormValues;
  const problem = scheduleProblem(schedule, today, { isDateRequired: true });
  const hasSchedule = ticket.scheduledStart !== null;

  function save(range: ReturnType<typeof buildScheduleRange>, success: string) {
    updateSchedule.mutateAsync({ ticketId: ticket.id, schedule: range }).then(
      () => {
        notifySuccess(t('toasts.success'), success);
        onDone();
      },
      (error: unknown) => {
        notifyError(t('toasts.error'), errorText(error, t('schedule.failed')));
      },
    );
  }

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        void handleSubmit((values) => {
          save(buildScheduleRange(values), t('schedule.scheduled'));
        })(event);
      }}
    >
      <ScheduleFields
        idPrefix="reschedule"
        {...scheduleBinding(schedule, setValue, formState)}
        today={today}
        disabled={updateSchedule.isPending}
      />
      <DialogFooter className="sm:justify-between">
        {hasSchedule ? (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            disabled={updateSchedule.isPending}
            onClick={() => {
              save(
                { scheduledStart: null, scheduledEnd: null, allDay: false },
                t('schedule.cleared'),
              );
            }}
          >
            {t('schedule.clear')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            onClick={onDone}
            disabled={updateSchedule.isPending}
          >
            {t('schedule.cancel')}
          </Button>
          <Button type="submit" disabled={problem !== undefined || updateSchedule.isPending}>
            {updateSchedule.isPending ? t('schedule.saving') : t('schedule.submit')}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}

/** Product rules §2: an admin reschedules or clears the schedule of an assigned, uncompleted ticket. */
export function UpdateScheduleDialog({
  ticket,
  open,
  onOpenChange,
  prefill = null,
}: UpdateScheduleDialogProps) {
  const { t } = useTranslation('tickets');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('schedule.title')}
      description={`${ticketLabel(ticket)} · ${ticket.title}`}
    >
      {(close) => <UpdateScheduleForm ticket={ticket} prefill={prefill} onDone={close} />}
    </FormDialog>
  );
}
