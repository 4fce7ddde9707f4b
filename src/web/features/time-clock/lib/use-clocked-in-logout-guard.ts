import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import type { ActiveSession } from '#contract/schemas/time-session.ts';

import { getActiveSessionQueryOptions } from '../api/get-active-session.ts';
import type { ClockedInLogoutDialogProps } from '../components/clocked-in-logout-dialog.tsx';

/**
 * The dialog's code (decision 043, fourth pass: it loads on first open, not with the layout). The
 * guard starts it while it asks the server, so the dialog opens as the answer arrives.
 */
export function loadClockedInLogoutDialog() {
  return import('../components/clocked-in-logout-dialog.tsx');
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
    void loadClockedInLogoutDialog();
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
