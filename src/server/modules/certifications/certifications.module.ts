import { defineModule } from '../module-manifest.ts';
import { createCertificationsRepository } from './certifications.repository.ts';
import { certificationsRoutes } from './certifications.routes.ts';
import { createCertificationsService } from './certifications.service.ts';

/** Technicians' certifications and their expiry. */
export const certificationsModule = defineModule({
  name: 'certifications',
  layer: 'access',
  needs: ['users'],
  provides: ['certifications'],
  create: (ctx, { users }) => ({
    certifications: createCertificationsService({
      repository: createCertificationsRepository(ctx.db),
      users,
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ certifications }) => [certificationsRoutes({ certifications })],
  policy: 'src/contract/policies/certifications.ts',
  testTier: 'one-database',
});
