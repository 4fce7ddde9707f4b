import type { QueryClient } from '@tanstack/react-query';

import { ACTIVE_SESSION_PATH } from './get-active-session.ts';
import { TIME_SESSIONS_PATH } from './get-time-sessions.ts';

/**
 * Product rules §7: clocking in or out refreshes the active session and the sessions. A ticket moved to
 * in-progress (every '/api/tickets' query) and the dashboard's hours and activity refresh too.
 */
export async function refreshAfterClockChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [ACTIVE_SESSION_PATH] }),
    queryClient.invalidateQueries({ queryKey: [TIME_SESSIONS_PATH] }),
    queryClient.invalidateQueries({ queryKey: ['/api/tickets'] }),
    queryClient.invalidateQueries({
      predicate: (query) => {
        const [first] = query.queryKey;
        return (
          typeof first === 'string' &&
          (first.startsWith('/api/dashboard') ||
            first.startsWith('/api/activity') ||
            first.startsWith('/api/time-clock/all'))
        );
      },
    }),
  ]);
}
