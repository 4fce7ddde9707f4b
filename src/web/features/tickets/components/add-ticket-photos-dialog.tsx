import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

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

const STAGE_OPTIONS = [
  { value: 'before', label: 'Before the work' },
  { value: 'after', label: 'After the work' },
] as const;

/** Work under way: new photos are more likely evidence of it than of the fault. */
function defaultStage(ticket: Ticket): TicketPhotoStage {
  return ticket.status === 'open' || ticket.status === 'accepted' ? 'before' : 'after';
}

function AddPhotosForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
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
      notifySuccess('Success', photos.length === 1 ? 'Photo added' : 'Photos added');
      onDone();
    } catch (error) {
      notifyError('Error', errorText(error, 'Failed to add the photos'));
    }
  });
  return (
    <AppForm className="grid gap-4" aria-label="Add Photos" onSubmit={onSubmit}>
      <SelectField
        control={control}
        name="stage"
        id="add-photos-stage"
        label="The photos show"
        options={STAGE_OPTIONS}
        isDisabled={isPending}
        triggerClassName="w-full"
      />
      <div className="grid gap-2">
        <Label htmlFor="add-photos-files">Photos</Label>
        <PhotoPicker
          id="add-photos-files"
          files={photos}
          onChange={setPhotos}
          disabled={isPending}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending || photos.length === 0}>
          {isPending ? 'Uploading...' : 'Upload Photos'}
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
        Add Photos
      </Button>
      <FormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Add Photos"
        description={`${ticketLabel(ticket)} · ${ticket.title}`}
      >
        {(close) => <AddPhotosForm ticket={ticket} onDone={close} />}
      </FormDialog>
    </>
  );
}
