import { defineModule } from '../module-manifest.ts';
import { createEquipmentImportRepository } from './equipment-import.repository.ts';
import { equipmentImportRoutes } from './equipment-import.routes.ts';
import { createEquipmentImportService } from './equipment-import.service.ts';
import { createEquipmentStatusListener } from './equipment-status.ts';
import { createEquipmentStatusRepository } from './equipment-status.repository.ts';
import { createEquipmentRepository } from './equipment.repository.ts';
import { equipmentRoutes } from './equipment.routes.ts';
import { createEquipmentService } from './equipment.service.ts';

/** The equipment register: units, history, QR labels, photos, CSV import and export. */
export const equipmentModule = defineModule({
  name: 'equipment',
  layer: 'work',
  needs: ['activity', 'files'],
  provides: ['equipment', 'equipmentImport'],
  create: (ctx, { activity, files }) => ({
    equipment: createEquipmentService({
      db: ctx.db,
      repository: createEquipmentRepository(ctx.db),
      activity,
      files,
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
    equipmentImport: createEquipmentImportService({
      db: ctx.db,
      repository: createEquipmentImportRepository(ctx.db),
      activity,
      clock: ctx.clock,
    }),
  }),
  routes: ({ equipment, equipmentImport }, ctx) => [
    equipmentRoutes({
      equipment,
      linkOrigin: ctx.config.linkOrigin,
      checksAnswers: ctx.config.checksAnswers,
    }),
    equipmentImportRoutes({ equipmentImport }),
  ],
  // A ticket marked equipment down sets its unit down, the last one completed back up.
  activityListeners: (_services, ctx) => [
    createEquipmentStatusListener({ db: ctx.db, repository: createEquipmentStatusRepository() }),
  ],
  storedFileKeys: ({ equipment }) => [equipment.photoStorageKeys],
  policy: 'src/contract/policies/equipment.ts',
  testTier: 'one-database',
});
