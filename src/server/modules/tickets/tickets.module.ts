import { defineModule } from '../module-manifest.ts';
import { ticketChecklistRoutes } from './ticket-checklist.routes.ts';
import { createTicketChecklistRepository } from './ticket-checklist.repository.ts';
import { createTicketChecklistService } from './ticket-checklist.service.ts';
import { ticketsQueueRoutes } from './tickets-queue.routes.ts';
import { createTicketsQueueService } from './tickets-queue.service.ts';
import { createTicketsRepository } from './tickets.repository.ts';
import { ticketsRoutes } from './tickets.routes.ts';
import { createTicketsService } from './tickets.service.ts';

/**
 * Tickets: the lifecycle, assignment, schedule, completion, the queue and the checklist. Modules
 * above extend it through its hooks (usePhotos, useTriage, onCompleted) rather than being called.
 */
export const ticketsModule = defineModule({
  name: 'tickets',
  layer: 'work',
  needs: ['activity', 'users'],
  provides: ['tickets', 'ticketsQueue', 'ticketChecklist'],
  create: (ctx, { activity }) => {
    const { db, clock, timeZone } = ctx;
    const repository = createTicketsRepository(db);
    const tickets = createTicketsService({ db, repository, activity, clock, timeZone });
    return {
      tickets,
      ticketsQueue: createTicketsQueueService({
        db,
        repository,
        tickets,
        activity,
        clock,
        timeZone,
      }),
      // A ticket's checklist (ticks with who and when; decision 034).
      ticketChecklist: createTicketChecklistService({
        db,
        repository: createTicketChecklistRepository(db),
        tickets: repository,
        activity,
        clock,
      }),
    };
  },
  routes: ({ tickets, activity, ticketsQueue, ticketChecklist }, { config }) => [
    ticketsRoutes({ tickets, activity, checksAnswers: config.checksAnswers }),
    ticketsQueueRoutes({ queue: ticketsQueue }),
    ticketChecklistRoutes({ checklist: ticketChecklist }),
  ],
  // A user given a new role or taken out of active status no longer works their tickets: each
  // uncompleted one goes back to be assigned (product rules §4).
  start: ({ tickets, users }) => {
    users.onWorkEnded(async ({ actor, userId, now }, tx) => {
      await tickets.unassignUncompletedOf(actor, userId, now, tx);
    });
  },
  policy: 'src/contract/policies/tickets.ts',
  testTier: 'cross-database',
});
