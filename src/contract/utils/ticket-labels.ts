import type { TicketPriority, TicketStatus } from '../schemas/ticket.ts';

// The one wording of ticket statuses and priorities for people (issue 15: 'In Progress', never
// `in-progress`). The web's badges and pickers and the server's history lines both read these.

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  'in-progress': 'In Progress',
  'waiting-for-parts': 'Waiting for Parts',
  'waiting-for-third-party': 'Waiting for Third Party',
  completed: 'Completed',
};

export const PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  urgent: 'Urgent',
};

/** A status in words; an unknown value (an old history entry, say) is shown as it is. */
export function statusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;
}

/** A priority in words; an unknown value is shown as it is. */
export function priorityLabel(priority: string): string {
  return (PRIORITY_LABELS as Record<string, string | undefined>)[priority] ?? priority;
}
