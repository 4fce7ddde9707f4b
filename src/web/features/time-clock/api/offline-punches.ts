import type { QueryClient } from '@tanstack/react-query';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { PUNCH_KINDS } from '#web/lib/offline/outbox-store.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import type { ClockableTicket } from './get-my-open-tickets.ts';

// Decision 036 §3: a punch queued offline shows at once. The cached active session takes the tap
// time, so the card's timer runs from the tap; the server's answer replaces it after the replay.

/** The active session of someone not clocked in (breaksPaid is the business's setting). */
export const NOT_CLOCKED_IN: Omit<ActiveSession, 'breaksPaid'> = {
  isActive: false,
  clockInTime: null,
  sessionId: null,
  ticketId: null,
  ticketNumber: null,
  ticketTitle: null,
  ticketStoreName: null,
  notes: null,
  breakStartTime: null,
  breakMinutes: 0,
};

function minutesBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
}

/** The active session as it is once the queued punch is applied. */
export function activeSessionAfterPunch(
  previous: ActiveSession | undefined,
  entry: Pick<OutboxEntry, 'kind' | 'tappedAt' | 'body'>,
  ticket: ClockableTicket | undefined,
): ActiveSession {
  const breaksPaid = previous?.breaksPaid ?? false;
  const base: ActiveSession = previous ?? { ...NOT_CLOCKED_IN, breaksPaid };
  const body = (entry.body ?? {}) as { notes?: string | null; ticketId?: string | null };
  switch (entry.kind) {
    case 'clock-in':
      return {
        ...NOT_CLOCKED_IN,
        breaksPaid,
        isActive: true,
        clockInTime: entry.tappedAt,
        ticketId: body.ticketId ?? null,
        ticketNumber: ticket?.ticketNumber ?? null,
        ticketTitle: ticket?.title ?? null,
        notes: body.notes ?? null,
      };
    case 'clock-out':
      return { ...NOT_CLOCKED_IN, breaksPaid };
    case 'break-start':
      return { ...base, breakStartTime: entry.tappedAt };
    case 'break-end':
      return base.breakStartTime
        ? {
            ...base,
            breakStartTime: null,
            breakMinutes: base.breakMinutes + minutesBetween(base.breakStartTime, entry.tappedAt),
          }
        : base;
    default:
      return base;
  }
}

export function applyQueuedPunch(
  queryClient: QueryClient,
  userId: string,
  entry: Pick<OutboxEntry, 'kind' | 'tappedAt' | 'body'>,
): void {
  const ticketId = (entry.body as { ticketId?: string | null } | undefined)?.ticketId;
  const ticket = ticketId
    ? queryClient
        .getQueryData<ClockableTicket[]>(queryKeys.tickets.assignedOpen(userId))
        ?.find((candidate) => candidate.id === ticketId)
    : undefined;
  queryClient.setQueryData<ActiveSession>(queryKeys.activeSession.ofUser(userId), (previous) =>
    activeSessionAfterPunch(previous, entry, ticket),
  );
}

/** A punch another screen queued (the dashboard's Today list), shown in the time clock's cache. */
export function applyQueuedPunchEntry(queryClient: QueryClient, entry: OutboxEntry): void {
  if (PUNCH_KINDS.includes(entry.kind)) applyQueuedPunch(queryClient, entry.userId, entry);
}
