import type { TicketPriority, TicketStatus } from '../schemas/ticket.ts';

// The one wording of ticket statuses and priorities for people (decisions 023-028: 'In Progress', never
// `in-progress`). The web's badges and pickers, the server's history lines and the AI chat's
// answers all read these.

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  'in-progress': 'In Progress',
  'waiting-for-parts': 'Waiting for Parts',
  'waiting-for-third-party': 'Waiting for Third Party',
  completed: 'Completed',
};

const PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  urgent: 'Urgent',
};

// Own keys only: 'toString' is not a status.
function isKey<T extends string>(labels: Record<T, string>, value: string): value is T {
  return Object.hasOwn(labels, value);
}

/** A status in words; an unknown value (an old history entry, say) is shown as it is. */
export function statusLabel(status: TicketStatus | (string & {})): string {
  return isKey(STATUS_LABELS, status) ? STATUS_LABELS[status] : status;
}

/** A priority in words; an unknown value is shown as it is. */
export function priorityLabel(priority: TicketPriority | (string & {})): string {
  return isKey(PRIORITY_LABELS, priority) ? PRIORITY_LABELS[priority] : priority;
}
