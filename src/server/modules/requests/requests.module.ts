import { defineModule } from '../module-manifest.ts';
import { createMaintenanceRequestsRepository } from './requests.repository.ts';
import { maintenanceRequestsRoutes } from './requests.routes.ts';
import { createMaintenanceRequestsService } from './requests.service.ts';

/** Problems reported from a unit's QR label, approved into tickets (decision 033). */
export const maintenanceRequestsModule = defineModule({
  name: 'requests',
  layer: 'work',
  needs: ['tickets', 'photoCatalog', 'activity', 'files'],
  provides: ['maintenanceRequests'],
  create: (ctx, { tickets, photoCatalog, activity, files }) => ({
    maintenanceRequests: createMaintenanceRequestsService({
      db: ctx.db,
      repository: createMaintenanceRequestsRepository(ctx.db),
      tickets,
      photos: photoCatalog,
      activity,
      files,
      clock: ctx.clock,
    }),
  }),
  routes: ({ maintenanceRequests }) => [
    maintenanceRequestsRoutes({ requests: maintenanceRequests }),
  ],
  storedFileKeys: ({ maintenanceRequests }) => [maintenanceRequests.photoStorageKeys],
  policy: 'src/contract/policies/requests.ts',
  testTier: 'one-database',
});
