import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { QuestionDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import { useClockOut } from '../api/clock-out.ts';
import { getActiveSessionQueryOptions } from '../api/get-active-session.ts';

interface ClockedInLogoutDialogProps {
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

/**
 * The Logout button's guard: asks the server whether I am clocked in (fresh, as another device may
 * have changed it) and opens the dialog if so; otherwise, or when that cannot be told, logs out.
 */
export function useClockedInLogoutGuard(userId: string, logout: () => void) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ActiveSession | null>(null);
  const checking = useRef(false);

  async function requestLogout(): Promise<void> {
    if (checking.current) return;
    checking.current = true;
    let active: ActiveSession | undefined;
    try {
      active = await queryClient.query({
        ...getActiveSessionQueryOptions(userId),
        staleTime: 0,
      });
    } catch {
      // Logging out must never be blocked by the time clock.
      active = undefined;
    } finally {
      checking.current = false;
    }
    if (active?.isActive) setSession(active);
    else logout();
  }

  return {
    requestLogout,
    dialogProps: {
      session,
      onCancel: () => {
        setSession(null);
      },
      onLogout: () => {
        setSession(null);
        logout();
      },
    } satisfies ClockedInLogoutDialogProps,
  };
}
