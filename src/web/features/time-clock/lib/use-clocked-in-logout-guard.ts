import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ComponentType } from 'react';

import type { ActiveSession } from '#contract/schemas/time-session.ts';

import { getActiveSessionQueryOptions } from '../api/get-active-session.ts';
import type { ClockedInLogoutDialogProps } from '../components/clocked-in-logout-dialog.tsx';

/**
 * The dialog's code (decision 043, fourth pass: it loads on first open, not with the layout),
 * fetched while the guard asks the server. The guard hands the loaded component to the layout
 * rather than the layout suspending on React.lazy: a lazy dialog showed 0.8 s after the answer.
 */
function loadClockedInLogoutDialog(): Promise<ComponentType<ClockedInLogoutDialogProps> | null> {
  return import('../components/clocked-in-logout-dialog.tsx').then(
    (module) => module.ClockedInLogoutDialog,
    () => null,
  );
}

/**
 * The Logout button's guard: asks the server whether I am clocked in (fresh, as another device may
 * have changed it) and opens the dialog if so; otherwise, or when that cannot be told, logs out.
 */
export function useClockedInLogoutGuard(userId: string, logout: () => void) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ActiveSession | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<ClockedInLogoutDialogProps> | null>(null);
  const checking = useRef(false);

  async function requestLogout(): Promise<void> {
    if (checking.current) return;
    checking.current = true;
    const dialogLoad = Dialog ? Promise.resolve(Dialog) : loadClockedInLogoutDialog();
    let active: ActiveSession | undefined;
    let loaded: ComponentType<ClockedInLogoutDialogProps> | null = null;
    try {
      active = await queryClient.query({
        ...getActiveSessionQueryOptions(userId),
        staleTime: 0,
      });
      if (active.isActive) loaded = await dialogLoad;
    } catch {
      // Logging out must never be blocked by the time clock.
      active = undefined;
    } finally {
      checking.current = false;
    }
    // Without the dialog's code (it could not be fetched) the question cannot be asked.
    if (active?.isActive && loaded) {
      setDialog(() => loaded);
      setSession(active);
    } else logout();
  }

  return {
    requestLogout,
    /** The dialog, once its code has loaded (it then stays mounted). */
    Dialog,
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
