import { z } from 'zod';

import { requiredText } from './common.ts';
import { ticketDetailFields } from './ticket.ts';

// Decision 023: triage edits and reopening (docs/decisions/023). The PATCH body's edit fields are
// ticketDetailFields in ticket.ts.

type TicketDetailField = keyof typeof ticketDetailFields;
export const TICKET_DETAIL_FIELDS = Object.keys(ticketDetailFields) as TicketDetailField[];

/** The edit dialog's values: every field present, checked as on create. */
export const EditTicketFormSchema = z.object({
  title: ticketDetailFields.title.unwrap(),
  description: ticketDetailFields.description.unwrap(),
  priority: ticketDetailFields.priority.unwrap(),
  location: ticketDetailFields.location.unwrap(),
  category: ticketDetailFields.category.unwrap(),
});
export type EditTicketFormValues = z.infer<typeof EditTicketFormSchema>;

const REOPEN_REASON_MAX_LENGTH = 500;

/** POST /api/tickets/{id}/reopen: why a completed ticket is opened again. */
export const ReopenTicketInputSchema = z.object({
  reason: requiredText('Reason', REOPEN_REASON_MAX_LENGTH, { isMultiLine: true }),
});
