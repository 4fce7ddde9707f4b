import type { UserRole } from '#contract/constants.ts';
import { managesStore, receivesChainNotices } from '#contract/policies/notifications.ts';
import { nextVendorText } from '#contract/schemas/dispatch.ts';
import type { NotificationKind } from '#contract/schemas/notification.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import { canViewTicket } from '#contract/ticket-access.ts';
import { statusLabel } from '#contract/utils/ticket-labels.ts';

import type { NewActivity } from '../activity/activity.service.ts';

// Who is told what of an activity entry (product rules §10), as a pure function of the entry, the
// ticket as it is after the change and the active users who might be told. The repository loads
// exactly those users (`candidatesFor`), so one query serves every rule.

/** The ticket as it is now (after the change the entry records). */
export interface TicketFacts {
  id: string;
  ticketNumber: number;
  title: string;
  status: TicketStatus;
  priority: string;
  locationId: string;
  submittedBy: string | null;
  assignedTo: string | null;
  actorName: string | null;
  /** The comment's body, for `ticket.commented` entries that name their comment. */
  commentBody: string | null;
  /**
   * Decision 037: the best-ranked active vendor serving the ticket's store and trade it was not yet
   * sent to, as `rank:name` (for `dispatch.declined` and `dispatch.overdue`).
   */
  nextVendor?: string | null;
}

/** An active user who may be told (deactivated and pending users are never loaded). */
export interface Candidate {
  id: string;
  role: UserRole;
  locationId: string | null;
  /** Wrote a comment on the ticket (for `ticket.commented`). */
  isCommenter: boolean;
}

/** Which users the rules of an entry may need: the repository turns this into one query. */
export interface CandidateQuery {
  admins: boolean;
  storeManagers: boolean;
  submitter: boolean;
  assignee: boolean;
  commenters: boolean;
  ids: string[];
  /** Decision 037: read the next-ranked vendor too (TicketFacts.nextVendor). */
  nextVendor?: boolean;
}

interface PlannedNotification {
  userId: string;
  kind: NotificationKind;
  text: string;
  link: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function ids(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

const EXCERPT_LENGTH = 80;

/** A comment as one short line: whitespace collapsed, cut at a word with an ellipsis. */
export function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The users an entry's rules may need, or undefined when the entry tells nobody. */
export function candidateQueryFor(entry: NewActivity): CandidateQuery | undefined {
  const details = entry.details ?? {};
  const none: CandidateQuery = {
    admins: false,
    storeManagers: false,
    submitter: false,
    assignee: false,
    commenters: false,
    ids: [],
  };
  if (!entry.ticketId) return undefined;
  switch (entry.kind) {
    case 'ticket.created':
      return { ...none, admins: true, storeManagers: details.priority === 'urgent' };
    case 'ticket.assigned':
      return {
        ...none,
        ids: [text(details.assigneeId), text(details.previousAssigneeId)].filter(
          (id): id is string => id !== undefined,
        ),
      };
    case 'ticket.rescheduled':
    case 'ticket.schedule_cleared':
      return { ...none, assignee: true };
    case 'ticket.status_changed':
    case 'ticket.reopened':
    case 'ticket.completed':
      return { ...none, submitter: true, storeManagers: true };
    case 'ticket.commented':
      return {
        ...none,
        submitter: true,
        assignee: true,
        commenters: true,
        ids: ids(details.mentionedUserIds),
      };
    // Decision 037: a vendor's answer, lateness, check-out or invoice tells admins.
    case 'dispatch.accepted':
    case 'dispatch.checked_out':
    case 'dispatch.invoiced':
      return { ...none, admins: true };
    case 'dispatch.declined':
    case 'dispatch.overdue':
      return { ...none, admins: true, nextVendor: true };
    default:
      return undefined;
  }
}

/** 'Next: Polar Service (2nd call)', from TicketFacts.nextVendor ('2:Polar Service'). */
function nextVendorLine(encoded: string | null | undefined): string {
  const match = encoded ? /^(\d+):(.*)$/s.exec(encoded) : null;
  if (!match?.[1] || match[2] === undefined) return 'No other vendor serves this store and trade';
  return nextVendorText({ rank: Number(match[1]), name: match[2] });
}

/**
 * The notifications an entry makes: never for the actor, never for someone who cannot see the
 * ticket (the one rule of src/contract/ticket-access.ts), at most one per person.
 * `describeSchedule` words a schedule change as the ticket's history does.
 */
export function notificationsFor(
  entry: NewActivity,
  ticket: TicketFacts,
  candidates: Candidate[],
  describeSchedule: () => string,
): PlannedNotification[] {
  const details = entry.details ?? {};
  const actor = ticket.actorName ?? 'Someone';
  const number = `#${String(ticket.ticketNumber)}`;
  const named = `${number} ${ticket.title}`;
  const link = `/tickets/${ticket.id}`;
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const planned = new Map<string, PlannedNotification>();

  function tell(
    who: Candidate | undefined,
    kind: NotificationKind,
    line: string,
    options: { link?: string; facts?: Pick<TicketFacts, 'assignedTo'> } = {},
  ): void {
    if (!who || who.id === entry.actorId || planned.has(who.id)) return;
    const facts = { ...ticket, ...options.facts };
    if (!canViewTicket(who, facts)) return;
    planned.set(who.id, { userId: who.id, kind, text: line, link: options.link ?? link });
  }

  const storeManagers = candidates.filter((candidate) =>
    managesStore(candidate, ticket.locationId),
  );
  const submitterAndManagers = [
    ...(ticket.submittedBy ? [byId.get(ticket.submittedBy)] : []),
    ...storeManagers,
  ];

  switch (entry.kind) {
    case 'ticket.created': {
      const line = `${actor} created ${named}${ticket.priority === 'urgent' ? ' (Urgent)' : ''}`;
      for (const admin of candidates.filter((candidate) => receivesChainNotices(candidate))) {
        tell(admin, 'ticket.created', line);
      }
      if (ticket.priority === 'urgent') {
        for (const manager of storeManagers) tell(manager, 'ticket.created', line);
      }
      break;
    }
    case 'ticket.assigned': {
      const assigneeId = text(details.assigneeId);
      const previousId = text(details.previousAssigneeId);
      if (assigneeId)
        tell(byId.get(assigneeId), 'ticket.assigned', `${actor} assigned ${number} to you`);
      if (previousId && previousId !== assigneeId) {
        const line =
          details.reason === 'user.changed'
            ? `${named} was taken off you: your role or status changed`
            : `${actor} took ${named} off you`;
        // They could see the ticket until this change; the ticket itself is no longer theirs to
        // open, so the link goes to their list of tickets.
        tell(byId.get(previousId), 'ticket.unassigned', line, {
          link: '/tickets',
          facts: { assignedTo: previousId },
        });
      }
      break;
    }
    case 'ticket.rescheduled':
    case 'ticket.schedule_cleared':
      if (ticket.assignedTo)
        tell(byId.get(ticket.assignedTo), 'ticket.scheduled', describeSchedule());
      break;
    case 'ticket.status_changed': {
      const to = text(details.to) ?? ticket.status;
      for (const who of submitterAndManagers) {
        tell(who, 'ticket.status_changed', `${named} is now ${statusLabel(to)}`);
      }
      break;
    }
    case 'ticket.reopened': {
      const reason = text(details.reason);
      const line = `${actor} reopened ${named}${reason ? `: ${excerpt(reason)}` : ''}`;
      for (const who of submitterAndManagers) tell(who, 'ticket.status_changed', line);
      break;
    }
    case 'ticket.completed':
      for (const who of submitterAndManagers)
        tell(who, 'ticket.completed', `${actor} completed ${named}`);
      break;
    case 'ticket.commented': {
      const body = ticket.commentBody ?? text(details.excerpt) ?? text(details.body) ?? '';
      const quote = body ? `: ${excerpt(body)}` : '';
      // A mention replaces the plain comment notification for that person.
      for (const id of ids(details.mentionedUserIds)) {
        tell(byId.get(id), 'ticket.mentioned', `${actor} mentioned you on ${number}${quote}`);
      }
      const participants = candidates.filter(
        (candidate) =>
          candidate.id === ticket.submittedBy ||
          candidate.id === ticket.assignedTo ||
          candidate.isCommenter,
      );
      for (const who of participants) {
        tell(who, 'ticket.commented', `${actor} commented on ${number}${quote}`);
      }
      break;
    }
    case 'dispatch.accepted':
    case 'dispatch.declined':
    case 'dispatch.overdue':
    case 'dispatch.checked_out':
    case 'dispatch.invoiced': {
      const vendor = text(details.vendorName) ?? 'The vendor';
      const reason = text(details.reason);
      const next = nextVendorLine(ticket.nextVendor);
      const line =
        entry.kind === 'dispatch.accepted'
          ? `${vendor} accepted ${named}`
          : entry.kind === 'dispatch.declined'
            ? `${vendor} declined ${named}${reason ? `: ${excerpt(reason)}` : ''}. ${next}`
            : entry.kind === 'dispatch.overdue'
              ? `${vendor} has not accepted ${named} in time. ${next}`
              : entry.kind === 'dispatch.invoiced'
                ? `${vendor} sent an invoice for ${named}`
                : details.outcome === 'needs-more-work'
                  ? `${vendor} checked out of ${named}: needs more work`
                  : `${vendor} checked out of ${named}: work done`;
      for (const admin of candidates.filter((candidate) => receivesChainNotices(candidate))) {
        tell(admin, 'dispatch.updated', line);
      }
      break;
    }
    default:
      break;
  }
  return [...planned.values()];
}
