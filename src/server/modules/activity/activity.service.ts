import type { SQL } from 'drizzle-orm';

import type { Language } from '#contract/languages.ts';
import { formatMoney } from '#contract/money.ts';
import { ACTIVITY_KINDS } from '#contract/schemas/activity.ts';
import type { ActivityEntry, ActivityKind } from '#contract/schemas/activity.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';
import { priorityLabel, statusLabel } from '#contract/utils/ticket-labels.ts';

import type { Executor } from '../../db/database.ts';
import { formatInstant, formatMinutesIn, formatMoneyIn } from '../../lib/locale-format.ts';
import { describeInSpanish, invoiceOverNte } from './activity-spanish.ts';
import type { ActivityRecord, ActivityRepository, NewActivity } from './activity.repository.ts';

export type { NewActivity };

/**
 * Told of each entry as it is recorded, inside the same transaction (its executor), so what a
 * listener writes (notifications, their e-mail) commits or rolls back with the change. A listener
 * that throws fails the change: listeners must only fail for reasons the change should too.
 *
 * What a listener needs to read first it names in `lookup` (a SELECT with distinct column names,
 * or undefined when the entry concerns it not): the lookup rides in the entry's own insert, so a
 * listener costs the change no round trip to learn what to do (decision 032, the write budget).
 * `recorded` gets the lookup's rows as plain JSON objects ([] without a lookup).
 */
export interface ActivityListener {
  lookup?: (entry: NewActivity) => SQL | undefined;
  recorded: (entry: NewActivity, found: unknown[], executor: Executor | undefined) => Promise<void>;
}

/**
 * Answers the bus events an entry announces (as SQL, `EventBus.announcement`), written in the
 * entry's own insert so announcing costs no round trip. Pure: it must not query.
 */
export type ActivityAnnouncer = (entry: NewActivity) => SQL | undefined;

function isActivityKind(kind: string): kind is ActivityKind {
  return (ACTIVITY_KINDS as readonly string[]).includes(kind);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** A priority as people read it: 'urgent' is 'Urgent'. */
function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** A unit of the equipment register (decision 033): "Fryer 2 at Downtown". */
function describeUnit(details: Record<string, unknown>): string {
  const name = text(details.name) ?? 'equipment';
  const store = text(details.location);
  return store ? `${name} at ${store}` : name;
}

/**
 * Words what happened for people: "Dana Whitfield created #1042". Lists of activity (a ticket's
 * history, Recent Activity) are verbs of this factory.
 */
export function createActivityService(deps: { repository: ActivityRepository; timeZone: string }) {
  const { repository, timeZone } = deps;
  const listeners: ActivityListener[] = [];
  const announcers: ActivityAnnouncer[] = [];

  /**
   * A schedule in the business time zone: "Jan 8, 2026, 9:00 AM – 5:00 PM" or "Jan 8, 2026 (all
   * day)"; in Spanish "8 ene 2026, 9:00 a.m. – 5:00 p.m.", "8 ene 2026 (todo el día)".
   */
  function describeSchedule(
    details: Record<string, unknown>,
    language: Language = 'en',
  ): string | undefined {
    const start = text(details.scheduledStart);
    const end = text(details.scheduledEnd);
    if (!start || !end) return undefined;
    const from = new Date(start);
    const to = new Date(end);
    const shown = (at: Date, form: Parameters<typeof formatInstant>[1]) =>
      formatInstant(at, form, language, timeZone);
    if (details.allDay === true)
      return `${shown(from, 'date')} ${language === 'es' ? '(todo el día)' : '(all day)'}`;
    const sameDay =
      formatInstant(from, 'date', 'en', timeZone) === formatInstant(to, 'date', 'en', timeZone);
    return sameDay
      ? `${shown(from, 'dateTime')} – ${shown(to, 'time')}`
      : `${shown(from, 'dateTime')} – ${shown(to, 'dateTime')}`;
  }

  /** One triage edit (decision 023): "Dana changed the priority of #1042 from Medium to Urgent". */
  function describeEdit(actor: string, ticket: string, details: Record<string, unknown>): string {
    const from = text(details.from) ?? '';
    const to = text(details.to) ?? '';
    switch (details.field) {
      case 'title':
        return `${actor} renamed ${ticket} from “${from}” to “${to}”`;
      case 'description':
        return `${actor} edited the description of ${ticket}`;
      case 'priority':
        return `${actor} changed the priority of ${ticket} from ${priorityLabel(from)} to ${priorityLabel(to)}`;
      case 'location':
        return `${actor} moved ${ticket} from ${from} to ${to}`;
      case 'category':
        return `${actor} changed the category of ${ticket} from ${from} to ${to}`;
      default:
        return `${actor} edited ${ticket}`;
    }
  }

  /** An instant in the business time zone, short: "Nov 27, 9:00 AM" ("27 nov, 9:00 a.m."). */
  function shortInstant(value: unknown, language: Language = 'en'): string | undefined {
    const iso = text(value);
    if (!iso) return undefined;
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return undefined;
    return formatInstant(at, 'monthDayTime', language, timeZone);
  }

  /** Dates, money and durations of the Spanish lines (activity-spanish.ts). */
  const spanishForms = {
    schedule: (details: Record<string, unknown>) => describeSchedule(details, 'es'),
    instant: (value: unknown) => shortInstant(value, 'es'),
    money: (cents: number, currency: string) => formatMoneyIn(cents, currency, 'es'),
    minutes: (minutes: number) => formatMinutesIn(minutes, 'es'),
  };

  /**
   * Decision 037: a dispatch's step. The vendor's own portal actions have no actor:
   * `details.vendorName` names who ('Polar Service accepted the dispatch (ETA Nov 27, 9:00 AM)').
   */
  function describeDispatch(
    record: ActivityRecord,
    actor: string,
    ticket: string,
  ): string | undefined {
    const details = record.details;
    const vendor = text(details.vendorName) ?? 'The vendor';
    const currency = text(details.currency) ?? 'USD';
    const money = (value: unknown): string | undefined =>
      typeof value === 'number' ? formatMoney(value, currency) : undefined;
    switch (record.kind) {
      case 'dispatch.sent': {
        const nte = money(details.nteCents);
        return `${actor} dispatched ${ticket} to ${vendor}${nte ? ` (NTE ${nte})` : ''}`;
      }
      case 'dispatch.accepted': {
        const eta = shortInstant(details.eta);
        return `${vendor} accepted the dispatch${eta ? ` (ETA ${eta})` : ''}`;
      }
      case 'dispatch.declined': {
        const reason = text(details.reason);
        return `${vendor} declined the dispatch${reason ? `: ${reason}` : ''}`;
      }
      case 'dispatch.overdue':
        return `${vendor} has not accepted the dispatch of ${ticket} in time`;
      case 'dispatch.checked_in':
        return `${vendor} checked in on site`;
      case 'dispatch.checked_out':
        return details.outcome === 'needs-more-work'
          ? `${vendor} checked out: needs more work`
          : `${vendor} checked out: work done`;
      case 'dispatch.note_added':
        return `${vendor} added a note`;
      case 'dispatch.invoiced': {
        const amount = money(details.amountCents);
        const number = text(details.invoiceNumber);
        const overNte = invoiceOverNte(details);
        return `${vendor} submitted invoice${number ? ` ${number}` : ''}${amount ? ` for ${amount}` : ''}${overNte ? ` (over the NTE of ${money(details.nteCents) ?? ''})` : ''}`;
      }
      case 'dispatch.invoice_approved':
        return record.actorName
          ? `${actor} approved ${vendor}'s invoice${money(details.amountCents) ? ` of ${money(details.amountCents) ?? ''}` : ''}`
          : `${vendor}'s invoice was approved (within the NTE)`;
      case 'dispatch.work_confirmed':
        return `${actor} confirmed ${vendor}'s work on ${ticket}`;
      case 'dispatch.paid':
        return `${actor} marked ${vendor}'s invoice paid`;
      case 'dispatch.revoked':
        return `${actor} withdrew the dispatch of ${ticket} to ${vendor}`;
      case 'dispatch.link_renewed':
        return `${actor} sent ${vendor} a new portal link for ${ticket}`;
      default:
        return undefined;
    }
  }

  /** The line in `language`: English here (the spec's words), Spanish in activity-spanish.ts. */
  function describe(record: ActivityRecord, language: Language = 'en'): string {
    if (language === 'es') return describeInSpanish(record, spanishForms);
    const actor = record.actorName ?? 'Someone';
    const details = record.details;
    const ticketNumber =
      record.ticketNumber ??
      (typeof details.ticketNumber === 'number' ? details.ticketNumber : null);
    const ticket = ticketNumber === null ? 'a ticket' : `#${String(ticketNumber)}`;
    const onTicket = ticketNumber === null ? '' : ` on #${String(ticketNumber)}`;
    switch (record.kind) {
      case 'ticket.created':
        return `${actor} created ${ticket}`;
      case 'ticket.assigned': {
        const assignee = text(details.assigneeName);
        if (assignee) return `${actor} assigned ${ticket} to ${assignee}`;
        return details.reason === 'user.changed'
          ? `${actor} unassigned ${ticket}: its technician's role or status changed`
          : `${actor} unassigned ${ticket}`;
      }
      case 'ticket.rescheduled': {
        const when = describeSchedule(details);
        return when ? `${actor} scheduled ${ticket} for ${when}` : `${actor} rescheduled ${ticket}`;
      }
      case 'ticket.schedule_cleared':
        return `${actor} cleared the schedule of ${ticket}`;
      case 'ticket.status_changed': {
        const to = text(details.to);
        // People read 'In Progress', never the stored `in-progress` (decisions 023-028).
        return to
          ? `${actor} changed ${ticket} to ${statusLabel(to)}`
          : `${actor} changed the status of ${ticket}`;
      }
      case 'ticket.priority_changed': {
        const from = text(details.from);
        const to = text(details.to);
        return from && to
          ? `${actor} changed the priority of ${ticket} from ${capitalized(from)} to ${capitalized(to)}`
          : `${actor} changed the priority of ${ticket}`;
      }
      case 'ticket.photo_added': {
        const count = typeof details.count === 'number' ? details.count : 1;
        return count === 1
          ? `${actor} added a photo to ${ticket}`
          : `${actor} added ${String(count)} ${plural(count, 'photo', 'photos')} to ${ticket}`;
      }
      case 'ticket.completed':
        return `${actor} completed ${ticket}`;
      case 'ticket.edited':
        return describeEdit(actor, ticket, details);
      case 'ticket.reopened': {
        const reason = text(details.reason);
        return reason ? `${actor} reopened ${ticket}: ${reason}` : `${actor} reopened ${ticket}`;
      }
      case 'ticket.commented':
        return `${actor} commented on ${ticket}`;
      case 'ticket.comment_deleted':
        return `${actor} deleted a comment on ${ticket}`;
      case 'ticket.checklist_ticked': {
        const item = text(details.text);
        const verb = details.done === true ? 'ticked' : 'unticked';
        return item
          ? `${actor} ${verb} '${item}' on ${ticket}`
          : `${actor} ${verb} an item on ${ticket}`;
      }
      case 'ticket.checklist_item_added':
        return `${actor} added '${text(details.text) ?? 'an item'}' to the checklist of ${ticket}`;
      case 'ticket.checklist_item_removed':
        return `${actor} removed '${text(details.text) ?? 'an item'}' from the checklist of ${ticket}`;
      case 'time.clocked_in':
        return `${actor} clocked in${onTicket}`;
      case 'time.clocked_out': {
        const minutes =
          typeof details.durationMinutes === 'number' ? details.durationMinutes : undefined;
        const after = minutes === undefined ? '' : ` after ${formatMinutesIn(minutes, 'en')}`;
        if (details.automatic !== true) return `${actor} clocked out${onTicket}${after}`;
        return details.reason === 'user.changed'
          ? `${actor}'s session${onTicket} was closed when their role or status changed${after}`
          : `${actor}'s session${onTicket} was closed when the ticket was completed${after}`;
      }
      case 'user.created':
        return `${actor} added ${text(details.name) ?? 'a user'}`;
      case 'user.updated':
        return `${actor} updated ${text(details.name) ?? 'a user'}`;
      case 'user.password_reset':
        return `${actor} reset the password of ${text(details.name) ?? 'a user'}`;
      case 'signup.approved':
        return `${actor} approved the signup of ${text(details.name) ?? 'a technician'}`;
      case 'signup.rejected':
        return `${actor} rejected the signup of ${text(details.name) ?? 'a technician'}`;
      case 'equipment.created':
        return `${actor} added ${describeUnit(details)}`;
      case 'equipment.updated':
        return `${actor} updated ${describeUnit(details)}`;
      case 'equipment.retired':
        return `${actor} retired ${describeUnit(details)}`;
      case 'equipment.imported': {
        const count = typeof details.count === 'number' ? details.count : 0;
        return `${actor} imported ${String(count)} ${plural(count, 'unit', 'units')} of equipment`;
      }
      case 'vendor.created':
        return `${actor} added the vendor ${text(details.name) ?? 'a vendor'}`;
      case 'vendor.updated':
        return `${actor} updated the vendor ${text(details.name) ?? 'a vendor'}`;
      case 'vendor.deleted':
        return `${actor} deleted the vendor ${text(details.name) ?? 'a vendor'}`;
      default:
        return describeDispatch(record, actor, ticket) ?? `${actor}: ${record.kind}`;
    }
  }

  function toEntry(record: ActivityRecord, language: Language): ActivityEntry | undefined {
    if (!isActivityKind(record.kind)) return undefined;
    return {
      id: record.id,
      kind: record.kind,
      actorId: record.actorId,
      actorName: record.actorName,
      ticketId: record.ticketId,
      ticketNumber: record.ticketNumber,
      message: describe(record, language),
      details: record.details,
      createdAt: record.createdAt.toISOString(),
    };
  }

  return {
    /**
     * Records what happened, in the caller's transaction so the entry is written with the change
     * it describes or not at all. The one way other modules write history (docs/decisions/021).
     */
    async record(entry: NewActivity, executor?: Executor): Promise<void> {
      const announcements = announcers
        .map((announce) => announce(entry))
        .filter((announcement): announcement is SQL => announcement !== undefined);
      const lookups: SQL[] = [];
      const asked = listeners.map((listener) => {
        const lookup = listener.lookup?.(entry);
        if (!lookup) return undefined;
        lookups.push(lookup);
        return lookups.length - 1;
      });
      const found = await repository.record(entry, executor, announcements, lookups);
      for (const [index, listener] of listeners.entries()) {
        const at = asked[index];
        await listener.recorded(entry, at === undefined ? [] : (found[at] ?? []), executor);
      }
    },

    /**
     * The entry's insert as SQL for the caller to run inside a statement of its own (issue 37,
     * decision 042 cut 44: a clock-in and its history entry in one round trip), or undefined when
     * an announcer or a listener's lookup rides with this entry: then record() it. The caller's
     * transaction must not commit when the statement's own write did not happen (it throws), and
     * once the statement ran it calls recordedAlong, so the listeners are told as record() tells
     * them.
     */
    insertAlong(entry: NewActivity, executor: Executor): SQL | undefined {
      if (announcers.some((announce) => announce(entry) !== undefined)) return undefined;
      if (listeners.some((listener) => listener.lookup?.(entry) !== undefined)) return undefined;
      return repository.insertSql(entry, executor);
    },

    /** Tells the listeners of an entry written through insertAlong (they asked for no lookup). */
    async recordedAlong(entry: NewActivity, executor: Executor): Promise<void> {
      for (const listener of listeners) await listener.recorded(entry, [], executor);
    },

    /** Adds an announcer (app.ts wires live ticket updates here); module services never call it. */
    announceWith(announcer: ActivityAnnouncer): void {
      announcers.push(announcer);
    },

    /** Adds a listener (app.ts wires notifications here); module services never call it. */
    onRecorded(listener: ActivityListener): void {
      listeners.push(listener);
    },

    /** The human line for one stored entry. */
    describe,

    /**
     * A ticket's history, oldest first, worded in the reader's language. The caller checks that
     * the user may see the ticket.
     */
    async listForTicket(ticketId: string, language: Language = 'en'): Promise<ActivityEntry[]> {
      const records = await repository.listForTicket(ticketId);
      return records
        .map((record) => toEntry(record, language))
        .filter((entry): entry is ActivityEntry => entry !== undefined);
    },

    /**
     * Recent Activity: the newest entries the user may see (product rules §6). Admins see everything;
     * managers the tickets they submitted or at their store; technicians their assigned tickets and
     * their own clock-ins and clock-outs.
     */
    async listRecent(
      user: SessionUser,
      limit: number,
      language: Language = 'en',
    ): Promise<ActivityEntry[]> {
      const records = await repository.listRecent(ticketAudienceFor(user), limit);
      return records
        .map((record) => toEntry(record, language))
        .filter((entry): entry is ActivityEntry => entry !== undefined);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;

/** What other modules need of the activity module. */
export type ActivityRecorder = Pick<ActivityService, 'record'>;
