import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import { CreateTicketFormSchema, TICKET_PRIORITIES } from '#contract/schemas/ticket.ts';
import type { CreateTicketFormValues, Ticket, TicketPriority } from '#contract/schemas/ticket.ts';
import { buildScheduleRange, localDay } from '#contract/utils/schedule.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import type { SelectOption } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useCreateTicket } from '../api/create-ticket.ts';
import { useCategoryOptions } from '../api/get-categories.ts';
import { useLocationOptions } from '../api/get-locations.ts';
import { useUploadTicketPhotos } from '../api/upload-ticket-photos.ts';
import { PRIORITY_LABELS } from '../lib/ticket-format.ts';
import { defaultScheduleValues, scheduleProblem } from '../lib/schedule-form.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

const PRIORITY_OPTIONS: SelectOption[] = TICKET_PRIORITIES.map((priority) => ({
  value: priority,
  label: PRIORITY_LABELS[priority],
}));

/** Locations and categories are chosen, and sent, by name (product rules §7). */
function namedOptions(items: readonly { name: string }[] | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ value: item.name, label: item.name }));
}

export interface TicketDraft {
  title: string;
  description: string;
  location: string;
}

export interface TicketSuggestion {
  category: string;
  priority: TicketPriority;
}

export interface CreateTicketFormProps {
  /** YYYY-MM-DD: the schedule's date, e.g. from the calendar (product rules §2). */
  initialDate?: string;
  /** A location to preselect, such as a manager's store. */
  defaultLocation?: string;
  onCreated: (ticket: Ticket) => void;
  onCancel: () => void;
  /** The AI analysis panel beside the form (under it on phones); it may apply its suggestions. */
  renderAside?: (
    draft: TicketDraft,
    applySuggestions: (suggestion: TicketSuggestion) => void,
  ) => ReactNode;
}

/** Product rules §2 Create Maintenance Ticket form, with the rules of product rules §4–§5. */
export function CreateTicketForm({
  initialDate,
  defaultLocation,
  onCreated,
  onCancel,
  renderAside,
}: CreateTicketFormProps) {
  const [today] = useState(() => localDay(new Date()));
  const locations = useLocationOptions();
  const categories = useCategoryOptions();
  const createTicket = useCreateTicket();
  const uploadPhotos = useUploadTicketPhotos();
  const [photos, setPhotos] = useState<File[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const form = useForm<CreateTicketFormValues>({
    resolver: zodResolver(CreateTicketFormSchema),
    defaultValues: {
      location: defaultLocation ?? '',
      category: '',
      title: '',
      description: '',
      priority: 'medium',
      equipmentDown: false,
      ...defaultScheduleValues(initialDate && initialDate >= today ? initialDate : ''),
    },
  });
  const { control, setValue, handleSubmit } = form;
  const values = useWatch({ control });
  const schedule = {
    date: values.date ?? '',
    startTime: values.startTime ?? '',
    endTime: values.endTime ?? '',
    allDay: values.allDay ?? false,
  };
  const isMissingRequired = [
    values.location,
    values.category,
    values.title,
    values.description,
  ].some((value) => !value?.trim());
  const problem = scheduleProblem(schedule, today);
  const isBusy = isSubmitting;

  function applySuggestions(suggestion: TicketSuggestion) {
    const category = categories.data?.find(
      (option) => option.name.toLowerCase() === suggestion.category.toLowerCase(),
    );
    if (category) setValue('category', category.name, { shouldDirty: true });
    setValue('priority', suggestion.priority, { shouldDirty: true });
  }

  const onSubmit = handleSubmit(async (submitted) => {
    setIsSubmitting(true);
    try {
      const ticket = await createTicket.mutateAsync({
        title: submitted.title,
        description: submitted.description,
        location: submitted.location,
        category: submitted.category,
        priority: submitted.priority,
        equipmentDown: submitted.equipmentDown,
        ...buildScheduleRange(submitted),
      });
      // Photos are uploaded once the ticket exists (issue #3).
      if (photos.length > 0) {
        try {
          await uploadPhotos.mutateAsync({ ticketId: ticket.id, files: photos });
        } catch (error) {
          notifyError(
            'Error',
            `Ticket created, but its photos were not saved: ${errorText(error, 'upload failed')}`,
          );
          onCreated(ticket);
          return;
        }
      }
      notifySuccess('Success', 'Ticket created successfully!');
      onCreated(ticket);
    } catch (error) {
      notifyError('Error', errorText(error, 'Failed to create ticket'));
    } finally {
      setIsSubmitting(false);
    }
  });

  const submitLabel = isBusy
    ? 'Submitting...'
    : isMissingRequired
      ? 'Please fill all required fields'
      : 'Submit Ticket';
  const aside = renderAside?.(
    {
      title: values.title ?? '',
      description: values.description ?? '',
      location: values.location ?? '',
    },
    applySuggestions,
  );

  return (
    <div
      className={
        aside ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]' : 'max-w-3xl'
      }
    >
      <Card>
        <form
          noValidate
          aria-label="Create Maintenance Ticket"
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            void onSubmit(event);
          }}
        >
          <CardHeader>
            <CardTitle>Ticket Details</CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                control={control}
                name="location"
                id="ticket-location"
                label="Location *"
                isRequired
                isDisabled={isBusy}
                placeholder={
                  locations.isError ? 'Locations could not be loaded' : 'Select a location'
                }
                options={namedOptions(locations.data)}
              />
              <SelectField
                control={control}
                name="category"
                id="ticket-category"
                label="Category *"
                isRequired
                isDisabled={isBusy}
                placeholder={
                  categories.isError ? 'Categories could not be loaded' : 'Select a category'
                }
                options={namedOptions(categories.data)}
              />
            </div>
            <TextField
              control={control}
              name="title"
              id="ticket-title"
              label="Title *"
              placeholder="Brief description of the issue"
              autoComplete="off"
              aria-required="true"
              maxLength={maxLengthOf(CreateTicketFormSchema.shape.title)}
              disabled={isBusy}
            />
            <TextField
              control={control}
              name="description"
              id="ticket-description"
              label="Description *"
              isMultiline
              rows={4}
              placeholder="What is wrong, since when, and what has been tried"
              aria-required="true"
              maxLength={maxLengthOf(CreateTicketFormSchema.shape.description)}
              disabled={isBusy}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                control={control}
                name="priority"
                id="ticket-priority"
                label="Priority *"
                isDisabled={isBusy}
                options={PRIORITY_OPTIONS}
              />
              <div className="flex items-center gap-2 sm:pt-7">
                <Controller
                  control={control}
                  name="equipmentDown"
                  render={({ field }) => (
                    <Checkbox
                      id="ticket-equipment-down"
                      checked={field.value}
                      disabled={isBusy}
                      onCheckedChange={(checked) => {
                        field.onChange(checked === true);
                      }}
                    />
                  )}
                />
                <Label htmlFor="ticket-equipment-down">Equipment is out of order</Label>
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="ticket-photos">Photos</Label>
              <PhotoPicker
                id="ticket-photos"
                files={photos}
                onChange={setPhotos}
                disabled={isBusy}
              />
            </div>
            <fieldset className="grid gap-3 rounded-md border p-4">
              <legend className="px-1 text-sm font-medium">Schedule (optional)</legend>
              <ScheduleFields
                idPrefix="ticket-schedule"
                value={schedule}
                today={today}
                disabled={isBusy}
                onChange={(next) => {
                  setValue('date', next.date);
                  setValue('startTime', next.startTime);
                  setValue('endTime', next.endTime);
                  setValue('allDay', next.allDay);
                }}
              />
            </fieldset>
          </CardContent>
          <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              className="w-full sm:w-auto"
              disabled={isBusy}
              onClick={onCancel}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={isBusy || isMissingRequired || problem !== undefined}
            >
              {submitLabel}
            </Button>
          </CardFooter>
        </form>
      </Card>
      {aside ? <aside aria-label="AI analysis">{aside}</aside> : null}
    </div>
  );
}
