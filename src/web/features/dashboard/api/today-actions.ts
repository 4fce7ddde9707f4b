import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { TimeSession } from '#contract/schemas/time-session.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { API_PATHS, invalidatePaths } from '#web/lib/query-keys.ts';

// Decision 031: the Today list's buttons call the same endpoints as the ticket detail's Accept and the
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
      apiRequest('PATCH /api/tickets/:id', {
        params: { id: ticketId },
        body: { status: 'accepted' },
      }),
    onSettled: () => refreshAfterTodayAction(queryClient),
  });
}

/** How the one-tap Clock In went: a new session, or the running one moved onto this ticket. */
interface ClockInOutcome {
  session: TimeSession;
  switched: boolean;
}

function switchTo(ticketId: string): Promise<TimeSession> {
  return apiRequest('POST /api/time-clock/switch', {
    body: { ticketId },
  });
}

/**
 * 'Clock In' on one ticket in one tap. While clocked in on another ticket it switches: the server
 * closes the running session and opens this one at the same instant (decision 030). `clockedInElsewhere`
 * only knows sessions on listed tickets, so a 409 ALREADY_CLOCKED_IN from clock-in (a session on no
 * ticket, or on one not in Today) switches too.
 */
export function useClockInOnTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      ticketId,
      clockedInElsewhere,
    }: {
      ticketId: string;
      clockedInElsewhere: boolean;
    }): Promise<ClockInOutcome> => {
      if (clockedInElsewhere) return { session: await switchTo(ticketId), switched: true };
      try {
        const session = await apiRequest('POST /api/time-clock/in', {
          body: { ticketId, notes: null },
        });
        return { session, switched: false };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ALREADY_CLOCKED_IN') {
          return { session: await switchTo(ticketId), switched: true };
        }
        throw error;
      }
    },
    onSettled: () => refreshAfterTodayAction(queryClient),
  });
}
