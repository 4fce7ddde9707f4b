import type { QueryClient } from '@tanstack/react-query';

import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

/**
 * Product rules §7: a ticket change refetches the ticket lists (every '/api/tickets' query, the detail
 * and its history included). Dashboard counts, Recent Activity, the stores' active-ticket counts
 * and the calendar read tickets too, so they refresh with them.
 */
export async function refreshAfterTicketChange(queryClient: QueryClient): Promise<void> {
  await invalidatePaths(queryClient, [
    API_PATHS.tickets,
    API_PATHS.dashboardStats,
    API_PATHS.dashboardToday,
    API_PATHS.recentActivity,
    API_PATHS.locations,
    API_PATHS.calendarEvents,
  ]);
}
