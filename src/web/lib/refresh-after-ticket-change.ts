import type { QueryClient } from '@tanstack/react-query';

import { API_PATHS, invalidatePaths, queryKeys } from './query-keys.ts';

/**
 * Product rules §7: a ticket change refetches the ticket lists (every '/api/tickets' query, the detail
 * and its history included). Dashboard counts, Recent Activity, the stores' active-ticket counts
 * and the calendar read tickets too, and so do the equipment register's status and history.
 */
export const TICKET_CHANGE_PATHS = [
  API_PATHS.tickets,
  API_PATHS.dashboardStats,
  API_PATHS.dashboardToday,
  API_PATHS.recentActivity,
  API_PATHS.locations,
  API_PATHS.calendarEvents,
  // Decision 033: a ticket sets its unit's status and is part of the unit's history.
  API_PATHS.equipment,
] as const;

/** After this tab changed a ticket, or the live stream said another did (src/web/lib/live-updates.ts). */
export async function refreshAfterTicketChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidatePaths(queryClient, TICKET_CHANGE_PATHS),
    // Issue 36: the directory screens count tickets per category and per user (only the counts:
    // the lists themselves do not change with a ticket).
    queryClient.invalidateQueries({ queryKey: queryKeys.categories.ticketCounts() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.users.ticketCounts() }),
  ]);
}
