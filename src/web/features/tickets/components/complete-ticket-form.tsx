import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('tickets');
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
        t('toasts.success'),
        result.queued ? t('toasts.savedOnPhone') : t('toasts.statusUpdated'),
      );
      onCompleted?.();
    } catch (error) {
      notifyError(t('toasts.error'), errorText(error, t('toasts.statusFailed')));
    } finally {
      setIsSubmitting(false);
    }
  });
  return (
    <AppForm className="grid gap-4" aria-label={t('complete.title')} onSubmit={onSubmit}>
      {ticket.equipment && ticket.equipmentDown ? (
        // Product rules (the status a ticket sets): the unit is down while an open ticket says so.
        <p className="text-sm text-muted-foreground">
          {t('complete.backInService', { equipment: ticket.equipment.name })}
        </p>
      ) : null}
      <TextField
        control={control}
        name="completionNotes"
        id={`${idPrefix}-notes`}
        label={t('complete.notes')}
        isMultiline
        rows={3}
        placeholder={t('complete.notesPlaceholder')}
        maxLength={maxLengthOf(CompletionSchema.shape.completionNotes)}
        disabled={isSubmitting}
      />
      {unticked > 0 ? (
        <TextField
          control={control}
          name="checklistSkippedNote"
          id={`${idPrefix}-skipped`}
          label={t('complete.skipped')}
          hint={{
            id: `${idPrefix}-skipped-hint`,
            text: t('complete.skippedHint', { count: unticked }),
          }}
          isMultiline
          rows={2}
          placeholder={t('complete.skippedPlaceholder')}
          maxLength={maxLengthOf(CompletionSchema.shape.checklistSkippedNote)}
          disabled={isSubmitting}
          aria-required="true"
        />
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-photos`}>{t('complete.afterPhotos')}</Label>
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
            {t('complete.cancel')}
          </Button>
        ) : null}
        <Button type="submit" className="sm:w-fit" disabled={isSubmitting}>
          {isSubmitting ? t('complete.completing') : t('complete.submit')}
        </Button>
      </div>
    </AppForm>
  );
}
