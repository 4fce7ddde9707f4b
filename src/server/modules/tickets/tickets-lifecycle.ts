import {
  canReopenTickets,
  isAssignableTechnician,
  isTicketEditor,
} from '#contract/policies/tickets.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { TicketPriority, TicketStatus, UpdateTicketInput } from '#contract/schemas/ticket.ts';
import {
  canConfirmTicketFix,
  canEditTicketDetails,
  canReopenTicket,
} from '#contract/ticket-access.ts';

import type { Executor } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type {
  TicketChanges,
  TicketState,
  TicketsRepository,
  TicketWithoutPhotos,
} from './tickets.repository.ts';

// Decision 023: triage edits of a ticket's details and reopening a completed
// ticket. The tickets service calls these inside its transaction, with the ticket row locked.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DetailEdits = Pick<
  UpdateTicketInput,
  'title' | 'description' | 'priority' | 'location' | 'category'
>;

interface FieldChange {
  field: 'title' | 'description' | 'priority' | 'location' | 'category';
  from: string;
  to: string;
  fromId?: string;
  toId?: string;
}

export function hasDetailEdits(input: DetailEdits): boolean {
  return (
    input.title !== undefined ||
    input.description !== undefined ||
    input.priority !== undefined ||
    input.location !== undefined ||
    input.category !== undefined
  );
}

/**
 * DESIGN.md §5: the details a ticket already has (as GET answered them: names, or ids for the store
 * and category) change nothing, so they are not refused to someone who may not edit them.
 */
function isCurrentDetails(
  input: DetailEdits,
  current: Pick<
    TicketWithoutPhotos,
    'title' | 'description' | 'priority' | 'location' | 'locationId' | 'category' | 'categoryId'
  >,
): boolean {
  const isCurrent = (sent: string | null | undefined, ...values: string[]) =>
    sent == null || values.includes(sent);
  return (
    isCurrent(input.title, current.title) &&
    isCurrent(input.description, current.description) &&
    isCurrent(input.priority, current.priority) &&
    isCurrent(input.location, current.location, current.locationId) &&
    isCurrent(input.category, current.category, current.categoryId)
  );
}

export function createTicketLifecycle(deps: {
  repository: TicketsRepository;
  activity: ActivityRecorder;
}) {
  const { repository, activity } = deps;

  /** A store or category named by id or by name (any letter case), or a 400 naming it. */
  async function resolveNamed(
    kind: 'location' | 'category',
    value: string,
    tx: Executor,
  ): Promise<{ id: string; name: string }> {
    const isId = UUID_PATTERN.test(value);
    const row =
      kind === 'location'
        ? isId
          ? await repository.findLocationById(value, tx)
          : await repository.findLocationByName(value, tx)
        : isId
          ? await repository.findCategoryById(value, tx)
          : await repository.findCategoryByName(value, tx);
    if (!row) throw badRequest(`Unknown ${kind}: ${value}`);
    return row;
  }

  return {
    /**
     * Applies the edits that change something and records one history entry per changed field,
     * with its old and new value. Values the ticket already has are no edit; otherwise refuses
     * with 403/409 before reading the body's names.
     */
    async editDetailsLocked(
      user: SessionUser,
      state: TicketState,
      input: DetailEdits,
      now: Date,
      tx: Executor,
    ): Promise<void> {
      const current = await repository.findById(state.id, now, tx);
      if (!current) throw notFound('Ticket');
      if (isCurrentDetails(input, current)) return;
      if (!canEditTicketDetails(user, state)) {
        if (isTicketEditor(user, state)) {
          throw state.status === 'completed'
            ? conflict('TICKET_COMPLETED', 'A completed ticket can no longer be edited')
            : conflict('TICKET_NOT_OPEN', 'Only open tickets can be edited by their manager');
        }
        throw forbidden('Only admins and the manager who submitted it can edit this ticket');
      }
      const changes: TicketChanges = {};
      const changed: FieldChange[] = [];
      if (input.title !== undefined && input.title !== current.title) {
        changes.title = input.title;
        changed.push({ field: 'title', from: current.title, to: input.title });
      }
      if (input.description !== undefined && input.description !== current.description) {
        changes.description = input.description;
        changed.push({ field: 'description', from: current.description, to: input.description });
      }
      if (input.priority != null && input.priority !== current.priority) {
        changes.priority = input.priority satisfies TicketPriority;
        changed.push({ field: 'priority', from: current.priority, to: input.priority });
      }
      if (input.location !== undefined) {
        const location = await resolveNamed('location', input.location, tx);
        if (location.id !== current.locationId) {
          changes.locationId = location.id;
          changed.push({
            field: 'location',
            from: current.location,
            to: location.name,
            fromId: current.locationId,
            toId: location.id,
          });
        }
      }
      if (input.category !== undefined) {
        const category = await resolveNamed('category', input.category, tx);
        if (category.id !== current.categoryId) {
          changes.categoryId = category.id;
          changed.push({
            field: 'category',
            from: current.category,
            to: category.name,
            fromId: current.categoryId,
            toId: category.id,
          });
        }
      }
      if (changed.length === 0) return;
      // Decision 033: a unit stands at one store and is of one category; a ticket moved away from either
      // is no longer about it.
      if (current.equipment && (changes.locationId || changes.categoryId)) {
        const unit = await repository.findEquipmentRef(current.equipment.id, tx);
        const fits =
          unit?.locationId === (changes.locationId ?? current.locationId) &&
          unit.categoryId === (changes.categoryId ?? current.categoryId);
        if (!fits) changes.equipmentId = null;
      }
      await repository.update(state.id, changes, now, tx);
      // The unit a move dropped, so its status can follow (equipment-status.ts).
      const dropped =
        changes.equipmentId === null && current.equipment
          ? { droppedEquipmentId: current.equipment.id }
          : {};
      for (const change of changed) {
        await activity.record(
          {
            actorId: user.id,
            ticketId: state.id,
            kind: 'ticket.edited',
            details: { ticketNumber: state.ticketNumber, ...change, ...dropped },
            createdAt: now,
          },
          tx,
        );
      }
    },

    /**
     * An admin (or a manager of its store, decision 049) opens a completed ticket again: back to
     * accepted when its technician still works here, else open and unassigned for triage.
     * completedAt and the notes leave the ticket; the history keeps them (the completion entry and
     * this one).
     */
    async reopenLocked(
      user: SessionUser,
      state: TicketState,
      reason: string,
      now: Date,
      tx: Executor,
    ): Promise<void> {
      if (!canReopenTickets(user)) {
        throw forbidden('Only admins and store managers can reopen tickets');
      }
      // Issue 36: a manager answers only for their store's tickets; another store's is not there.
      if (!canConfirmTicketFix(user, state)) throw notFound('Ticket');
      if (!canReopenTicket(user, state)) {
        throw conflict('CONFLICT', 'Only completed tickets can be reopened');
      }
      const current = await repository.findById(state.id, now, tx);
      if (!current) throw notFound('Ticket');
      const assignee = state.assignedTo ? await repository.findPerson(state.assignedTo, tx) : null;
      const keepsAssignee = assignee ? isAssignableTechnician(assignee) : false;
      const status: TicketStatus = keepsAssignee ? 'accepted' : 'open';
      await repository.update(
        state.id,
        {
          status,
          completedAt: null,
          completionNotes: null,
          // Decision 034: the skipped-items note belongs to that completion; its history entry keeps it.
          checklistSkippedNote: null,
          ...(keepsAssignee ? {} : { assignedTo: null }),
        },
        now,
        tx,
      );
      await activity.record(
        {
          actorId: user.id,
          ticketId: state.id,
          kind: 'ticket.reopened',
          details: {
            ticketNumber: state.ticketNumber,
            reason,
            from: 'completed',
            to: status,
            completedAt: current.completedAt,
            completionNotes: current.completionNotes,
          },
          createdAt: now,
        },
        tx,
      );
      if (state.assignedTo && !keepsAssignee) {
        await activity.record(
          {
            actorId: user.id,
            ticketId: state.id,
            kind: 'ticket.assigned',
            details: {
              ticketNumber: state.ticketNumber,
              assigneeId: null,
              assigneeName: null,
              previousAssigneeId: state.assignedTo,
              reason: 'user.changed',
            },
            createdAt: now,
          },
          tx,
        );
      }
    },
  };
}
