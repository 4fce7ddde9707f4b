import type { QueryClient } from '@tanstack/react-query';

import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

/**
 * Product rules §7: clocking in or out refreshes the active session and the sessions. A ticket moved to
 * in-progress (every '/api/tickets' query), the dashboard's hours and activity and the time
 * report refresh too.
 */
export async function refreshAfterClockChange(queryClient: QueryClient): Promise<void> {
  await invalidatePaths(queryClient, [
    API_PATHS.activeSession,
    API_PATHS.timeSessions,
    API_PATHS.tickets,
    API_PATHS.dashboardStats,
    API_PATHS.dashboardToday,
    API_PATHS.recentActivity,
    API_PATHS.timeReport,
  ]);
}
