// The certification each category needs: one table in the contract (decision 024).
import { REQUIRED_CERTIFICATION } from '#contract/rules/certification-match.ts';
import type { Language } from '#contract/languages.ts';
import type { SchedulingAction, SchedulingOptimization } from '#contract/schemas/ai.ts';
import { isNearOvertime } from '#contract/rules/overtime-near.ts';
import { canAssignTicket, canRescheduleTicket } from '#contract/ticket-access.ts';
import type { TicketAccessUser } from '#contract/ticket-access.ts';

import { dayOf } from '../../../lib/business-time.ts';
import type { TechnicianFacts, TicketFacts } from '../ai.repository.ts';
import { hourOfDay } from '../format-time.ts';
import { SCHEDULING_WORDS } from './scheduling-words.ts';

// Scheduling optimisation (architecture §7): concrete suggestions that name tickets, technicians and
// times — urgent work without a technician or a slot, double bookings, overdue visits, certification
// mismatches, work in peak service hours, one technician crossing between stores in a day, and
// uneven workloads.

// Spec-independent business rule: lunch 11:00–14:00 and dinner 17:00–21:00 are peak service.
const PEAK_HOURS: readonly (readonly [number, number])[] = [
  [11, 14],
  [17, 21],
];
const OFF_PEAK_WINDOWS: readonly (readonly [number, number])[] = [
  [14, 17],
  [7, 11],
];
const MAX_SUGGESTIONS = 12;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface SchedulingFacts {
  now: Date;
  timeZone: string;
  /** Unfinished scheduled tickets from a week ago to two weeks ahead. */
  scheduled: TicketFacts[];
  /** Unfinished urgent tickets without an assignee or a schedule. */
  urgentNeedingAction: TicketFacts[];
  /** Unfinished assigned tickets. */
  assigned: TicketFacts[];
  technicians: TechnicianFacts[];
  /** Workload comparisons reveal chain-wide counts: admins only. */
  includeWorkload: boolean;
  /** Who asks: a suggestion's buttons are only those this user may use (architecture §7). */
  viewer?: TicketAccessUser;
  /**
   * Architecture §7: the weekly overtime threshold when technicians carry `weekWorkedMinutes` (admins):
   * nobody close to it is picked for more work, and their remaining visits are handed on.
   */
  overtimeThresholdMinutes?: number | null;
  /** The last day (YYYY-MM-DD) of the timesheet week `weekWorkedMinutes` counts. */
  overtimeWeekLastDay?: string;
  /** The reader's language (decision 044): the texts' words; English when not given. */
  language?: Language;
}

/**
 * One suggestion: its text, the buttons that carry it out (the assign or schedule dialog) and the
 * tickets it names (their numbers are links; other '#' in the text, as in a title, are not).
 */
interface SchedulingSuggestion {
  text: string;
  actions: SchedulingAction[];
  tickets: SchedulingOptimization['tickets'][number];
}

function requiredCertification(category: string): string | undefined {
  return REQUIRED_CERTIFICATION[category.toLowerCase()];
}

function hasValidCertification(
  technician: TechnicianFacts,
  certification: string,
  onDay: string,
): boolean {
  return technician.certifications.some(
    (cert) =>
      cert.name.toLowerCase() === certification.toLowerCase() &&
      (cert.expirationDate === null || cert.expirationDate >= onDay),
  );
}

function labelOf(ticket: TicketFacts): string {
  return `#${String(ticket.ticketNumber)} “${ticket.title}”`;
}

function hoursLabel(hour: number): string {
  const whole = Math.floor(hour);
  const minutes = Math.round((hour - whole) * 60);
  return `${String(whole).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function overlapsPeak(startHour: number, endHour: number): readonly [number, number] | undefined {
  return PEAK_HOURS.find(([from, to]) => startHour < to && endHour > from);
}

/** The texts alone (the LLM prompt and the tests read them). */
export function buildSchedulingSuggestions(facts: SchedulingFacts): string[] {
  return buildSchedulingPlan(facts).map((suggestion) => suggestion.text);
}

/** The next full hour from `now`: where "schedule it today" puts a visit. */
function nextFullHour(now: Date): Date {
  return new Date(Math.ceil((now.getTime() + 1) / HOUR_MS) * HOUR_MS);
}

export function buildSchedulingPlan(facts: SchedulingFacts): SchedulingSuggestion[] {
  const { now, timeZone, viewer } = facts;
  const words = SCHEDULING_WORDS[facts.language ?? 'en'];
  const today = dayOf(now, timeZone);
  const plan: SchedulingSuggestion[] = [];
  // Each pushed text gets the actions and the tickets collected for it since the previous push.
  let pending: SchedulingAction[] = [];
  let named = new Map<number, { id: string; ticketNumber: number }>();
  const suggestions = {
    push(text: string) {
      plan.push({ text, actions: pending, tickets: [...named.values()] });
      pending = [];
      named = new Map();
    },
  };
  /** The ticket, noted as named by the suggestion being written. */
  function mention(ticket: TicketFacts): TicketFacts {
    named.set(ticket.ticketNumber, { id: ticket.id, ticketNumber: ticket.ticketNumber });
    return ticket;
  }
  const label = (ticket: TicketFacts) => labelOf(mention(ticket));
  const numberOf = (ticket: TicketFacts) => `#${String(mention(ticket).ticketNumber)}`;
  function offerAssign(
    ticket: TicketFacts,
    technician: TechnicianFacts,
    slot?: { start: Date; end: Date },
  ) {
    if (!viewer || !canAssignTicket(viewer, ticket)) return;
    pending.push({
      kind: 'assign',
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      technicianId: technician.id,
      technicianName: technician.name,
      start: slot ? slot.start.toISOString() : null,
      end: slot ? slot.end.toISOString() : null,
    });
  }
  function offerSchedule(ticket: TicketFacts, start: Date, end: Date) {
    if (!viewer || !canRescheduleTicket(viewer, ticket)) return;
    pending.push({
      kind: 'schedule',
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      start: start.toISOString(),
      end: end.toISOString(),
    });
  }
  const todaySlot = () => {
    const start = nextFullHour(now);
    return { start, end: new Date(start.getTime() + 2 * HOUR_MS) };
  };
  const techniciansById = new Map(
    facts.technicians.map((technician) => [technician.id, technician]),
  );

  const threshold = facts.overtimeThresholdMinutes ?? null;
  function isNear(technician: TechnicianFacts): boolean {
    return (
      threshold !== null &&
      technician.weekWorkedMinutes !== undefined &&
      isNearOvertime(technician.weekWorkedMinutes, threshold)
    );
  }

  /** The best technician for a ticket: certified for its category, then the lightest workload. */
  function pickTechnician(
    ticket: TicketFacts,
    exclude?: string | null,
  ): { technician: TechnicianFacts; isCertified: boolean } | undefined {
    const certification = requiredCertification(ticket.category);
    const candidates = facts.technicians.filter((technician) => technician.id !== exclude);
    const certified = certification
      ? candidates.filter((technician) => hasValidCertification(technician, certification, today))
      : candidates;
    const pool = certified.length > 0 ? certified : candidates;
    // Someone close to weekly overtime comes last, whatever their workload.
    const best = [...pool].sort(
      (left, right) =>
        Number(isNear(left)) - Number(isNear(right)) ||
        left.openTickets - right.openTickets ||
        left.name.localeCompare(right.name),
    )[0];
    return best
      ? { technician: best, isCertified: certified.length > 0 && certification !== undefined }
      : undefined;
  }

  // 1. Urgent tickets nobody is assigned to, or with no time slot.
  for (const ticket of facts.urgentNeedingAction) {
    const waitingHours = Math.max(
      0,
      Math.round((now.getTime() - ticket.submittedAt.getTime()) / HOUR_MS),
    );
    if (!ticket.assignedTo) {
      const pick = pickTechnician(ticket);
      const certification = requiredCertification(ticket.category);
      if (pick) offerAssign(ticket, pick.technician, todaySlot());
      suggestions.push(
        words.urgentWithoutTechnician({
          label: label(ticket),
          location: ticket.location,
          category: ticket.category,
          waitingHours,
          ...(pick
            ? {
                pick: {
                  name: pick.technician.name,
                  openTickets: pick.technician.openTickets,
                  ...(pick.isCertified && certification ? { certification } : {}),
                },
              }
            : {}),
        }),
      );
    } else {
      const slot = todaySlot();
      offerSchedule(ticket, slot.start, slot.end);
      suggestions.push(
        words.urgentWithoutSlot({
          label: label(ticket),
          location: ticket.location,
          assignee: ticket.assigneeName,
          waitingHours,
        }),
      );
    }
  }

  const timed = facts.scheduled.filter(
    (ticket): ticket is TicketFacts & { scheduledStart: Date; scheduledEnd: Date } =>
      ticket.scheduledStart !== null && ticket.scheduledEnd !== null,
  );

  // 2. Double bookings: one technician in two places at once.
  const byTechnician = new Map<string, typeof timed>();
  for (const ticket of timed) {
    if (!ticket.assignedTo) continue;
    const list = byTechnician.get(ticket.assignedTo) ?? [];
    list.push(ticket);
    byTechnician.set(ticket.assignedTo, list);
  }
  for (const list of byTechnician.values()) {
    const upcoming = list
      .filter((ticket) => !ticket.allDay && ticket.scheduledEnd > now)
      .sort((left, right) => left.scheduledStart.getTime() - right.scheduledStart.getTime());
    for (let index = 0; index + 1 < upcoming.length; index += 1) {
      const first = upcoming[index];
      const second = upcoming[index + 1];
      if (!first || !second || second.scheduledStart >= first.scheduledEnd) continue;
      const duration = second.scheduledEnd.getTime() - second.scheduledStart.getTime();
      const movedEnd = new Date(first.scheduledEnd.getTime() + duration);
      const alternative = pickTechnician(second, second.assignedTo);
      offerSchedule(second, first.scheduledEnd, movedEnd);
      if (alternative) {
        offerAssign(second, alternative.technician, {
          start: second.scheduledStart,
          end: second.scheduledEnd,
        });
      }
      suggestions.push(
        words.doubleBooked({
          assignee: first.assigneeName,
          first: {
            label: label(first),
            location: first.location,
            slot: words.slot(first.scheduledStart, first.scheduledEnd, false, timeZone),
          },
          second: {
            label: label(second),
            location: second.location,
            slot: words.slot(second.scheduledStart, second.scheduledEnd, false, timeZone),
            number: second.ticketNumber,
          },
          movedSlot: words.slot(first.scheduledEnd, movedEnd, false, timeZone),
          ...(alternative ? { alternative: alternative.technician.name } : {}),
        }),
      );
    }
  }

  // 3. Visits whose slot has passed with the ticket still unfinished.
  for (const ticket of timed.filter((entry) => entry.scheduledEnd < now).slice(0, 5)) {
    // The same hours on the next day that is still ahead.
    const days = Math.floor((now.getTime() - ticket.scheduledStart.getTime()) / DAY_MS) + 1;
    offerSchedule(
      ticket,
      new Date(ticket.scheduledStart.getTime() + days * DAY_MS),
      new Date(ticket.scheduledEnd.getTime() + days * DAY_MS),
    );
    suggestions.push(
      words.slotPassed({
        label: label(ticket),
        location: ticket.location,
        slot: words.slot(ticket.scheduledStart, ticket.scheduledEnd, ticket.allDay, timeZone),
        status: ticket.status,
        assignee: ticket.assigneeName,
      }),
    );
  }

  // 4. Certification mismatches.
  for (const ticket of facts.assigned) {
    const certification = requiredCertification(ticket.category);
    const technician = ticket.assignedTo ? techniciansById.get(ticket.assignedTo) : undefined;
    if (!certification || !technician) continue;
    const onDay = ticket.scheduledStart ? dayOf(ticket.scheduledStart, timeZone) : today;
    if (hasValidCertification(technician, certification, onDay)) continue;
    const expired = technician.certifications.find(
      (cert) => cert.name.toLowerCase() === certification.toLowerCase(),
    );
    const alternative = pickTechnician(ticket, technician.id);
    if (alternative?.isCertified) {
      offerAssign(
        ticket,
        alternative.technician,
        ticket.scheduledStart && ticket.scheduledEnd
          ? { start: ticket.scheduledStart, end: ticket.scheduledEnd }
          : undefined,
      );
    }
    suggestions.push(
      words.certificationMismatch({
        label: label(ticket),
        category: ticket.category,
        location: ticket.location,
        technician: technician.name,
        certification,
        ...(expired?.expirationDate ? { expiredOn: expired.expirationDate } : {}),
        ...(alternative?.isCertified ? { certifiedAlternative: alternative.technician.name } : {}),
      }),
    );
  }

  // 5. Non-urgent work during lunch or dinner service.
  for (const ticket of timed) {
    if (ticket.allDay || ticket.priority === 'urgent' || ticket.scheduledEnd <= now) continue;
    const startHour = hourOfDay(ticket.scheduledStart, timeZone);
    const durationHours =
      (ticket.scheduledEnd.getTime() - ticket.scheduledStart.getTime()) / HOUR_MS;
    const endHour = startHour + durationHours;
    const peak = overlapsPeak(startHour, endHour);
    if (!peak) continue;
    const window = OFF_PEAK_WINDOWS.find(([from, to]) => to - from >= durationHours);
    if (window) {
      const start = new Date(ticket.scheduledStart.getTime() + (window[0] - startHour) * HOUR_MS);
      offerSchedule(ticket, start, new Date(start.getTime() + durationHours * HOUR_MS));
    }
    suggestions.push(
      words.peakHours({
        label: label(ticket),
        location: ticket.location,
        slot: words.slot(ticket.scheduledStart, ticket.scheduledEnd, false, timeZone),
        isLunch: peak[0] === 11,
        ...(window
          ? { window: `${hoursLabel(window[0])}–${hoursLabel(window[0] + durationHours)}` }
          : {}),
      }),
    );
  }

  // 6. A technician crossing between stores on one day.
  for (const list of byTechnician.values()) {
    const byDay = new Map<string, typeof list>();
    for (const ticket of list.filter((entry) => entry.scheduledEnd > now)) {
      const day = dayOf(ticket.scheduledStart, timeZone);
      byDay.set(day, [...(byDay.get(day) ?? []), ticket]);
    }
    for (const dayTickets of byDay.values()) {
      const stores = [...new Set(dayTickets.map((ticket) => ticket.location))];
      const first = dayTickets[0];
      if (stores.length < 2 || !first) continue;
      const parts = stores.map(
        (store) =>
          `${store} (${dayTickets
            .filter((ticket) => ticket.location === store)
            .map((ticket) => numberOf(ticket))
            .join(', ')})`,
      );
      suggestions.push(
        words.travels({
          assignee: first.assigneeName,
          day: words.day(first.scheduledStart, timeZone),
          stores: parts,
        }),
      );
    }
  }

  // 7. Uneven workloads (admins).
  if (facts.includeWorkload && facts.technicians.length >= 2) {
    const sorted = [...facts.technicians].sort(
      (left, right) => right.openTickets - left.openTickets,
    );
    const busiest = sorted[0];
    const lightest = sorted.at(-1);
    if (
      busiest &&
      lightest &&
      busiest.openTickets >= 4 &&
      busiest.openTickets - lightest.openTickets >= 3
    ) {
      const movable = facts.assigned
        .filter(
          (ticket) =>
            ticket.assignedTo === busiest.id &&
            (ticket.status === 'open' || ticket.status === 'accepted'),
        )
        .filter((ticket) => {
          const certification = requiredCertification(ticket.category);
          return !certification || hasValidCertification(lightest, certification, today);
        })
        .slice(0, 2);
      for (const ticket of movable) offerAssign(ticket, lightest);
      suggestions.push(
        words.workload({
          busiest: busiest.name,
          busiestOpen: busiest.openTickets,
          lightest: lightest.name,
          lightestOpen: lightest.openTickets,
          movable: movable.map((ticket) => numberOf(ticket)),
        }),
      );
    }
  }

  // 8. Someone close to weekly overtime with visits still ahead this week (admins).
  if (threshold !== null) {
    const lastDay = facts.overtimeWeekLastDay ?? today;
    for (const technician of facts.technicians.filter(isNear)) {
      const ahead = timed
        .filter(
          (ticket) =>
            ticket.assignedTo === technician.id &&
            ticket.scheduledStart > now &&
            dayOf(ticket.scheduledStart, timeZone) <= lastDay,
        )
        .sort((left, right) => left.scheduledStart.getTime() - right.scheduledStart.getTime());
      const last = ahead.at(-1);
      if (!last) continue;
      const other = pickTechnician(last, technician.id);
      const handTo = other && !isNear(other.technician) ? other.technician : undefined;
      if (handTo) {
        offerAssign(last, handTo, {
          start: last.scheduledStart,
          end: last.scheduledEnd,
        });
      }
      suggestions.push(
        words.nearOvertime({
          technician: technician.name,
          worked: words.minutes(technician.weekWorkedMinutes ?? 0),
          threshold: words.minutes(threshold),
          ahead: ahead.map((ticket) => numberOf(ticket)),
          ...(handTo ? { handTo: { label: label(last), name: handTo.name } } : {}),
        }),
      );
    }
  }

  return plan.slice(0, MAX_SUGGESTIONS);
}
