import type { QueryClient } from '@tanstack/react-query';

import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

/**
 * A correction, approval or lock changes what the timesheets, the pay periods (their approved-week
 * counts), a session's history, the time clock's logs and week total and the time report show.
 */
export async function refreshAfterTimeChange(queryClient: QueryClient): Promise<void> {
  await invalidatePaths(queryClient, [
    API_PATHS.timesheets,
    API_PATHS.payPeriods,
    API_PATHS.timeSessionHistory,
    API_PATHS.activeSession,
    API_PATHS.timeSessions,
    API_PATHS.timeReport,
    API_PATHS.dashboardStats,
  ]);
}
