import { useState } from 'react';
import type { ComponentProps, ComponentType } from 'react';

import { readOutbox } from '#web/lib/offline/outbox-store.ts';

import type { OutboxSignOutDialog } from './outbox-sign-out-dialog.tsx';

type DialogType = ComponentType<ComponentProps<typeof OutboxSignOutDialog>>;

/**
 * The dialog's code, loaded on first open (decision 043, fourth pass) while the outbox is read;
 * the guard hands the loaded component over, so nothing suspends when the dialog opens.
 */
function loadOutboxSignOutDialog(): Promise<DialogType | null> {
  return import('./outbox-sign-out-dialog.tsx').then(
    (module) => module.OutboxSignOutDialog,
    () => null,
  );
}

/**
 * Decision 036 §3: signing out with changes still waiting asks first. The queue stays on the phone
 * for this user and is replayed when they sign in again.
 */
export function useOutboxSignOutGuard(userId: string, signOut: () => void) {
  const [waiting, setWaiting] = useState(0);
  const [Dialog, setDialog] = useState<DialogType | null>(null);
  async function requestSignOut() {
    const dialogLoad = Dialog ? Promise.resolve(Dialog) : loadOutboxSignOutDialog();
    const count = (await readOutbox(userId).catch(() => [])).filter(
      (entry) => entry.status === 'waiting',
    ).length;
    // Without the dialog's code the question cannot be asked; the queue stays for this user.
    const loaded = count === 0 ? null : await dialogLoad;
    if (count === 0 || !loaded) {
      signOut();
      return;
    }
    setDialog(() => loaded);
    setWaiting(count);
  }
  return {
    requestSignOut,
    /** The dialog, once its code has loaded (it then stays mounted). */
    Dialog,
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
