import type { SessionUser } from '#contract/schemas/auth.ts';
import type { TicketFixConfirmation } from '#contract/schemas/store-work.ts';
import { canConfirmTicketFix, ticketAudienceFor } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { FixConfirmationRepository } from './fix-confirmation.repository.ts';

// Issue 36: 'Confirm fixed' under the manager dashboard's 'Waiting on You'. Who may: an admin, or a
// manager of the ticket's store (canConfirmTicketFix); anyone else hears 404, as for a ticket they
// cannot see (architecture §5). Saying it is not fixed is the reopen (POST /api/tickets/:id/reopen).

export function createFixConfirmationService(deps: {
  db: Database;
  repository: FixConfirmationRepository;
  clock: Clock;
}) {
  const { db, repository, clock } = deps;
  return {
    async confirmFixed(user: SessionUser, ticketId: string): Promise<TicketFixConfirmation> {
      return db.transaction(async (tx) => {
        const ticket = await repository.lockVisibleTicket(ticketAudienceFor(user), ticketId, tx);
        if (!ticket || !canConfirmTicketFix(user, ticket)) throw notFound('Ticket');
        if (ticket.status !== 'completed') {
          throw conflict('CONFLICT', 'Only completed tickets can be confirmed fixed');
        }
        const row = await repository.confirm(
          { ticketId, confirmedBy: user.id, confirmedAt: clock.now() },
          tx,
        );
        if (!row) throw new Error('ticket fix confirmation not stored');
        return {
          ticketId,
          ticketNumber: ticket.ticketNumber,
          completedAt: row.completedAt.toISOString(),
          confirmedAt: row.confirmedAt.toISOString(),
          confirmedBy: row.confirmedBy,
        };
      });
    },
  };
}
