import { queryOptions } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

import type { TicketChecklist } from '#contract/schemas/checklist.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

import { getTicketQueryOptions } from './get-ticket.ts';

// Decision 036 §2: while online, the technician's assigned tickets are read ahead with
// their comments and checklists, so the device holds them when the signal goes.

/** At most this many tickets are read ahead. */
const PREFETCH_TICKET_LIMIT = 50;
/** Requests at a time: the read-ahead never crowds out what the screen asks for. */
const CONCURRENCY = 4;
/**
 * An answer younger than this is not asked for again even when a ticket change marked it stale
 * (the live stream marks every ticket query on each change anywhere); a changed ticket is noticed
 * by its `updatedAt` and checklist progress instead.
 */
const PREFETCH_FRESH_MS = 5 * 60 * 1000;

/** What a list says about a ticket: enough to tell whether the kept copies are outdated. */
export type ListedTicket = Pick<Ticket, 'id'> &
  Partial<Pick<Ticket, 'updatedAt' | 'checklistProgress'>>;

/** The same key and request as the detail's comments (ticket-comments.ts). */
function ticketCommentsQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: queryKeys.tickets.comments(ticketId),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/tickets/:id/comments', { params: { id: ticketId }, signal }),
  });
}

/** The same key and request as the detail's checklist (ticket-checklist.ts). */
function ticketChecklistQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: queryKeys.ticketChecklist(ticketId),
    queryFn: ({ signal }) =>
      apiRequest('GET /api/tickets/:id/checklist', { params: { id: ticketId }, signal }),
  });
}

/** Whether the kept answer of `queryKey` should be read again. */
function needsFetch(
  queryClient: QueryClient,
  queryKey: QueryKey,
  isOutdated: (data: unknown) => boolean,
  now: number,
): boolean {
  const state = queryClient.getQueryState(queryKey);
  if (!state || state.data === undefined) return true;
  if (state.fetchStatus !== 'idle') return false;
  if (isOutdated(state.data)) return true;
  return state.isInvalidated && now - state.dataUpdatedAt > PREFETCH_FRESH_MS;
}

function progressDiffers(listed: ListedTicket['checklistProgress'], items: unknown): boolean {
  if (listed === undefined) return false;
  const list = (items as Partial<TicketChecklist> | undefined)?.items ?? [];
  const done = list.filter((item) => item.done).length;
  return listed === null ? list.length > 0 : listed.done !== done || listed.total !== list.length;
}

/** A read-ahead that fails leaves the query's error to the screen that shows it. */
const ignore = (): undefined => undefined;

async function inPool(tasks: (() => Promise<void>)[], concurrency: number): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}

/**
 * Reads ahead each listed ticket's detail, comments and checklist (a ticket without a checklist
 * has none to read), skipping what is already fresh. Failures are left to the screens: a ticket
 * that fails here is simply not kept.
 */
export async function prefetchTicketWorkingSet(
  queryClient: QueryClient,
  tickets: readonly ListedTicket[],
  now = Date.now(),
): Promise<void> {
  const tasks: (() => Promise<void>)[] = [];
  for (const ticket of tickets.slice(0, PREFETCH_TICKET_LIMIT)) {
    const detail = getTicketQueryOptions(ticket.id);
    const detailOutdated = (data: unknown) => {
      const kept = data as Partial<Ticket>;
      return (
        (ticket.updatedAt !== undefined && kept.updatedAt !== ticket.updatedAt) ||
        (ticket.checklistProgress !== undefined &&
          JSON.stringify(kept.checklistProgress) !== JSON.stringify(ticket.checklistProgress))
      );
    };
    if (needsFetch(queryClient, detail.queryKey, detailOutdated, now)) {
      tasks.push(() => queryClient.query({ ...detail, staleTime: 0 }).then(ignore, ignore));
    }
    const comments = ticketCommentsQueryOptions(ticket.id);
    if (needsFetch(queryClient, comments.queryKey, () => false, now)) {
      tasks.push(() => queryClient.query({ ...comments, staleTime: 0 }).then(ignore, ignore));
    }
    if (ticket.checklistProgress !== null) {
      const checklist = ticketChecklistQueryOptions(ticket.id);
      const checklistOutdated = (data: unknown) => progressDiffers(ticket.checklistProgress, data);
      if (needsFetch(queryClient, checklist.queryKey, checklistOutdated, now)) {
        tasks.push(() => queryClient.query({ ...checklist, staleTime: 0 }).then(ignore, ignore));
      }
    }
  }
  await inPool(tasks, CONCURRENCY);
}
