import { useTranslation } from 'react-i18next';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { QuestionDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useClockOut } from '../api/clock-out.ts';

export interface ClockedInLogoutDialogProps {
  /** The running session that made us ask; null while closed. */
  session: ActiveSession | null;
  onCancel: () => void;
  /** Logs out (the app's own logout). */
  onLogout: () => void;
}

/**
 * Decision 030: logging out while clocked in asks first — clock out and log out, log out and leave the
 * session running, or stay.
 */
export function ClockedInLogoutDialog({ session, onCancel, onLogout }: ClockedInLogoutDialogProps) {
  // Part of the shell (shown from the header's Logout): its texts are in `common`, loaded with it.
  const { t } = useTranslation('common', { keyPrefix: 'clockedInLogout' });
  const clockOut = useClockOut();
  return (
    <QuestionDialog
      open={session !== null}
      onClose={() => {
        if (!clockOut.isPending) onCancel();
      }}
      title={t('title')}
      description={
        session?.ticketNumber == null
          ? t('description')
          : t('descriptionOn', { number: String(session.ticketNumber) })
      }
      cancel={{ label: t('cancel'), isDisabled: clockOut.isPending }}
    >
      <Button variant="outline" disabled={clockOut.isPending} onClick={onLogout}>
        {t('logOutAnyway')}
      </Button>
      <Button
        disabled={clockOut.isPending}
        onClick={() => {
          clockOut.mutate(
            { notes: null },
            {
              onSuccess: () => {
                notifySuccess(t('clockedOut'), t('clockedOutBody'));
                onLogout();
              },
              onError: (error) => {
                // Product rules §8: the server's error field, else 'Clock out failed'.
                notifyError(
                  t('clockOutFailed'),
                  error instanceof ApiError && error.serverMessage
                    ? error.serverMessage
                    : t('clockOutFailedBody'),
                );
              },
            },
          );
        }}
      >
        {clockOut.isPending ? t('clockingOut') : t('clockOutAndLogOut')}
      </Button>
    </QuestionDialog>
  );
}
