import type { FastifyBaseLogger } from 'fastify';

import { canBulkChangeTickets, canChangeTicketPriority } from '#contract/policies/tickets.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  Ticket,
  TicketListFilter,
  TicketPriority,
  TicketStatus,
} from '#contract/schemas/ticket.ts';
import { TICKET_STATUSES } from '#contract/schemas/ticket.ts';
import type {
  BulkTicketAction,
  BulkTicketResponse,
  BulkTicketResult,
  TicketCounts,
} from '#contract/schemas/ticket-queue.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { AppError, conflict, forbidden } from '../../lib/app-error.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import { ticketQueryFor } from './ticket-list-query.ts';
import type { TicketsRepository } from './tickets.repository.ts';
import type { TicketsService } from './tickets.service.ts';

// The board as a work queue (decision 025): counts per status for the filters, a
// priority change, and bulk actions that apply one change to each ticket as if done alone.

/** What a ticket that failed for an unforeseen reason reports; the cause goes to the log. */
const UNEXPECTED_MESSAGE = 'Something went wrong; try this ticket again';

export function createTicketsQueueService(deps: {
  db: Database;
  repository: TicketsRepository;
  tickets: TicketsService;
  activity: ActivityRecorder;
  clock: Clock;
  timeZone: string;
}) {
  const { db, repository, tickets, activity, clock, timeZone } = deps;

  /** Admins change a ticket's priority until it is completed; the history records from and to. */
  async function changePriority(
    user: SessionUser,
    id: string,
    priority: TicketPriority,
  ): Promise<Ticket> {
    if (!canChangeTicketPriority(user)) throw forbidden('Only admins can change the priority');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const state = await tickets.lockVisibleState(user, id, tx);
      if (state.status === 'completed') {
        throw conflict(
          'TICKET_COMPLETED',
          'This ticket is completed; its priority can no longer change',
        );
      }
      if (state.priority === priority) return;
      await repository.update(state.id, { priority }, now, tx);
      await activity.record(
        {
          actorId: user.id,
          ticketId: state.id,
          kind: 'ticket.priority_changed',
          details: { ticketNumber: state.ticketNumber, from: state.priority, to: priority },
          createdAt: now,
        },
        tx,
      );
    });
    return tickets.get(user, id);
  }

  /** One ticket of a bulk action, through the same service call as doing it alone. */
  function applyOne(user: SessionUser, id: string, action: BulkTicketAction): Promise<Ticket> {
    if (action.priority !== undefined) return changePriority(user, id, action.priority);
    if (action.status !== undefined) return tickets.update(user, id, { status: action.status });
    return tickets.update(user, id, { assignedTo: action.assignedTo ?? null });
  }

  return {
    changePriority,

    /** GET /api/tickets/counts: the list's filters (status aside), per status, for this user. */
    async counts(user: SessionUser, filter: TicketListFilter): Promise<TicketCounts> {
      // Neither the cursor nor the sort changes what is counted.
      const query = ticketQueryFor(user, { ...filter, cursor: undefined }, timeZone);
      const found = await repository.countByStatus(query);
      const byStatus = Object.fromEntries(
        TICKET_STATUSES.map((status) => [status, found.get(status)?.count ?? 0]),
      ) as Record<TicketStatus, number>;
      const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
      const capped = TICKET_STATUSES.filter((status) => found.get(status)?.capped);
      return { total, byStatus, capped };
    },

    /**
     * POST /api/tickets/bulk: each ticket in its own transaction, checked and recorded as if
     * changed alone, so one refusal leaves the others' changes in place. Tickets the user may
     * not see answer 'Ticket not found', as they would alone, without their number.
     */
    async bulk(
      user: SessionUser,
      action: BulkTicketAction,
      log?: FastifyBaseLogger,
    ): Promise<BulkTicketResponse> {
      if (!canBulkChangeTickets(user)) {
        throw forbidden('Only admins can change several tickets at once');
      }
      const results: BulkTicketResult[] = [];
      for (const ticketId of action.ticketIds) {
        let ticketNumber: number;
        try {
          ticketNumber = (await tickets.visibleState(user, ticketId)).ticketNumber;
        } catch (error) {
          // Missing or out of the user's sight: the same answer, so neither is revealed.
          if (!(error instanceof AppError)) throw error;
          results.push({ ticketId, ticketNumber: null, ok: false, error: 'Ticket not found' });
          continue;
        }
        try {
          await applyOne(user, ticketId, action);
          results.push({ ticketId, ticketNumber, ok: true, error: null });
        } catch (error) {
          if (!(error instanceof AppError)) log?.error({ err: error, ticketId }, 'bulk action');
          const message = error instanceof AppError ? error.message : UNEXPECTED_MESSAGE;
          results.push({ ticketId, ticketNumber, ok: false, error: message });
        }
      }
      const succeeded = results.filter((result) => result.ok).length;
      return { succeeded, failed: results.length - succeeded, results };
    },
  };
}

export type TicketsQueueService = ReturnType<typeof createTicketsQueueService>;
