import { defineModule } from '../module-manifest.ts';
import { createVendorPortalRepository } from './vendor-portal.repository.ts';
import { vendorPortalRoutes } from './vendor-portal.routes.ts';
import { createVendorPortalService } from './vendor-portal.service.ts';

/** The vendor's page of one dispatch, reached by its link, no account (decision 037). */
export const vendorPortalModule = defineModule({
  name: 'vendor-portal',
  layer: 'work',
  needs: ['tickets', 'photoCatalog', 'activity', 'dispatches', 'files', 'auth', 'vendors'],
  provides: ['vendorPortal'],
  create: (ctx, { tickets, photoCatalog, activity, dispatches, files, auth, vendors }) => ({
    vendorPortal: createVendorPortalService({
      db: ctx.db,
      repository: createVendorPortalRepository(ctx.db),
      tickets,
      photos: photoCatalog,
      activity,
      dispatches: () => dispatches,
      files,
      vendors,
      limiter: auth,
      clock: ctx.clock,
    }),
  }),
  routes: ({ vendorPortal }) => [vendorPortalRoutes({ portal: vendorPortal })],
  testTier: 'one-database',
});
