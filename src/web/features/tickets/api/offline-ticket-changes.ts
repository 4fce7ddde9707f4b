import type { QueryClient } from '@tanstack/react-query';

import { technicianNextAction } from '#contract/rules/technician-next-action.ts';
import type { Comment } from '#contract/schemas/comment.ts';
import type { TechnicianToday } from '#contract/schemas/technician-today.ts';
import type {
  Ticket,
  TicketPhoto,
  TicketPhotoStage,
  TicketStatus,
} from '#contract/schemas/ticket.ts';
import type { StoredUser } from '#web/lib/current-user.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-store.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { putTicketInCaches } from './put-ticket-in-caches.ts';

// Decision 036 §3: a ticket change queued offline shows at once in every cached copy of the ticket
// (the detail, the lists), marked 'Waiting to sync' by the component that reads the outbox. What
// stands in for the server's answer carries the outbox entry's id, so the two can be matched.

function cachedTicket(queryClient: QueryClient, ticketId: string): Ticket | undefined {
  return queryClient.getQueryData<Ticket>(queryKeys.tickets.detail(ticketId));
}

/** '#1042', for the review list; 'a ticket' when the ticket is not on the device. */
export function ticketLabel(queryClient: QueryClient, ticketId: string): string {
  const ticket = cachedTicket(queryClient, ticketId);
  return ticket
    ? `#${String(ticket.ticketNumber)}`
    : i18next.t('queued.aTicket', { ns: 'tickets' });
}

/**
 * The technician's Today list has rows of its own shape: a queued status moves the row's status and
 * its one button (the same rule the server answers with), and a completed ticket leaves the list.
 */
function putTicketInToday(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueryData<TechnicianToday>(queryKeys.dashboardToday(), (today) => {
    if (!today?.tickets.some((row) => row.id === ticket.id)) return today;
    const tickets = today.tickets.flatMap((row) => {
      if (row.id !== ticket.id) return [row];
      if (ticket.status === 'completed' || !ticket.assignedTo) return [];
      const nextAction = technicianNextAction(
        { id: ticket.assignedTo, role: 'technician' },
        { status: ticket.status, assignedTo: ticket.assignedTo, isClockedIn: row.isClockedIn },
      );
      return nextAction ? [{ ...row, status: ticket.status, nextAction }] : [];
    });
    return { ...today, tickets };
  });
}

function changeTicket(
  queryClient: QueryClient,
  ticketId: string,
  change: (ticket: Ticket) => Ticket,
): void {
  const ticket = cachedTicket(queryClient, ticketId);
  if (!ticket) return;
  const changed = change(ticket);
  putTicketInCaches(queryClient, changed);
  putTicketInToday(queryClient, changed);
}

export function applyQueuedStatus(
  queryClient: QueryClient,
  ticketId: string,
  status: TicketStatus,
): void {
  changeTicket(queryClient, ticketId, (ticket) => ({ ...ticket, status }));
}

export function applyQueuedCompletion(
  queryClient: QueryClient,
  ticketId: string,
  completionNotes: string | null,
  tappedAt: string,
): void {
  changeTicket(queryClient, ticketId, (ticket) => ({
    ...ticket,
    status: 'completed',
    completionNotes,
    completedAt: tappedAt,
  }));
}

/** The queued comment at the end of the thread, written by the signed-in user. */
export function queuedComment(entry: OutboxEntry, ticketId: string, user: StoredUser): Comment {
  const body = (entry.body as { body?: string } | undefined)?.body ?? '';
  return {
    id: entry.id,
    ticketId,
    author: {
      id: user.id,
      name: user.name ?? user.username,
      username: user.username,
      role: user.role,
    },
    body,
    mentions: [],
    createdAt: entry.tappedAt,
    canDelete: false,
  };
}

export function applyQueuedComment(
  queryClient: QueryClient,
  ticketId: string,
  comment: Comment,
): void {
  queryClient.setQueryData<Comment[]>(queryKeys.tickets.comments(ticketId), (comments) => [
    ...(comments ?? []),
    comment,
  ]);
}

/** The queued photos, shown from their local blob URLs; ids start with the entry's id. */
export function queuedPhotos(
  entry: OutboxEntry,
  files: File[],
  stage: TicketPhotoStage,
  makeUrl: (file: File) => string = (file) => URL.createObjectURL(file),
): TicketPhoto[] {
  return files.map((file, index) => ({
    id: `${entry.id}-${String(index)}`,
    url: makeUrl(file),
    contentType: file.type,
    size: file.size,
    stage,
    createdAt: entry.tappedAt,
  }));
}

export function applyQueuedPhotos(
  queryClient: QueryClient,
  ticketId: string,
  photos: TicketPhoto[],
): void {
  changeTicket(queryClient, ticketId, (ticket) => ({
    ...ticket,
    photos: [...ticket.photos, ...photos],
  }));
}

/**
 * What another screen queued (the dashboard's Today list: Accept, Clock In), shown in the cached
 * tickets: a status change, and a clock-in that starts work on an open or accepted ticket, which
 * the server moves to in progress.
 */
export function applyQueuedTicketEntry(queryClient: QueryClient, entry: OutboxEntry): void {
  if (!entry.ticketId) return;
  if (entry.kind === 'ticket-status') {
    const status = (entry.body as { status?: TicketStatus } | undefined)?.status;
    if (status) applyQueuedStatus(queryClient, entry.ticketId, status);
    return;
  }
  if (entry.kind === 'clock-in') {
    changeTicket(queryClient, entry.ticketId, (ticket) =>
      ticket.status === 'open' || ticket.status === 'accepted'
        ? { ...ticket, status: 'in-progress' }
        : ticket,
    );
  }
}
