import { defineModule } from '../module-manifest.ts';
import { createFilesService } from './files.service.ts';

/**
 * Stored files (decision 040): the staged-upload protocol, reads, and the start-up sweep that
 * keeps every file a module's rows reference (each manifest's storedFileKeys).
 */
export const filesModule = defineModule({
  name: 'files',
  layer: 'foundation',
  needs: [],
  provides: ['files'],
  create: (ctx) => ({
    files: createFilesService({ storage: ctx.storage, clock: ctx.clock, log: ctx.log }),
  }),
  start: ({ files }, ctx) => {
    // Before serving: finish or remove what a crash left between a file and its row (decision 014).
    ctx.app.addHook('onReady', async () => {
      const swept = await files.sweep();
      if (swept.completed + swept.removed > 0) ctx.log.info(swept, 'swept photo storage');
    });
  },
  testTier: 'one-database',
});
