import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { QuestionDialog } from '#web/components/confirm-dialog.tsx';
import { AlertDialogAction } from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';

import { useCreateCalendarEvent } from '../api/create-calendar-event.ts';
import { useDeleteCalendarEvent } from '../api/delete-calendar-event.ts';
import { useUpdateCalendarEvent } from '../api/update-calendar-event.ts';
import { EVENT_MAX_LENGTHS, EventFormSchema } from '../lib/event-form-schema.ts';
import type { EventFormOutput, EventFormValues } from '../lib/event-form-schema.ts';
import { longDate } from '../lib/month-grid.ts';

/** Create on a day, or open an existing event. */
export type EventDialogTarget =
  { mode: 'create'; day: string } | { mode: 'edit'; event: CalendarEvent };

interface EventDialogProps {
  target: EventDialogTarget | null;
  /** The creator or an admin may change an event (decision 006). */
  canEdit: (event: CalendarEvent) => boolean;
  onOpenChange: (open: boolean) => void;
}

function EventForm({
  target,
  isEditable,
  onDone,
}: {
  target: EventDialogTarget;
  isEditable: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('calendar');
  const existing = target.mode === 'edit' ? target.event : undefined;
  const { control, handleSubmit, setValue, trigger, formState } = useForm<
    EventFormValues,
    unknown,
    EventFormOutput
  >({
    resolver: zodResolver(EventFormSchema),
    defaultValues: {
      title: existing?.title ?? '',
      description: existing?.description ?? '',
      date: existing?.date ?? (target.mode === 'create' ? target.day : ''),
      allDay: existing?.allDay ?? false,
      startTime: existing?.startTime ?? '',
      endTime: existing?.endTime ?? '',
    },
  });
  const [title, date, allDay, startTime, endTime] = useWatch({
    control,
    name: ['title', 'date', 'allDay', 'startTime', 'endTime'],
  });
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const createEvent = useCreateCalendarEvent();
  const updateEvent = useUpdateCalendarEvent();
  const deleteEvent = useDeleteCalendarEvent();
  const isBusy = createEvent.isPending || updateEvent.isPending || deleteEvent.isPending;
  // The times are checked as soon as one is typed: the schema's message shows under the time
  // it concerns, and Save waits for a valid range.
  useEffect(() => {
    void trigger(['startTime', 'endTime']);
  }, [startTime, endTime, allDay, trigger]);
  const hasTimeProblem =
    formState.errors.startTime !== undefined || formState.errors.endTime !== undefined;
  // Product rules §5: the title is required (trimmed).
  const canSave = isEditable && title.trim() !== '' && date !== '' && !hasTimeProblem && !isBusy;

  const save = handleSubmit(async ({ date: day, ...fields }) => {
    try {
      if (existing)
        await updateEvent.mutateAsync({ id: existing.id, input: { ...fields, date: day } });
      else await createEvent.mutateAsync({ ...fields, date: day });
      onDone();
    } catch (error) {
      // The form keeps what was typed.
      notifyError(
        t('event.error'),
        errorText(error, existing ? t('event.updateFailed') : t('event.createFailed')),
      );
    }
  });

  async function remove() {
    if (!existing) return;
    try {
      await deleteEvent.mutateAsync(existing.id);
      setIsConfirmingDelete(false);
      onDone();
    } catch (error) {
      setIsConfirmingDelete(false);
      notifyError(t('event.error'), errorText(error, t('event.deleteFailed')));
    }
  }

  return (
    <>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          void save(event);
        }}
      >
        <fieldset disabled={!isEditable || isBusy} className="grid gap-4">
          <TextField
            control={control}
            name="title"
            id="event-title"
            label={t('event.title')}
            autoComplete="off"
            aria-required="true"
            maxLength={EVENT_MAX_LENGTHS.title}
          />
          <TextField
            control={control}
            name="description"
            id="event-description"
            label={t('event.description')}
            isMultiline
            rows={3}
            maxLength={EVENT_MAX_LENGTHS.description}
          />
          <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
            <TextField
              control={control}
              name="date"
              id="event-date"
              label={t('event.date')}
              type="date"
              aria-required="true"
              className="min-w-0 flex-1 basis-40"
            />
            <div className="flex h-9 items-center gap-2">
              <Checkbox
                id="event-all-day"
                checked={allDay}
                onCheckedChange={(checked) => {
                  const isAllDay = checked === true;
                  setValue('allDay', isAllDay);
                  // Product rules §5: switching to all-day clears the times.
                  if (isAllDay) {
                    setValue('startTime', '');
                    setValue('endTime', '');
                  }
                }}
              />
              <Label htmlFor="event-all-day">{t('event.allDay')}</Label>
            </div>
          </div>
          {allDay ? null : (
            <div className="grid grid-cols-2 gap-3">
              <TextField
                control={control}
                name="startTime"
                id="event-start"
                label={t('event.startTime')}
                type="time"
              />
              <TextField
                control={control}
                name="endTime"
                id="event-end"
                label={t('event.endTime')}
                type="time"
              />
            </div>
          )}
        </fieldset>
        {!isEditable && existing ? (
          <p className="text-sm text-muted-foreground">
            {t('event.addedBy', { name: existing.createdByName ?? t('event.formerUser') })}
          </p>
        ) : null}
        <DialogFooter className={existing && isEditable ? 'sm:justify-between' : undefined}>
          {existing && isEditable ? (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive hover:text-destructive"
              disabled={isBusy}
              onClick={() => {
                setIsConfirmingDelete(true);
              }}
            >
              <Trash2Icon aria-hidden="true" />
              {t('event.delete')}
            </Button>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
              {isEditable ? t('event.cancel') : t('event.close')}
            </Button>
            {isEditable ? (
              <Button type="submit" disabled={!canSave}>
                {isBusy ? t('event.saving') : existing ? t('event.saveChanges') : t('event.add')}
              </Button>
            ) : null}
          </div>
        </DialogFooter>
      </form>
      <QuestionDialog
        open={isConfirmingDelete}
        onClose={() => {
          setIsConfirmingDelete(false);
        }}
        title={t('event.deleteTitle')}
        description={t('event.deleteQuestion')}
        cancel={{ label: t('event.cancel'), isDisabled: deleteEvent.isPending }}
      >
        <AlertDialogAction
          className="bg-destructive text-white hover:bg-destructive/90"
          disabled={deleteEvent.isPending}
          onClick={(event) => {
            // Stays open until the delete answers.
            event.preventDefault();
            void remove();
          }}
        >
          {deleteEvent.isPending ? t('event.deleting') : t('event.delete')}
        </AlertDialogAction>
      </QuestionDialog>
    </>
  );
}

/** Product rules §2 event dialog: create, edit and delete (with confirmation) a custom event. */
export function EventDialog({ target, canEdit, onOpenChange }: EventDialogProps) {
  const { t } = useTranslation('calendar');
  const isEditable = target === null || target.mode === 'create' || canEdit(target.event);
  const title =
    target?.mode === 'edit' ? (isEditable ? t('event.edit') : t('event.view')) : t('event.add');
  const day = target?.mode === 'edit' ? target.event.date : target?.day;
  return (
    <TitledDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={day ? longDate(day) : null}
    >
      {target ? (
        <EventForm
          key={target.mode === 'edit' ? target.event.id : `new-${target.day}`}
          target={target}
          isEditable={isEditable}
          onDone={() => {
            onOpenChange(false);
          }}
        />
      ) : null}
    </TitledDialog>
  );
}
