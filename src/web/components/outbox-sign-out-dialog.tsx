import { useState } from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
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
  return (
    <AlertDialog
      open={waiting > 0}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Changes waiting to sync</AlertDialogTitle>
          <AlertDialogDescription>{signOutWarningText(waiting)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay signed in</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Sign out</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
