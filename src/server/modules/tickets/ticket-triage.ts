import type { Ticket } from '#contract/schemas/ticket.ts';
import { TicketTriageSchema } from '#contract/schemas/ticket-triage.ts';
import type { TicketTriage } from '#contract/schemas/ticket-triage.ts';
import { canSeeTicketTriage } from '#contract/ticket-access.ts';
import type { TicketAccessUser } from '#contract/ticket-access.ts';

// The AI triage stored with a ticket (decision 027): the server runs it on the report itself, never
// taking one from the browser, and answers it only to those canSeeTicketTriage allows.

/** The AI module's triage of a new report; null when it failed (the ticket is created anyway). */
export type TriageNewTicket = (report: {
  title: string;
  description: string;
  location: string | null;
}) => Promise<TicketTriage | null>;

/** The stored jsonb as the contract's shape; anything else (an older shape) reads as none. */
export function storedTriage(value: unknown): TicketTriage | null {
  if (value === null || value === undefined) return null;
  const parsed = TicketTriageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The ticket as this user may read it: the triage only for admins and the assignee. */
export function withTriageFor<T extends Pick<Ticket, 'assignedTo' | 'aiTriage'>>(
  user: TicketAccessUser,
  ticket: T,
): T {
  return canSeeTicketTriage(user, ticket) ? ticket : { ...ticket, aiTriage: null };
}
