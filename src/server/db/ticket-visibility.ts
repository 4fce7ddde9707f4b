import { eq, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TicketAudience } from '#contract/ticket-access.ts';

import { tickets } from './schema.ts';

/**
 * The SQL twin of canViewTicket (src/contract/ticket-access.ts): the condition on the tickets
 * table that keeps an audience's tickets, or undefined for everyone's. Every repository that
 * filters tickets by who asks uses this one builder (docs/decisions/020).
 */
export function ticketVisibleTo(audience: TicketAudience): SQL | undefined {
  switch (audience.kind) {
    case 'all':
      return undefined;
    case 'assigned':
      return eq(tickets.assignedTo, audience.userId);
    case 'submitted-or-location':
      return audience.locationId
        ? or(eq(tickets.submittedBy, audience.userId), eq(tickets.locationId, audience.locationId))
        : eq(tickets.submittedBy, audience.userId);
  }
}
