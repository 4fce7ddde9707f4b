import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { Ticket } from '#contract/schemas/ticket.ts';
import type { TimeSession } from '#contract/schemas/time-session.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

// Issue 16: the Today list's buttons call the same endpoints as the ticket detail's Accept and the
// time clock's Clock In (features never import each other, so the calls are written here).

/**
 * Product rules §7: accepting or clocking in changes a ticket, the running session and the numbers:
 * the lists, the clock, the dashboard and the report that read them refresh (after a failure too,
 * since another tab may have changed them).
 */
async function refreshAfterTodayAction(queryClient: QueryClient): Promise<void> {
  await invalidatePaths(queryClient, [
    API_PATHS.dashboardToday,
    API_PATHS.dashboardStats,
    API_PATHS.tickets,
    API_PATHS.activeSession,
    API_PATHS.timeSessions,
    API_PATHS.timeReport,
    API_PATHS.recentActivity,
    API_PATHS.locations,
    API_PATHS.calendarEvents,
  ]);
}

/** 'Accept': the detail's call, a status change to accepted. */
export function useAcceptTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) =>
      apiFetch<Ticket>(`${API_PATHS.tickets}/${encodeURIComponent(ticketId)}`, {
        method: 'PATCH',
        body: { status: 'accepted' },
      }),
    onSettled: () => refreshAfterTodayAction(queryClient),
  });
}

/**
 * 'Clock In' on one ticket in one tap. THE place to change when the switch call lands: while clocked
 * in on another ticket the server answers 409 'Already clocked in' today; with
 * POST /api/time-clock/switch {ticketId} the running session closes and this one opens at the same
 * instant, so this hook should call switch when `clockedInElsewhere` is true.
 */
export function useClockInOnTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId }: { ticketId: string; clockedInElsewhere: boolean }) =>
      apiFetch<TimeSession>('/api/time-clock/in', {
        method: 'POST',
        body: { ticketId, notes: null },
      }),
    onSettled: () => refreshAfterTodayAction(queryClient),
  });
}
