import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { PhotoPicker } from '#web/components/photo-picker.tsx';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useCompleteTicket } from '../api/complete-ticket.ts';
import { useUploadTicketPhotos } from '../api/upload-ticket-photos.ts';
import {
  CompletionSchema,
  completionSchemaFor,
  skippedItemsHint,
  untickedCount,
} from '../lib/checklist-completion.ts';

interface CompleteTicketFormProps {
  ticket: Ticket;
  /** Shown as a Cancel button beside the confirm one (the completion step of the status picker). */
  onCancel?: () => void;
  /** After the ticket is completed. */
  onCompleted?: () => void;
  /** Keeps ids unique when the form is shown twice (inline and in the picker's step). */
  idPrefix?: string;
}

/**
 * The one completion step (product rules §2, decisions 023-028): optional notes, optional after-photos and
 * 'Complete Ticket'. Nothing is sent until that button is pressed.
 */
export function CompleteTicketForm({
  ticket,
  onCancel,
  onCompleted,
  idPrefix = 'completion',
}: CompleteTicketFormProps) {
  const completeTicket = useCompleteTicket();
  const uploadPhotos = useUploadTicketPhotos();
  const [photos, setPhotos] = useState<File[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Decision 034: unticked checklist items make the 'Skipped items' note required.
  const unticked = untickedCount(ticket);
  const { control, handleSubmit } = useForm<
    z.input<typeof CompletionSchema>,
    unknown,
    z.output<typeof CompletionSchema>
  >({
    resolver: zodResolver(completionSchemaFor(unticked)),
    defaultValues: { completionNotes: '', checklistSkippedNote: '' },
  });
  // Awaited rather than mutate callbacks: the form unmounts once the ticket is completed.
  const onSubmit = handleSubmit(async ({ completionNotes, checklistSkippedNote }) => {
    setIsSubmitting(true);
    try {
      // The after-photos first: if they are refused the ticket stays as it was, to try again.
      if (photos.length > 0) {
        await uploadPhotos.mutateAsync({ ticketId: ticket.id, files: photos, stage: 'after' });
      }
      setPhotos([]);
      const result = await completeTicket.mutateAsync({
        ticketId: ticket.id,
        completionNotes,
        checklistSkippedNote: unticked > 0 ? checklistSkippedNote : null,
      });
      notifySuccess(
        'Success',
        result.queued
          ? 'Saved on this phone: waiting to sync'
          : 'Ticket status updated successfully!',
      );
      onCompleted?.();
    } catch (error) {
      notifyError('Error', errorText(error, 'Failed to update ticket status'));
    } finally {
      setIsSubmitting(false);
    }
  });
  return (
    <AppForm className="grid gap-4" aria-label="Complete Ticket" onSubmit={onSubmit}>
      {ticket.equipment && ticket.equipmentDown ? (
        // Product rules (the status a ticket sets): the unit is down while an open ticket says so.
        <p className="text-sm text-muted-foreground">
          Completing puts {ticket.equipment.name} back in service, unless another open ticket has it
          out of order.
        </p>
      ) : null}
      <TextField
        control={control}
        name="completionNotes"
        id={`${idPrefix}-notes`}
        label="Completion Notes (optional)"
        isMultiline
        rows={3}
        placeholder="What was done, parts used, follow-up needed"
        maxLength={maxLengthOf(CompletionSchema.shape.completionNotes)}
        disabled={isSubmitting}
      />
      {unticked > 0 ? (
        <TextField
          control={control}
          name="checklistSkippedNote"
          id={`${idPrefix}-skipped`}
          label="Skipped items"
          hint={{ id: `${idPrefix}-skipped-hint`, text: skippedItemsHint(unticked) }}
          isMultiline
          rows={2}
          placeholder="What was not done, and why"
          maxLength={maxLengthOf(CompletionSchema.shape.checklistSkippedNote)}
          disabled={isSubmitting}
          aria-required="true"
        />
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-photos`}>After Photos (optional)</Label>
        <PhotoPicker
          id={`${idPrefix}-photos`}
          files={photos}
          onChange={setPhotos}
          disabled={isSubmitting}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" className="sm:w-fit" disabled={isSubmitting}>
          {isSubmitting ? 'Completing...' : 'Complete Ticket'}
        </Button>
      </div>
    </AppForm>
  );
}
