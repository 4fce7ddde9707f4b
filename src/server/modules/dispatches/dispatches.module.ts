import { defineModule } from '../module-manifest.ts';
import { dispatchEscalationCheck } from './dispatch-escalation.check.ts';
import { createDispatchesRepository } from './dispatches.repository.ts';
import { dispatchesRoutes } from './dispatches.routes.ts';
import { createDispatchesService } from './dispatches.service.ts';

/** A ticket sent to an outside vendor: the admin side, the deadline, the vendor's e-mail. */
export const dispatchesModule = defineModule({
  name: 'dispatches',
  layer: 'work',
  needs: ['tickets', 'activity', 'files', 'notificationMail'],
  provides: ['dispatches'],
  create: (ctx, { tickets, activity, files, notificationMail }) => ({
    dispatches: createDispatchesService({
      db: ctx.db,
      repository: createDispatchesRepository(ctx.db),
      tickets,
      activity,
      clock: ctx.clock,
      timeZone: ctx.timeZone,
      origin: ctx.linkOrigin,
      // The vendor's e-mail goes through the notifications outbox's job (decision 032).
      queueMail: notificationMail.sendPlain,
      files,
    }),
  }),
  routes: ({ dispatches }) => [dispatchesRoutes({ dispatches })],
  checks: ({ dispatches }) => [dispatchEscalationCheck(dispatches)],
  storedFileKeys: ({ dispatches }) => [dispatches.invoiceFileKeys],
  policy: 'src/contract/policies/dispatches.ts',
  testTier: 'one-database',
});
