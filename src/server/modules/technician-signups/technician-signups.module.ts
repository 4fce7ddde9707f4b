import { defineModule } from '../module-manifest.ts';
import { createTechnicianSignupsRepository } from './technician-signups.repository.ts';
import { technicianSignupsRoutes } from './technician-signups.routes.ts';
import { createTechnicianSignupsService } from './technician-signups.service.ts';

/** Technicians apply with their certifications; an admin approves them into accounts. */
export const technicianSignupsModule = defineModule({
  name: 'technician-signups',
  layer: 'work',
  needs: ['users', 'certifications', 'activity', 'notifications', 'auth'],
  provides: ['technicianSignups'],
  create: (ctx, { users, certifications, activity, notifications, auth }) => ({
    technicianSignups: createTechnicianSignupsService({
      db: ctx.db,
      repository: createTechnicianSignupsRepository(ctx.db),
      users,
      certifications,
      activity,
      notifications,
      limiter: auth,
      clock: ctx.clock,
    }),
  }),
  routes: ({ technicianSignups }) => [technicianSignupsRoutes({ signups: technicianSignups })],
  policy: 'src/contract/policies/technician-signups.ts',
  testTier: 'one-database',
});
