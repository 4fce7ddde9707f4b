import type { TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';

import type { Executor } from '../../db/database.ts';
import type { SlaDeadlines } from '../../lib/sla-clock.ts';

// Issue 39 (decision 045): how a ticket's SLA columns follow its lifecycle. The sla module installs
// the calendar (targets, opening hours, business time); without it tickets get no target.

/** The SLA module's business calendar, as the tickets service uses it. */
export interface SlaCalendar {
  /** Deadlines of a ticket whose clock stood still for `pausedMinutes` of business time. */
  deadlines(
    ticket: {
      priority: TicketPriority;
      locationId: string;
      submittedAt: Date;
      pausedMinutes: number;
    },
    executor: Executor,
  ): Promise<SlaDeadlines>;
  /** Business minutes of the store between two instants. */
  minutesBetween(locationId: string, from: Date, to: Date, executor: Executor): Promise<number>;
}

/** The SLA columns a status change reads (from the locked ticket state). */
interface SlaClockState {
  status: TicketStatus;
  priority: TicketPriority;
  locationId: string;
  submittedAt: Date;
  slaResolveBy: Date | null;
  slaRespondedAt: Date | null;
  slaPausedAt: Date | null;
  slaPausedMinutes: number;
}

export interface SlaColumnChanges {
  slaRespondBy?: Date;
  slaRespondRiskAt?: Date;
  slaResolveBy?: Date;
  slaResolveRiskAt?: Date;
  slaRespondedAt?: Date;
  slaPausedAt?: Date | null;
  slaPausedMinutes?: number;
  slaRespondMinutes?: number;
  slaResolveMinutes?: number;
}

// Issue 39: the clock pauses while the ticket waits for parts or a third party.
const PAUSED_STATUSES: readonly TicketStatus[] = ['waiting-for-parts', 'waiting-for-third-party'];
// 'Respond' is met when the assignee accepts (moving on to the work or completing counts too).
const RESPONDED_STATUSES: readonly TicketStatus[] = ['accepted', 'in-progress', 'completed'];

function deadlineColumns(deadlines: SlaDeadlines): SlaColumnChanges {
  return {
    slaRespondBy: deadlines.respondBy,
    slaRespondRiskAt: deadlines.respondRiskAt,
    slaResolveBy: deadlines.resolveBy,
    slaResolveRiskAt: deadlines.resolveRiskAt,
  };
}

/** The SLA columns of a new ticket (none for preventive work or without the sla module). */
export async function newTicketSla(
  calendar: SlaCalendar | null,
  ticket: { priority: TicketPriority; locationId: string; submittedAt: Date },
  executor: Executor,
): Promise<SlaColumnChanges> {
  if (!calendar) return {};
  return deadlineColumns(await calendar.deadlines({ ...ticket, pausedMinutes: 0 }, executor));
}

/** Whole business minutes from the ticket's submission to `now`, less its pauses. */
async function businessMinutesSince(
  calendar: SlaCalendar,
  state: Pick<SlaClockState, 'locationId' | 'submittedAt'>,
  now: Date,
  pausedMinutes: number,
  executor: Executor,
): Promise<number> {
  const open = await calendar.minutesBetween(state.locationId, state.submittedAt, now, executor);
  return Math.max(0, Math.round(open - pausedMinutes));
}

/** The response columns of a ticket a vendor accepted at `at` (its dispatch, issue 39). */
export async function slaResponseAt(
  calendar: SlaCalendar | null,
  state: SlaClockState,
  at: Date,
  executor: Executor,
): Promise<SlaColumnChanges> {
  if (!calendar || state.slaResolveBy === null || state.slaRespondedAt !== null) return {};
  // A pause running now counts up to its start: the clock stood still since then.
  const until = state.slaPausedAt ?? at;
  const minutes = await businessMinutesSince(
    calendar,
    state,
    until,
    state.slaPausedMinutes,
    executor,
  );
  return { slaRespondedAt: at, slaRespondMinutes: minutes };
}

/**
 * The SLA columns that change when a ticket moves to `next` (a status, or triage edits of its
 * priority or store): responded on acceptance; a pause starts on waiting, and when it ends its
 * business minutes move every deadline later; a new priority or store recomputes them.
 */
export async function slaChangesFor(
  calendar: SlaCalendar | null,
  state: SlaClockState,
  next: { status?: TicketStatus; priority?: TicketPriority; locationId?: string },
  now: Date,
  executor: Executor,
): Promise<SlaColumnChanges> {
  if (!calendar || state.slaResolveBy === null) return {};
  const changes: SlaColumnChanges = {};
  const status = next.status ?? state.status;
  const priority = next.priority ?? state.priority;
  const locationId = next.locationId ?? state.locationId;
  let pausedMinutes = state.slaPausedMinutes;
  let isRecomputed = priority !== state.priority || locationId !== state.locationId;
  const isPaused = PAUSED_STATUSES.includes(status);
  if (state.slaPausedAt !== null && !isPaused) {
    // Whole minutes: the deadlines move by at most half a minute less than the pause.
    pausedMinutes += Math.round(
      await calendar.minutesBetween(state.locationId, state.slaPausedAt, now, executor),
    );
    changes.slaPausedAt = null;
    changes.slaPausedMinutes = pausedMinutes;
    isRecomputed = true;
  } else if (state.slaPausedAt === null && isPaused) {
    changes.slaPausedAt = now;
  }
  // Decision 046: the dashboard's respond and resolve times, in the business time the targets
  // count (the store's hours, pauses left out), so a time and its target compare.
  const isResponding = state.slaRespondedAt === null && RESPONDED_STATUSES.includes(status);
  const isCompleting = status === 'completed' && state.status !== 'completed';
  if (isResponding || isCompleting) {
    const elapsed = await businessMinutesSince(calendar, state, now, pausedMinutes, executor);
    if (isResponding) {
      changes.slaRespondedAt = now;
      changes.slaRespondMinutes = elapsed;
    }
    if (isCompleting) changes.slaResolveMinutes = elapsed;
  }
  if (isRecomputed) {
    Object.assign(
      changes,
      deadlineColumns(
        await calendar.deadlines(
          { priority, locationId, submittedAt: state.submittedAt, pausedMinutes },
          executor,
        ),
      ),
    );
  }
  return changes;
}
