import { canRemoveChecklistItems, hearsTicketNotAssigned } from '#contract/policies/tickets.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import {
  CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE,
  CHECKLIST_TICKET_COMPLETED_MESSAGE,
} from '#contract/schemas/checklist.ts';
import type { TicketChecklist } from '#contract/schemas/checklist.ts';
import { CHECKLIST_MAX_ITEMS, CHECKLIST_TOO_LONG_MESSAGE } from '#contract/schemas/pm-plan.ts';
import {
  canAddChecklistItem,
  canRemoveChecklistItem,
  canTickChecklist,
  canViewTicket,
  canWorkOnTicket,
} from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequest, badRequestAt, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { TicketChecklistRepository } from './ticket-checklist.repository.ts';
import type { TicketState, TicketsRepository } from './tickets.repository.ts';
import { TICKET_NOT_ASSIGNED_MESSAGE } from './ticket-refusals.ts';

// Decision 034: a ticket's checklist (docs/decisions/034, Parts: checklist). Whoever may see the ticket
// reads it; its assigned technician and admins tick and add items; admins remove them. A ticket the
// caller may not see answers 404, as if it did not exist; a completed ticket's checklist is closed.

/**
 * The completion rule: with items unticked, completing needs a note on what was skipped (400 on
 * the `checklistSkippedNote` field otherwise). Answers the note to store: null when nothing was
 * skipped, so a note never claims a skip that did not happen.
 */
export async function checklistSkippedNoteFor(
  repository: TicketChecklistRepository,
  ticketId: string,
  note: string | null | undefined,
  tx: Executor,
): Promise<string | null> {
  const { unticked } = await repository.counts(ticketId, tx);
  if (unticked === 0) return null;
  if (!note) throw badRequestAt('checklistSkippedNote', CHECKLIST_SKIPPED_NOTE_REQUIRED_MESSAGE);
  return note;
}

export function createTicketChecklistService(deps: {
  db: Database;
  repository: TicketChecklistRepository;
  tickets: Pick<TicketsRepository, 'findState' | 'lockState'>;
  activity: ActivityRecorder;
  clock: Clock;
}) {
  const { db, repository, tickets, activity, clock } = deps;

  function assertVisible(
    user: SessionUser,
    state: TicketState | undefined,
  ): asserts state is TicketState {
    if (!state) throw notFound('Ticket');
    if (canViewTicket(user, state)) return;
    // Decision 036 §6: a technician's tick queued offline on a ticket reassigned meanwhile hears
    // why (403, as the tickets service answers them); others still hear 404 (decision 034).
    if (hearsTicketNotAssigned(user)) throw forbidden(TICKET_NOT_ASSIGNED_MESSAGE);
    throw notFound('Ticket');
  }

  /** 403 for those who see the ticket but do not work it, then 409 once it is completed. */
  function assertCanWork(user: SessionUser, state: TicketState, allowed: boolean): void {
    if (!canWorkOnTicket(user, state)) {
      throw forbidden('Only the assigned technician or an admin can change this checklist');
    }
    if (state.status === 'completed') {
      throw conflict('TICKET_COMPLETED', CHECKLIST_TICKET_COMPLETED_MESSAGE);
    }
    if (!allowed) throw forbidden('You cannot change this checklist');
  }

  async function lockVisible(user: SessionUser, ticketId: string, tx: Executor) {
    const state = await tickets.lockState(ticketId, tx);
    assertVisible(user, state);
    return state;
  }

  return {
    async list(user: SessionUser, ticketId: string): Promise<TicketChecklist> {
      assertVisible(user, await tickets.findState(ticketId));
      return { items: await repository.list(ticketId) };
    },

    async add(user: SessionUser, ticketId: string, text: string): Promise<TicketChecklist> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const state = await lockVisible(user, ticketId, tx);
        assertCanWork(user, state, canAddChecklistItem(user, state));
        const { total, nextPosition } = await repository.counts(ticketId, tx);
        if (total >= CHECKLIST_MAX_ITEMS) throw badRequest(CHECKLIST_TOO_LONG_MESSAGE);
        await repository.insert({ ticketId, text, position: nextPosition, now }, tx);
        await activity.record(
          {
            actorId: user.id,
            ticketId,
            kind: 'ticket.checklist_item_added',
            details: { ticketNumber: state.ticketNumber, text },
            createdAt: now,
          },
          tx,
        );
      });
      return { items: await repository.list(ticketId) };
    },

    /** Ticks or unticks one item; the same state again changes nothing and records nothing. */
    async setDone(
      user: SessionUser,
      ticketId: string,
      itemId: string,
      done: boolean,
    ): Promise<TicketChecklist> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const state = await lockVisible(user, ticketId, tx);
        assertCanWork(user, state, canTickChecklist(user, state));
        const item = await repository.find(ticketId, itemId, tx);
        if (!item) throw notFound('Checklist item');
        if (item.done === done) return;
        await repository.setDone(itemId, done ? { done, by: user.id, at: now } : { done }, tx);
        // Each tick is history (who ticked what, when), as the issue asks of every tick.
        await activity.record(
          {
            actorId: user.id,
            ticketId,
            kind: 'ticket.checklist_ticked',
            details: { ticketNumber: state.ticketNumber, itemId, text: item.text, done },
            createdAt: now,
          },
          tx,
        );
      });
      return { items: await repository.list(ticketId) };
    },

    async remove(user: SessionUser, ticketId: string, itemId: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const state = await lockVisible(user, ticketId, tx);
        if (!canRemoveChecklistItems(user)) {
          throw forbidden('Only admins can remove checklist items');
        }
        assertCanWork(user, state, canRemoveChecklistItem(user, state));
        const item = await repository.find(ticketId, itemId, tx);
        if (!item) throw notFound('Checklist item');
        await repository.remove(itemId, tx);
        await activity.record(
          {
            actorId: user.id,
            ticketId,
            kind: 'ticket.checklist_item_removed',
            details: { ticketNumber: state.ticketNumber, itemId, text: item.text },
            createdAt: now,
          },
          tx,
        );
      });
    },
  };
}

export type TicketChecklistService = ReturnType<typeof createTicketChecklistService>;
