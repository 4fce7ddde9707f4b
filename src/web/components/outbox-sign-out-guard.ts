import { useState } from 'react';

import { readOutbox } from '#web/lib/offline/outbox-store.ts';

/** The dialog's code, loaded on first open (decision 043, fourth pass). */
export function loadOutboxSignOutDialog() {
  return import('./outbox-sign-out-dialog.tsx');
}

/**
 * Decision 036 §3: signing out with changes still waiting asks first. The queue stays on the phone
 * for this user and is replayed when they sign in again.
 */
export function useOutboxSignOutGuard(userId: string, signOut: () => void) {
  const [waiting, setWaiting] = useState(0);
  async function requestSignOut() {
    void loadOutboxSignOutDialog();
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
