import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';

import { TicketPhotoStageSchema } from '#contract/schemas/ticket.ts';
import type { Ticket, TicketPhotoStage } from '#contract/schemas/ticket.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { PhotoPicker } from '#web/components/photo-picker.tsx';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useUploadTicketPhotos } from '../api/upload-ticket-photos.ts';
import { ticketLabel } from '../lib/ticket-format.ts';

const AddPhotosSchema = z.object({ stage: TicketPhotoStageSchema });
type AddPhotosValues = z.infer<typeof AddPhotosSchema>;

/** Work under way: new photos are more likely evidence of it than of the fault. */
function defaultStage(ticket: Ticket): TicketPhotoStage {
  return ticket.status === 'open' || ticket.status === 'accepted' ? 'before' : 'after';
}

function AddPhotosForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const { t } = useTranslation('tickets');
  const uploadPhotos = useUploadTicketPhotos();
  const [photos, setPhotos] = useState<File[]>([]);
  const { control, handleSubmit } = useForm<AddPhotosValues>({
    resolver: zodResolver(AddPhotosSchema),
    defaultValues: { stage: defaultStage(ticket) },
  });
  const isPending = uploadPhotos.isPending;
  const onSubmit = handleSubmit(async ({ stage }) => {
    try {
      await uploadPhotos.mutateAsync({ ticketId: ticket.id, files: photos, stage });
      notifySuccess(t('toasts.success'), t('addPhotos.added', { count: photos.length }));
      onDone();
    } catch (error) {
      notifyError(t('toasts.error'), errorText(error, t('addPhotos.failed')));
    }
  });
  return (
    <AppForm className="grid gap-4" aria-label={t('addPhotos.title')} onSubmit={onSubmit}>
      <SelectField
        control={control}
        name="stage"
        id="add-photos-stage"
        label={t('addPhotos.show')}
        options={[
          { value: 'before', label: t('addPhotos.beforeWork') },
          { value: 'after', label: t('addPhotos.afterWork') },
        ]}
        isDisabled={isPending}
        triggerClassName="w-full"
      />
      <div className="grid gap-2">
        <Label htmlFor="add-photos-files">{t('addPhotos.photos')}</Label>
        <PhotoPicker
          id="add-photos-files"
          files={photos}
          onChange={setPhotos}
          disabled={isPending}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          {t('addPhotos.cancel')}
        </Button>
        <Button type="submit" disabled={isPending || photos.length === 0}>
          {isPending ? t('addPhotos.uploading') : t('addPhotos.upload')}
        </Button>
      </div>
    </AppForm>
  );
}

/**
 * Decision 031: 'Add Photos' on an existing ticket (more evidence, after-photos) for those
 * canAddTicketPhotos names; the caller asks it first.
 */
export function AddTicketPhotosButton({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => {
          setIsOpen(true);
        }}
      >
        <ImagePlusIcon aria-hidden="true" />
        {t('addPhotos.title')}
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('addPhotos.title')}
        description={`${ticketLabel(ticket)} · ${ticket.title}`}
      >
        {(close) => <AddPhotosForm ticket={ticket} onDone={close} />}
      </FormDialog>
    </>
  );
}
