import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { TechnicianToday } from '#contract/schemas/technician-today.ts';
import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { ApiResponse } from '#web/lib/api-request.ts';
import { apiAction } from '#web/lib/api-request.ts';
import { readCurrentUser } from '#web/lib/current-user.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';
import { showQueuedChange } from '#web/lib/offline/queued-changes.ts';
import { sendOrQueue } from '#web/lib/offline/send-or-queue.ts';
import { switchOrQueue } from '#web/lib/offline/switch-or-queue.ts';
import type { SwitchOrQueueResult } from '#web/lib/offline/switch-or-queue.ts';
import { API_PATHS, invalidatePaths, queryKeys } from '#web/lib/query-keys.ts';

import { todayWithWaitingChanges } from '../lib/today-offline.ts';

// Decision 031: the Today list's buttons call the same endpoints as the ticket detail's Accept and the
// time clock's Clock In (features never import each other, so the calls are written here). Decision
// 036 §3: they go through the same outbox as the time clock, so without signal the tap is queued
// with its time and shown at once.

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

/**
 * A queued tap shows at once: in the Today list's cached answer (the list also applies what waits
 * when it draws, so a reload keeps it) and in every other screen's (the clock, the ticket).
 */
function showQueued(queryClient: QueryClient, entries: readonly OutboxEntry[]): void {
  const user = readCurrentUser();
  if (!user) return;
  queryClient.setQueryData<TechnicianToday>(queryKeys.dashboardToday(), (today) =>
    today ? todayWithWaitingChanges(today, entries, user) : today,
  );
  for (const entry of entries) showQueuedChange(queryClient, entry);
}

/** Not refreshed while queued: a refetch would replace what the screen shows before the replay. */
function refreshUnlessQueued(queryClient: QueryClient, isQueued: boolean | undefined) {
  return isQueued ? undefined : refreshAfterTodayAction(queryClient);
}

interface TodayTicketRef {
  id: string;
  ticketNumber: number;
}

/** How a Today tap went: sent, or waiting in the outbox. */
interface TodayOutcome {
  isQueued: boolean;
}

/** 'Accept': the detail's call, a status change to accepted. */
export function useAcceptTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticket: TodayTicketRef): Promise<TodayOutcome> => {
      const result = await sendOrQueue<ApiResponse<'PATCH /api/tickets/:id'>>({
        kind: 'ticket-status',
        ...apiAction('PATCH /api/tickets/:id', {
          params: { id: ticket.id },
          body: { status: 'accepted' },
        }),
        ticketId: ticket.id,
        label: `Status of #${String(ticket.ticketNumber)}`,
      });
      if (result.queued) showQueued(queryClient, [result.entry]);
      return { isQueued: result.queued };
    },
    // The outbox decides whether there is a network; a paused mutation would never reach it.
    networkMode: 'always',
    onSettled: (outcome) => refreshUnlessQueued(queryClient, outcome?.isQueued),
  });
}

/** How the one-tap Clock In went: a new session, or the running one moved onto this ticket. */
interface ClockInOutcome extends TodayOutcome {
  switched: boolean;
}

/** Whether the cached running session is on another ticket (or on none). */
function isRunningElsewhere(queryClient: QueryClient, ticketId: string): boolean {
  const user = readCurrentUser();
  if (!user) return false;
  const session = queryClient.getQueryData<ActiveSession>(queryKeys.activeSession.ofUser(user.id));
  return session?.isActive === true && session.ticketId !== ticketId;
}

/**
 * 'Clock In' on one ticket in one tap. While clocked in on another ticket it switches: the server
 * closes the running session and opens this one at the same instant (decision 030). `clockedInElsewhere`
 * only knows sessions on listed tickets, so the cached running session is asked too, and a 409
 * ALREADY_CLOCKED_IN from clock-in (a session on no ticket, or on one not in Today) switches too.
 */
export function useClockInOnTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      ticket,
      clockedInElsewhere,
    }: {
      ticket: TodayTicketRef;
      clockedInElsewhere: boolean;
    }): Promise<ClockInOutcome> => {
      const label = `Clock in on #${String(ticket.ticketNumber)}`;
      const switched = (result: SwitchOrQueueResult): ClockInOutcome => {
        if (result.queued) showQueued(queryClient, result.entries);
        return { switched: true, isQueued: result.queued };
      };
      if (clockedInElsewhere || isRunningElsewhere(queryClient, ticket.id)) {
        return switched(await switchOrQueue({ ticketId: ticket.id, label }));
      }
      try {
        const result = await sendOrQueue<ApiResponse<'POST /api/time-clock/in'>>({
          kind: 'clock-in',
          ...apiAction('POST /api/time-clock/in', { body: { ticketId: ticket.id, notes: null } }),
          ticketId: ticket.id,
          label,
        });
        if (result.queued) showQueued(queryClient, [result.entry]);
        return { switched: false, isQueued: result.queued };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ALREADY_CLOCKED_IN') {
          return switched(await switchOrQueue({ ticketId: ticket.id, label }));
        }
        throw error;
      }
    },
    networkMode: 'always',
    onSettled: (outcome) => refreshUnlessQueued(queryClient, outcome?.isQueued),
  });
}
