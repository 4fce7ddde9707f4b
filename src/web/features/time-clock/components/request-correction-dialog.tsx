import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { CorrectionRequestInputSchema } from '#contract/schemas/time-correction.ts';
import type { TimeSession } from '#contract/schemas/time-session.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDate, formatTime } from '#web/lib/date-format.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useRequestCorrection } from '../api/request-correction.ts';

type NoteIn = z.input<typeof CorrectionRequestInputSchema>;
type NoteOut = z.output<typeof CorrectionRequestInputSchema>;

function CorrectionRequestForm({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const request = useRequestCorrection();
  const { control, handleSubmit } = useForm<NoteIn, unknown, NoteOut>({
    resolver: zodResolver(CorrectionRequestInputSchema),
    defaultValues: { note: '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await request.mutateAsync({ sessionId, input });
      notifySuccess('Correction requested');
      onDone();
    } catch (error) {
      notifyError('Request Failed', errorText(error, 'Failed to request the correction'));
    }
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <TextField
        control={control}
        name="note"
        id="correction-note"
        label="What should change? *"
        isMultiline
        rows={3}
        aria-required="true"
        placeholder="e.g. I left at 17:30 but forgot to clock out"
        maxLength={maxLengthOf(CorrectionRequestInputSchema.shape.note)}
        disabled={request.isPending}
      />
      <FormActions
        isEditing
        isPending={request.isPending}
        canSave={!request.isPending}
        onCancel={onDone}
        submitLabel="Send Request"
        pendingLabel="Sending..."
      />
    </form>
  );
}

/**
 * Issue 20: technicians cannot edit their punches; 'Request correction' sends a note about one
 * closed session to the admins and their store's managers.
 */
export function RequestCorrectionButton({ session }: { session: TimeSession }) {
  const [open, setOpen] = useState(false);
  const start = new Date(session.clockInTime);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="w-full sm:w-fit"
        onClick={() => {
          setOpen(true);
        }}
      >
        Request correction
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Request Correction"
        description={`Your session of ${formatDate(start)} from ${formatTime(start)}. An admin or your manager corrects it and the change is kept in its history.`}
      >
        {(close) => <CorrectionRequestForm sessionId={session.id} onDone={close} />}
      </FormDialog>
    </>
  );
}
