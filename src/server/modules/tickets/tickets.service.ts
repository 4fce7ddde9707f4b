import {
  canAssignTechnicians,
  canScheduleTickets,
  hearsTicketNotAssigned,
  isAssignableTechnician,
} from '#contract/policies/tickets.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import {
  EQUIPMENT_NOT_AT_STORE_MESSAGE,
  EQUIPMENT_NOT_IN_CATEGORY_MESSAGE,
  EQUIPMENT_RETIRED_MESSAGE,
  UNKNOWN_EQUIPMENT_MESSAGE,
} from '#contract/schemas/equipment-ref.ts';
import type {
  CompleteTicketValues,
  CreateTicketValues,
  Ticket,
  TicketListFilter,
  TicketStatus,
  UpdateScheduleInput,
  UpdateTicketInput,
} from '#contract/schemas/ticket.ts';
import {
  canAssignTicket,
  canChangeTicketStatus,
  canCompleteTicket,
  canClockInOnTicket,
  canCreateTicket,
  canRescheduleTicket,
  canViewTicket,
  canWorkOnTicket,
  isAssignedTechnician,
} from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { dayRange } from '../../lib/business-time.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { PhotoCatalog } from '../photos/photos.service.ts';
import { ticketQueryFor } from './ticket-list-query.ts';
import { createTicketChecklistRepository } from './ticket-checklist.repository.ts';
import { checklistSkippedNoteFor } from './ticket-checklist.service.ts';
import { encodeCursor, positionOf } from './ticket-cursor.ts';
import { TICKET_NOT_ASSIGNED_MESSAGE } from './ticket-refusals.ts';
import { createTicketLifecycle, hasDetailEdits } from './tickets-lifecycle.ts';
import { createPreventiveTicketWriter } from './preventive-ticket.ts';
import type {
  TicketChanges,
  TicketState,
  TicketsRepository,
  TicketWithoutPhotos,
} from './tickets.repository.ts';
import { newTicketSla, slaChangesFor, slaResponseAt } from './ticket-sla.ts';
import type { SlaCalendar } from './ticket-sla.ts';
import { storedTriage, triageFor, withTriageFor } from './ticket-triage.ts';
import type { TriageNewTicket } from './ticket-triage.ts';

const PAST_SCHEDULE_MESSAGE = 'Schedule dates before today cannot be chosen';

interface ScheduleChange {
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  allDay: boolean;
}

type ScheduleFields = Pick<UpdateScheduleInput, 'scheduledStart' | 'scheduledEnd' | 'allDay'>;

function hasScheduleFields(input: ScheduleFields): boolean {
  return (
    input.scheduledStart !== undefined ||
    input.scheduledEnd !== undefined ||
    input.allDay !== undefined
  );
}

/**
 * DESIGN.md §5: a ticket may be sent back as GET answered it. Its current schedule (or none, when
 * it has none) changes nothing.
 */
function isCurrentSchedule(input: ScheduleFields, state: TicketState): boolean {
  if (!hasScheduleFields(input)) return true;
  const start = input.scheduledStart ? Date.parse(input.scheduledStart) : null;
  const end = input.scheduledEnd ? Date.parse(input.scheduledEnd) : null;
  if (start === null || end === null) return state.scheduledStart === null;
  return (
    start === state.scheduledStart?.getTime() &&
    end === state.scheduledEnd?.getTime() &&
    (input.allDay ?? false) === state.allDay
  );
}

/** The ticket's current assignee with its current schedule: no assignment to make. */
function isCurrentAssignment(input: UpdateTicketInput, state: TicketState): boolean {
  return (input.assignedTo ?? null) === state.assignedTo && isCurrentSchedule(input, state);
}

function scheduleDetails(ticketNumber: number, schedule: ScheduleChange): Record<string, unknown> {
  return {
    ticketNumber,
    scheduledStart: schedule.scheduledStart?.toISOString() ?? null,
    scheduledEnd: schedule.scheduledEnd?.toISOString() ?? null,
    allDay: schedule.allDay,
  };
}

/** Told when a ticket is completed, inside the completing transaction. */
type TicketCompletedListener = (
  ticket: { id: string; ticketNumber: number },
  change: { actorId: string; now: Date },
  tx: Executor,
) => Promise<void>;

/**
 * Who moves a ticket: a signed-in user, or an outside party with no account (a vendor through
 * the portal), described in the history entry's details.
 */
type TicketMover = { user: SessionUser } | { outsideParty: Record<string, unknown> };

/**
 * The photos of tickets, by ticket id (the photos module installs its reader), and with it how a
 * page of tickets reads them in its own statement (decision 042 cut 71).
 */
type TicketPhotoReader = Pick<PhotoCatalog, 'listForTickets'> &
  Partial<Pick<PhotoCatalog, 'ofPage'>>;

export function createTicketsService(deps: {
  db: Database;
  repository: TicketsRepository;
  activity: ActivityRecorder;
  clock: Clock;
  timeZone: string;
}) {
  const { db, repository, activity, clock, timeZone } = deps;
  // Modules above this one extend it through these hooks instead of tickets calling them
  // (decision 041): the photos module adds photos to answers, the AI module triages new
  // reports, the time clock ends running sessions when a ticket is completed.
  let photos: TicketPhotoReader = { listForTickets: async () => new Map() };
  let triageNewTicket: TriageNewTicket = async () => null;
  const completedListeners: TicketCompletedListener[] = [];
  // Issue 39: the sla module installs its business calendar; without it tickets get no target.
  let slaCalendar: SlaCalendar | null = null;
  // Decision 023: triage edits and reopening live in their own file.
  const lifecycle = createTicketLifecycle({ repository, activity });
  // Decision 034: completing with unticked checklist items needs a note on what was skipped.
  const checklist = createTicketChecklistRepository(db);

  async function withPhotos(rows: TicketWithoutPhotos[]): Promise<Ticket[]> {
    const byTicket = await photos.listForTickets(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, photos: byTicket.get(row.id) ?? [] }));
  }

  function assertCanView(
    user: SessionUser,
    ticket: { submittedBy: string | null; locationId: string; assignedTo: string | null },
  ): void {
    if (!canViewTicket(user, ticket)) {
      throw forbidden(
        hearsTicketNotAssigned(user)
          ? TICKET_NOT_ASSIGNED_MESSAGE
          : 'You do not have access to this ticket',
      );
    }
  }

  async function visibleTicket(user: SessionUser, id: string): Promise<Ticket> {
    const ticket = await repository.findById(id, clock.now());
    if (!ticket) throw notFound('Ticket');
    assertCanView(user, {
      submittedBy: ticket.submittedById,
      locationId: ticket.locationId,
      assignedTo: ticket.assignedTo,
    });
    const [withList] = await withPhotos([withTriageFor(user, ticket)]);
    return withList ?? { ...withTriageFor(user, ticket), photos: [] };
  }

  /** Decision 033: a ticket's unit stands at its store, is of its category and is not retired. */
  async function assertEquipmentFits(
    equipmentId: string,
    locationId: string,
    categoryId: string,
    tx: Executor,
  ): Promise<void> {
    const unit = await repository.findEquipmentRef(equipmentId, tx);
    if (!unit) throw badRequest(UNKNOWN_EQUIPMENT_MESSAGE);
    if (unit.locationId !== locationId) throw badRequest(EQUIPMENT_NOT_AT_STORE_MESSAGE);
    if (unit.categoryId !== categoryId) throw badRequest(EQUIPMENT_NOT_IN_CATEGORY_MESSAGE);
    if (unit.status === 'retired') throw badRequest(EQUIPMENT_RETIRED_MESSAGE);
  }

  async function lockVisible(user: SessionUser, id: string, tx: Executor): Promise<TicketState> {
    const state = await repository.lockState(id, tx);
    if (!state) throw notFound('Ticket');
    assertCanView(user, state);
    return state;
  }

  /** Writes a status change with what it does to the SLA clock (ticket-sla.ts). */
  async function updateStatus(
    state: TicketState,
    changes: TicketChanges & { status: TicketStatus },
    now: Date,
    tx: Executor,
  ): Promise<void> {
    const sla = await slaChangesFor(slaCalendar, state, { status: changes.status }, now, tx);
    await repository.update(state.id, { ...changes, ...sla }, now, tx);
  }

  /** Product rules §5: a schedule needs both ends, the end after the start, and no day before today. */
  function scheduleChange(input: ScheduleFields, now: Date): ScheduleChange {
    const start = input.scheduledStart ? new Date(input.scheduledStart) : null;
    const end = input.scheduledEnd ? new Date(input.scheduledEnd) : null;
    if (!start || !end) return { scheduledStart: null, scheduledEnd: null, allDay: false };
    // The schema already refused an end before the start; this keeps the service whole on its own.
    if (end.getTime() <= start.getTime()) throw badRequest('End time must be after start time');
    // "Today" is the business day; a slot that ends before it lies wholly in the past.
    if (end.getTime() < dayRange(now, timeZone).start.getTime())
      throw badRequest(PAST_SCHEDULE_MESSAGE);
    return { scheduledStart: start, scheduledEnd: end, allDay: input.allDay ?? false };
  }

  async function completeLocked(
    user: SessionUser,
    state: TicketState,
    completionNotes: string | null,
    now: Date,
    tx: Executor,
    skippedNote: string | null = null,
  ): Promise<void> {
    const checklistSkippedNote = await checklistSkippedNoteFor(
      checklist,
      state.id,
      skippedNote,
      tx,
    );
    await updateStatus(
      state,
      { status: 'completed', completedAt: now, completionNotes, checklistSkippedNote },
      now,
      tx,
    );
    // The work is over: what runs on the ticket ends with it (the time clock's sessions).
    for (const listener of completedListeners) {
      await listener(
        { id: state.id, ticketNumber: state.ticketNumber },
        { actorId: user.id, now },
        tx,
      );
    }
    await activity.record(
      {
        actorId: user.id,
        ticketId: state.id,
        kind: 'ticket.completed',
        details: {
          ticketNumber: state.ticketNumber,
          from: state.status,
          completionNotes,
          ...(checklistSkippedNote ? { checklistSkippedNote } : {}),
        },
        createdAt: now,
      },
      tx,
    );
  }

  async function changeStatus(
    user: SessionUser,
    state: TicketState,
    status: TicketStatus,
    now: Date,
    tx: Executor,
  ): Promise<void> {
    if (!canWorkOnTicket(user, state)) {
      throw forbidden('Only an admin or the assigned technician can change the status');
    }
    if (!canChangeTicketStatus(user, state)) {
      throw conflict(
        'TICKET_COMPLETED',
        'This ticket is completed; its status can no longer change',
      );
    }
    if (status === state.status) return;
    if (status === 'completed') {
      await completeLocked(user, state, null, now, tx);
      return;
    }
    await updateStatus(state, { status }, now, tx);
    await activity.record(
      {
        actorId: user.id,
        ticketId: state.id,
        kind: 'ticket.status_changed',
        details: { ticketNumber: state.ticketNumber, from: state.status, to: status },
        createdAt: now,
      },
      tx,
    );
  }

  async function recordSchedule(
    user: SessionUser,
    state: TicketState,
    schedule: ScheduleChange,
    now: Date,
    tx: Executor,
  ): Promise<void> {
    const hadSchedule = state.scheduledStart !== null;
    if (!schedule.scheduledStart && !hadSchedule) return;
    await activity.record(
      {
        actorId: user.id,
        ticketId: state.id,
        kind: schedule.scheduledStart ? 'ticket.rescheduled' : 'ticket.schedule_cleared',
        details: scheduleDetails(state.ticketNumber, schedule),
        createdAt: now,
      },
      tx,
    );
  }

  async function assign(
    user: SessionUser,
    state: TicketState,
    input: UpdateTicketInput,
    now: Date,
    tx: Executor,
  ): Promise<void> {
    if (!canAssignTechnicians(user)) throw forbidden('Only admins can assign technicians');
    if (!canAssignTicket(user, state)) {
      throw conflict('TICKET_NOT_OPEN', 'Only open tickets can be assigned');
    }
    const assigneeId = input.assignedTo ?? null;
    let assigneeName: string | null = null;
    if (assigneeId !== null) {
      const person = await repository.findPerson(assigneeId, tx);
      if (!person || !isAssignableTechnician(person)) {
        throw badRequest('Only active technicians can be assigned');
      }
      assigneeName = person.name;
    }
    const schedule = hasScheduleFields(input) ? scheduleChange(input, now) : undefined;
    await repository.update(state.id, { assignedTo: assigneeId, ...(schedule ?? {}) }, now, tx);
    if (assigneeId !== state.assignedTo) {
      await activity.record(
        {
          actorId: user.id,
          ticketId: state.id,
          kind: 'ticket.assigned',
          details: {
            ticketNumber: state.ticketNumber,
            assigneeId,
            assigneeName,
            previousAssigneeId: state.assignedTo,
          },
          createdAt: now,
        },
        tx,
      );
    }
    if (schedule) await recordSchedule(user, state, schedule, now, tx);
  }

  return {
    /** The photos module installs the reader that adds photos to ticket answers. */
    usePhotos(reader: TicketPhotoReader): void {
      photos = reader;
      if (reader.ofPage) repository.usePagePhotos(reader.ofPage.read);
    },

    /** The AI module installs the triage stored with each new ticket (none without it). */
    useTriage(triage: TriageNewTicket): void {
      triageNewTicket = triage;
    },

    /** Issue 39: the sla module installs the business calendar that times new tickets. */
    useSlaCalendar(calendar: SlaCalendar): void {
      slaCalendar = calendar;
    },

    /**
     * Issue 39: a vendor accepted the ticket's dispatch (in the portal's transaction): the
     * ticket's response, unless it already had one.
     */
    async recordResponse(ticketId: string, at: Date, tx: Executor): Promise<void> {
      const state = await repository.lockState(ticketId, tx);
      if (!state) return;
      const response = await slaResponseAt(slaCalendar, state, at, tx);
      if (Object.keys(response).length > 0) await repository.update(ticketId, response, at, tx);
    },

    /** Adds a listener told of each completion inside its transaction. */
    onCompleted(listener: TicketCompletedListener): void {
      completedListeners.push(listener);
    },

    /** Decision 034: a PM occurrence's ticket, inside the pm-plans generator's transaction. */
    createPreventive: createPreventiveTicketWriter({ activity }),

    /**
     * A technician starts the work, in the caller's transaction (the time clock's clock-in):
     * checks that they may (their current role and assignment, the contract's rule) and moves an
     * open or accepted ticket to in-progress (Accept, Clock In, Complete). Answers the ticket.
     */
    async startWork(
      user: SessionUser,
      ticketId: string,
      now: Date,
      tx: Executor,
    ): Promise<{ id: string; ticketNumber: number }> {
      // Locks the ticket so a concurrent status change waits for the clock-in to finish.
      const state = await repository.lockState(ticketId, tx);
      if (!state) throw notFound('Ticket');
      if (!isAssignedTechnician(user, state)) {
        throw forbidden('You can only clock in on a ticket assigned to you');
      }
      if (!canClockInOnTicket(user, state)) {
        throw conflict('TICKET_COMPLETED', 'This ticket is already completed');
      }
      if (state.status === 'open' || state.status === 'accepted') {
        await updateStatus(state, { status: 'in-progress' }, now, tx);
        await activity.record(
          {
            actorId: user.id,
            ticketId: state.id,
            kind: 'ticket.status_changed',
            details: { ticketNumber: state.ticketNumber, from: state.status, to: 'in-progress' },
            createdAt: now,
          },
          tx,
        );
      }
      return { id: state.id, ticketNumber: state.ticketNumber };
    },

    /**
     * For the users module, in its transaction: a user whose role or status changed no longer
     * works their tickets. Each uncompleted ticket assigned to them goes back to the unassigned
     * open state from which an admin assigns it again (product rules §4), with its history.
     */
    async unassignUncompletedOf(
      actor: SessionUser,
      userId: string,
      now: Date,
      tx: Executor,
    ): Promise<number> {
      const states = await repository.lockUncompletedAssignedTo(userId, tx);
      for (const state of states) {
        await updateStatus(state, { assignedTo: null, status: 'open' }, now, tx);
        await activity.record(
          {
            actorId: actor.id,
            ticketId: state.id,
            kind: 'ticket.assigned',
            details: {
              ticketNumber: state.ticketNumber,
              assigneeId: null,
              assigneeName: null,
              previousAssigneeId: userId,
              reason: 'user.changed',
            },
            createdAt: now,
          },
          tx,
        );
        if (state.status !== 'open') {
          await activity.record(
            {
              actorId: actor.id,
              ticketId: state.id,
              kind: 'ticket.status_changed',
              details: { ticketNumber: state.ticketNumber, from: state.status, to: 'open' },
              createdAt: now,
            },
            tx,
          );
        }
      }
      return states.length;
    },

    async list(
      user: SessionUser,
      filter: TicketListFilter,
    ): Promise<{
      tickets: Ticket[];
      nextCursor: string | null;
      total: number;
      totalCapped: boolean;
    }> {
      const now = clock.now();
      const query = {
        ...ticketQueryFor(user, filter, timeZone),
        ...(filter.sla ? { sla: { states: filter.sla, now } } : {}),
      };
      const page = await repository.list(query, now);
      const last = page.tickets.at(-1);
      const { photosRead } = page;
      const answer = photos.ofPage?.answer;
      // Only the tickets the page's statement did not read them for (a searched number's).
      const unread = page.tickets.filter((ticket) => !answer || !photosRead.has(ticket.id));
      const byTicket =
        unread.length > 0
          ? await photos.listForTickets(unread.map((ticket) => ticket.id))
          : new Map<string, Ticket['photos']>();
      return {
        // The repository's tickets are this call's own: each becomes the answer's in place
        // rather than copied twice, for the triage and for the photos (issue 37, decision 042).
        tickets: page.tickets.map((ticket) =>
          Object.assign(ticket, {
            aiTriage: triageFor(user, ticket),
            photos:
              answer && photosRead.has(ticket.id)
                ? answer(ticket.id, photosRead.get(ticket.id))
                : (byTicket.get(ticket.id) ?? []),
          }),
        ),
        nextCursor: page.hasMore && last ? encodeCursor(positionOf(filter.sort, last)) : null,
        total: page.total.count,
        totalCapped: page.total.capped,
      };
    },

    async get(user: SessionUser, id: string): Promise<Ticket> {
      return visibleTicket(user, id);
    },

    /** Throws unless the user may see the ticket (for its history). */
    async assertVisible(user: SessionUser, id: string): Promise<void> {
      await visibleTicket(user, id);
    },

    /** The rule-relevant columns of a ticket the user may see, without reading the whole ticket. */
    async visibleState(user: SessionUser, id: string): Promise<TicketState> {
      const state = await repository.findState(id);
      if (!state) throw notFound('Ticket');
      assertCanView(user, state);
      return state;
    },

    /** The same, locked until `tx` ends (another module's write about this ticket). */
    lockVisibleState(user: SessionUser, id: string, tx: Executor): Promise<TicketState> {
      return lockVisible(user, id, tx);
    },

    /**
     * `within` runs inside the creating transaction (decision 033: approving a request carries its
     * photos over and marks it approved with the ticket, all or nothing).
     */
    async create(
      user: SessionUser,
      input: CreateTicketValues,
      within?: (tx: Executor, ticket: { id: string; ticketNumber: number }) => Promise<void>,
    ): Promise<Ticket> {
      if (!canCreateTicket(user)) {
        throw forbidden('Only admins and managers can create tickets');
      }
      const now = clock.now();
      const schedule = scheduleChange(input, now);
      // Before the transaction (no locks held while it runs); the server's own, never the browser's.
      const aiTriage = await triageNewTicket({
        title: input.title,
        description: input.description,
        location: input.location,
      });
      const id = await db.transaction(async (tx) => {
        const location = await repository.findLocationByName(input.location, tx);
        if (!location) throw badRequest(`Unknown location: ${input.location}`);
        const category = await repository.findCategoryByName(input.category, tx);
        if (!category) throw badRequest(`Unknown category: ${input.category}`);
        if (input.equipmentId) {
          await assertEquipmentFits(input.equipmentId, location.id, category.id, tx);
        }
        const inserted = await repository.insert(
          {
            title: input.title,
            description: input.description,
            priority: input.priority,
            locationId: location.id,
            categoryId: category.id,
            equipmentDown: input.equipmentDown,
            equipmentId: input.equipmentId,
            // The session decides who submitted, whatever the body says (architecture §5).
            submittedBy: user.id,
            ...schedule,
            // Only the contract's fields: the analysis answers more (needsRiskQuestions, the failure).
            aiTriage: storedTriage(aiTriage),
            riskAnswers: input.riskAnswers,
            now,
            sla: await newTicketSla(
              slaCalendar,
              { priority: input.priority, locationId: location.id, submittedAt: now },
              tx,
            ),
          },
          tx,
        );
        await activity.record(
          {
            actorId: user.id,
            ticketId: inserted.id,
            kind: 'ticket.created',
            details: {
              ticketNumber: inserted.ticketNumber,
              title: input.title,
              priority: input.priority,
              ...(schedule.scheduledStart ? scheduleDetails(inserted.ticketNumber, schedule) : {}),
            },
            createdAt: now,
          },
          tx,
        );
        if (within) await within(tx, inserted);
        return inserted.id;
      });
      return visibleTicket(user, id);
    },

    /**
     * PATCH: a status change (admin or assigned technician), an assignment (admin) and/or triage
     * edits (admin, or the submitting manager on an open ticket).
     */
    async update(user: SessionUser, id: string, input: UpdateTicketInput): Promise<Ticket> {
      const isAssigning = input.assignedTo !== undefined;
      if (!isAssigning && hasScheduleFields(input)) {
        throw badRequest(
          'Send a schedule with assignedTo, or use PATCH /api/tickets/{id}/schedule',
        );
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        const state = await lockVisible(user, id, tx);
        if (hasDetailEdits(input)) {
          await lifecycle.editDetailsLocked(user, state, input, now, tx);
          // Issue 39: a new priority or store times the ticket by its targets and hours.
          const edited = await repository.lockState(id, tx);
          if (edited) {
            const sla = await slaChangesFor(
              slaCalendar,
              state,
              { priority: edited.priority, locationId: edited.locationId },
              now,
              tx,
            );
            if (Object.keys(sla).length > 0) await repository.update(id, sla, now, tx);
          }
        }
        // DESIGN.md §5: values the ticket already has (the ticket sent back as GET answered it)
        // change nothing and are not refused, whoever sends them and whatever the status.
        const isReassigning = isAssigning && !isCurrentAssignment(input, state);
        if (isReassigning) await assign(user, state, input, now, tx);
        if (input.status != null) {
          const current = isReassigning ? ((await repository.lockState(id, tx)) ?? state) : state;
          if (input.status !== current.status) {
            await changeStatus(user, current, input.status, now, tx);
          }
        }
      });
      return visibleTicket(user, id);
    },

    /** Product rules §6: admins set or clear the schedule of an assigned, uncompleted ticket. */
    async updateSchedule(
      user: SessionUser,
      id: string,
      input: UpdateScheduleInput,
    ): Promise<Ticket> {
      if (!canScheduleTickets(user)) throw forbidden('Only admins can schedule tickets');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const state = await lockVisible(user, id, tx);
        // DESIGN.md §5: the schedule it already has changes nothing and is not refused.
        if (isCurrentSchedule(input, state)) return;
        if (state.status === 'completed') {
          throw conflict('TICKET_COMPLETED', 'A completed ticket can no longer be scheduled');
        }
        if (!state.assignedTo) {
          throw conflict('CONFLICT', 'Assign a technician before scheduling this ticket');
        }
        // The conflicts above name the reason; this is the rule the web shows the button by.
        if (!canRescheduleTicket(user, state)) {
          throw conflict('CONFLICT', 'This ticket cannot be scheduled');
        }
        const schedule = scheduleChange(input, now);
        await repository.update(state.id, schedule, now, tx);
        await recordSchedule(user, state, schedule, now, tx);
      });
      return visibleTicket(user, id);
    },

    async complete(user: SessionUser, id: string, input: CompleteTicketValues): Promise<Ticket> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const state = await lockVisible(user, id, tx);
        if (!canWorkOnTicket(user, state)) {
          throw forbidden('Only an admin or the assigned technician can complete this ticket');
        }
        if (!canCompleteTicket(user, state)) {
          throw conflict('TICKET_COMPLETED', 'This ticket is already completed');
        }
        await completeLocked(
          user,
          state,
          input.completionNotes,
          now,
          tx,
          input.checklistSkippedNote,
        );
      });
      return visibleTicket(user, id);
    },

    /**
     * Moves a ticket to a status in the caller's transaction: the lifecycle other modules use.
     * A signed-in user is held to the rules of PATCH /api/tickets/{id} (a dispatch the admin
     * confirms completes the ticket with the vendor's notes; completed meanwhile by hand, it stays
     * so). An outside party with no account (a vendor through the portal, named in `details`)
     * moves it back to open, never completes it, and leaves a completed ticket as it is. Answers
     * whether the ticket moved.
     */
    async move(
      by: TicketMover,
      ticketId: string,
      status: TicketStatus,
      now: Date,
      tx: Executor,
      options: { completionNotes?: string | null; details?: Record<string, unknown> } = {},
    ): Promise<boolean> {
      if ('outsideParty' in by) {
        const state = await repository.lockState(ticketId, tx);
        if (!state) throw notFound('Ticket');
        if (status === 'completed') throw new Error('An outside party never completes a ticket');
        if (state.status === status || state.status === 'completed') return false;
        await updateStatus(state, { status }, now, tx);
        await activity.record(
          {
            actorId: null,
            ticketId: state.id,
            kind: 'ticket.status_changed',
            details: {
              ...by.outsideParty,
              ticketNumber: state.ticketNumber,
              from: state.status,
              to: status,
            },
            createdAt: now,
          },
          tx,
        );
        return true;
      }
      const { user } = by;
      const state = await lockVisible(user, ticketId, tx);
      if (status !== 'completed') {
        await changeStatus(user, state, status, now, tx);
        return state.status !== status;
      }
      // Completed meanwhile by hand: the work is confirmed all the same.
      if (state.status === 'completed') return false;
      if (!canCompleteTicket(user, state)) {
        throw forbidden('Only an admin or the assigned technician can complete this ticket');
      }
      const notes = options.completionNotes ?? null;
      await completeLocked(user, state, notes, now, tx, notes);
      return true;
    },

    /** Decision 023: an admin reopens a completed ticket with a reason (docs/decisions/023). */
    async reopen(user: SessionUser, id: string, reason: string): Promise<Ticket> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const state = await lockVisible(user, id, tx);
        await lifecycle.reopenLocked(user, state, reason, now, tx);
      });
      return visibleTicket(user, id);
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
