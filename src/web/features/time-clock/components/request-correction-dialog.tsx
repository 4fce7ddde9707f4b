import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('time-clock');
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
        {t('correction.button')}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t('correction.title')}
        description={t('correction.description', {
          date: formatDate(start),
          time: formatTime(start),
        })}
        field={CORRECTION_NOTE}
        id="correction-note"
        label={t('correction.label')}
        placeholder={t('correction.placeholder')}
        submitLabel={t('correction.submit')}
        pendingLabel={t('correction.sending')}
        isPending={request.isPending}
        onSubmit={(note) => request.mutateAsync({ sessionId: session.id, input: { note } })}
        onSuccess={() => {
          notifySuccess(t('toasts.correctionRequested'));
        }}
        failure={{ title: t('toasts.requestFailed'), fallback: t('toasts.requestFailedBody') }}
      />
    </>
  );
}
