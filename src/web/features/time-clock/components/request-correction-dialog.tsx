import { useState } from 'react';

import { CorrectionRequestInputSchema } from '#contract/schemas/time-correction.ts';
import type { TimeSession } from '#contract/schemas/time-session.ts';
import { ReasonDialog } from '#web/components/form/reason-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate, formatTime } from '#web/lib/date-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useIsOnline } from '#web/lib/offline/online-status.ts';

import { useRequestCorrection } from '../api/request-correction.ts';

const CORRECTION_NOTE = { name: 'note', schema: CorrectionRequestInputSchema.shape.note };

/**
 * Decision 035: technicians cannot edit their punches; 'Request correction' sends a note about one
 * closed session to the admins and their store's managers.
 */
export function RequestCorrectionButton({ session }: { session: TimeSession }) {
  const [open, setOpen] = useState(false);
  const request = useRequestCorrection();
  const start = new Date(session.clockInTime);
  // Decision 036 §3: a request goes to people, not into the outbox; it waits for a connection
  // (the Time Logs card says so once, above the rows).
  const isOnline = useIsOnline();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="w-full sm:w-fit"
        disabled={!isOnline}
        onClick={() => {
          setOpen(true);
        }}
      >
        Request correction
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Request Correction"
        description={`Your session of ${formatDate(start)} from ${formatTime(start)}. An admin or your manager corrects it and the change is kept in its history.`}
        field={CORRECTION_NOTE}
        id="correction-note"
        label="What should change? *"
        placeholder="e.g. I left at 17:30 but forgot to clock out"
        submitLabel="Send Request"
        pendingLabel="Sending..."
        isPending={request.isPending}
        onSubmit={(note) => request.mutateAsync({ sessionId: session.id, input: { note } })}
        onSuccess={() => {
          notifySuccess('Correction requested');
        }}
        failure={{ title: 'Request Failed', fallback: 'Failed to request the correction' }}
      />
    </>
  );
}
