import type { TicketPriority, TicketStatus } from '../schemas/ticket.ts';

// The words a person reads for a ticket's status and priority, wherever they read them (chat answers,
// history, toasts): 'In Progress', never the stored `in-progress` (issue 15).
const STATUS_LABELS: Record<TicketStatus, string> = {
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

function isKey<T extends string>(labels: Record<T, string>, value: string): value is T {
  return Object.hasOwn(labels, value);
}

/** 'In Progress' for `in-progress`; a value that is not a status is returned as it is. */
export function ticketStatusLabel(status: TicketStatus | (string & {})): string {
  return isKey(STATUS_LABELS, status) ? STATUS_LABELS[status] : status;
}

/** 'Urgent' for `urgent`; a value that is not a priority is returned as it is. */
export function ticketPriorityLabel(priority: TicketPriority | (string & {})): string {
  return isKey(PRIORITY_LABELS, priority) ? PRIORITY_LABELS[priority] : priority;
}
