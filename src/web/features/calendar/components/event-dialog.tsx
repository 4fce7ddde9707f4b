import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';

import type { CalendarEvent } from '#contract/schemas/calendar-event.ts';
import { isEndAfterStart, SCHEDULE_END_BEFORE_START_MESSAGE } from '#contract/utils/schedule.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';

import { useCreateCalendarEvent } from '../api/create-calendar-event.ts';
import { useDeleteCalendarEvent } from '../api/delete-calendar-event.ts';
import { useUpdateCalendarEvent } from '../api/update-calendar-event.ts';
import { longDate } from '../lib/month-grid.ts';

/** Create on a day, or open an existing event. */
export type EventDialogTarget =
  { mode: 'create'; day: string } | { mode: 'edit'; event: CalendarEvent };

export interface EventDialogProps {
  target: EventDialogTarget | null;
  /** The creator or an admin may change an event (issue #6). */
  canEdit: (event: CalendarEvent) => boolean;
  onOpenChange: (open: boolean) => void;
}

function timeProblem(allDay: boolean, startTime: string, endTime: string): string | undefined {
  if (allDay) return undefined;
  if (endTime && !startTime) return 'A start time is needed with an end time';
  if (startTime && endTime && !isEndAfterStart(startTime, endTime))
    return SCHEDULE_END_BEFORE_START_MESSAGE;
  return undefined;
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
  const existing = target.mode === 'edit' ? target.event : undefined;
  const [title, setTitle] = useState(existing?.title ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [date, setDate] = useState(existing?.date ?? (target.mode === 'create' ? target.day : ''));
  const [allDay, setAllDay] = useState(existing?.allDay ?? false);
  const [startTime, setStartTime] = useState(existing?.startTime ?? '');
  const [endTime, setEndTime] = useState(existing?.endTime ?? '');
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const createEvent = useCreateCalendarEvent();
  const updateEvent = useUpdateCalendarEvent();
  const deleteEvent = useDeleteCalendarEvent();
  const isBusy = createEvent.isPending || updateEvent.isPending || deleteEvent.isPending;
  const problem = timeProblem(allDay, startTime, endTime);
  // Product rules §5: the title is required (trimmed).
  const canSave =
    isEditable && title.trim() !== '' && date !== '' && problem === undefined && !isBusy;

  async function save() {
    const fields = {
      title: title.trim(),
      description: description.trim() === '' ? null : description.trim(),
      allDay,
      // Product rules §5: times are used only when the event is not all-day.
      startTime: allDay || !startTime ? null : startTime,
      endTime: allDay || !endTime ? null : endTime,
    };
    try {
      if (existing) await updateEvent.mutateAsync({ id: existing.id, input: { ...fields, date } });
      else await createEvent.mutateAsync({ ...fields, date });
      onDone();
    } catch (error) {
      // The form keeps what was typed.
      notifyError(
        'Error',
        errorText(error, existing ? 'Failed to update event' : 'Failed to create event'),
      );
    }
  }

  async function remove() {
    if (!existing) return;
    try {
      await deleteEvent.mutateAsync(existing.id);
      setIsConfirmingDelete(false);
      onDone();
    } catch (error) {
      setIsConfirmingDelete(false);
      notifyError('Error', errorText(error, 'Failed to delete event'));
    }
  }

  return (
    <>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) void save();
        }}
      >
        <fieldset disabled={!isEditable || isBusy} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="event-title">Title *</Label>
            <Input
              id="event-title"
              value={title}
              autoComplete="off"
              aria-required="true"
              onChange={(event) => {
                setTitle(event.target.value);
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="event-description">Description</Label>
            <Textarea
              id="event-description"
              rows={3}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
              }}
            />
          </div>
          <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
            <div className="grid min-w-0 flex-1 basis-40 gap-2">
              <Label htmlFor="event-date">Date</Label>
              <Input
                id="event-date"
                type="date"
                value={date}
                aria-required="true"
                onChange={(event) => {
                  setDate(event.target.value);
                }}
              />
            </div>
            <div className="flex h-9 items-center gap-2">
              <Checkbox
                id="event-all-day"
                checked={allDay}
                onCheckedChange={(checked) => {
                  const isAllDay = checked === true;
                  setAllDay(isAllDay);
                  // Product rules §5: switching to all-day clears the times.
                  if (isAllDay) {
                    setStartTime('');
                    setEndTime('');
                  }
                }}
              />
              <Label htmlFor="event-all-day">All day</Label>
            </div>
          </div>
          {allDay ? null : (
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor="event-start">Start Time</Label>
                <Input
                  id="event-start"
                  type="time"
                  value={startTime}
                  onChange={(event) => {
                    setStartTime(event.target.value);
                  }}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="event-end">End Time</Label>
                <Input
                  id="event-end"
                  type="time"
                  value={endTime}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) => {
                    setEndTime(event.target.value);
                  }}
                />
              </div>
              {problem ? (
                <p role="alert" className="col-span-2 text-sm text-destructive">
                  {problem}
                </p>
              ) : null}
            </div>
          )}
        </fieldset>
        {!isEditable && existing ? (
          <p className="text-sm text-muted-foreground">
            Added by {existing.createdByName ?? 'a former user'}. Only its creator or an admin can
            change it.
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
              Delete
            </Button>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
              {isEditable ? 'Cancel' : 'Close'}
            </Button>
            {isEditable ? (
              <Button type="submit" disabled={!canSave}>
                {isBusy ? 'Saving...' : existing ? 'Save Changes' : 'Add Event'}
              </Button>
            ) : null}
          </div>
        </DialogFooter>
      </form>
      <AlertDialog open={isConfirmingDelete} onOpenChange={setIsConfirmingDelete}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Event</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete this event?
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteEvent.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-white hover:bg-destructive/90"
              disabled={deleteEvent.isPending}
              onClick={(event) => {
                // Stays open until the delete answers.
                event.preventDefault();
                void remove();
              }}
            >
              {deleteEvent.isPending ? 'Deleting...' : 'Delete'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** Product rules §2 event dialog: create, edit and delete (with confirmation) a custom event. */
export function EventDialog({ target, canEdit, onOpenChange }: EventDialogProps) {
  const isEditable = target === null || target.mode === 'create' || canEdit(target.event);
  const title = target?.mode === 'edit' ? (isEditable ? 'Edit Event' : 'Event') : 'Add Event';
  const day = target?.mode === 'edit' ? target.event.date : target?.day;
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{day ? longDate(day) : null}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
