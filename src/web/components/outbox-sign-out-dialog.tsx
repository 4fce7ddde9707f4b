import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QuestionDialog } from '#web/components/confirm-dialog.tsx';
import { AlertDialogAction } from '#web/components/ui/alert-dialog.tsx';
import { signOutWarningText } from '#web/lib/offline/outbox-banner-text.ts';
import { readOutbox } from '#web/lib/offline/outbox-store.ts';

/**
 * Decision 036 §3: signing out with changes still waiting asks first. The queue stays on the phone
 * for this user and is replayed when they sign in again.
 */
export function useOutboxSignOutGuard(userId: string, signOut: () => void) {
  const [waiting, setWaiting] = useState(0);
  async function requestSignOut() {
    const count = (await readOutbox(userId).catch(() => [])).filter(
      (entry) => entry.status === 'waiting',
    ).length;
    if (count === 0) signOut();
    else setWaiting(count);
  }
  return {
    requestSignOut,
    dialogProps: {
      waiting,
      onCancel: () => {
        setWaiting(0);
      },
      onConfirm: () => {
        setWaiting(0);
        signOut();
      },
    },
  };
}

export function OutboxSignOutDialog({
  waiting,
  onCancel,
  onConfirm,
}: {
  waiting: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <QuestionDialog
      open={waiting > 0}
      onClose={onCancel}
      title={t('shared.waitingTitle')}
      description={signOutWarningText(waiting)}
      cancel={{ label: t('shared.staySignedIn') }}
    >
      <AlertDialogAction onClick={onConfirm}>{t('shared.signOut')}</AlertDialogAction>
    </QuestionDialog>
  );
}
