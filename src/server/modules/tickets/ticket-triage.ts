import type { z } from 'zod';

import type { Language } from '#contract/languages.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { TicketTriageSchema } from '#contract/schemas/ticket-triage.ts';
import type { TicketTriage } from '#contract/schemas/ticket-triage.ts';
import { canSeeTicketTriage } from '#contract/ticket-access.ts';
import type { TicketAccessUser } from '#contract/ticket-access.ts';

// The AI triage stored with a ticket (decision 027): the server runs it on the report itself, never
// taking one from the browser, and answers it only to those canSeeTicketTriage allows.
//
// Issue 40: the engine's words are stored in Spanish too (`es`: reasoning, repair time, steps;
// the same figures), written when the ticket is created as the English is, and a Spanish reader
// gets them. A triage stored before has English only, which every reader then gets.

const StoredTriageSchema = TicketTriageSchema.extend({
  es: TicketTriageSchema.pick({
    reasoning: true,
    estimatedRepairTime: true,
    troubleshootingSteps: true,
  }).optional(),
});
type StoredTriage = z.infer<typeof StoredTriageSchema>;

/** The AI module's triage of a new report; null when it failed (the ticket is created anyway). */
export type TriageNewTicket = (report: {
  title: string;
  description: string;
  location: string | null;
}) => Promise<StoredTriage | null>;

/**
 * The stored jsonb as the contract's shape, with its Spanish words when it has them; anything
 * else (an older shape) reads as none.
 */
export function storedTriage(value: unknown): StoredTriage | null {
  if (value === null || value === undefined) return null;
  const parsed = StoredTriageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The ticket as this user may read it: the triage only for admins and the assignee, worded in
 * their language when it was stored in it.
 */
export function withTriageFor<T extends Pick<Ticket, 'assignedTo' | 'aiTriage'>>(
  user: TicketAccessUser & { language?: Language | null },
  ticket: T,
): T {
  return { ...ticket, aiTriage: triageFor(user, ticket) };
}

/** The ticket's triage as this user may read it (withTriageFor's, without copying the ticket). */
export function triageFor(
  user: TicketAccessUser & { language?: Language | null },
  ticket: Pick<Ticket, 'assignedTo' | 'aiTriage'>,
): TicketTriage | null {
  if (!ticket.aiTriage || !canSeeTicketTriage(user, ticket)) return null;
  // The repository read it through storedTriage, so its Spanish words ride along.
  const { es, ...english } = ticket.aiTriage as StoredTriage;
  return user.language === 'es' && es ? { ...english, ...es } : english;
}
