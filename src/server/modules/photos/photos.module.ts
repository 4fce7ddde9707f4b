import { defineModule } from '../module-manifest.ts';
import { createPhotosRepository } from './photos.repository.ts';
import { photosRoutes } from './photos.routes.ts';
import { createPhotoCatalog, createPhotosService } from './photos.service.ts';

/** Ticket photos: uploads checked while streaming (decision 014), stored through files. */
export const photosModule = defineModule({
  name: 'photos',
  layer: 'work',
  needs: ['tickets', 'activity', 'files'],
  provides: ['photos', 'photoCatalog'],
  create: (ctx, { tickets, activity, files }) => {
    const repository = createPhotosRepository(ctx.db);
    return {
      photos: createPhotosService({
        db: ctx.db,
        repository,
        tickets,
        activity,
        files,
        clock: ctx.clock,
      }),
      photoCatalog: createPhotoCatalog({ repository }),
    };
  },
  routes: ({ photos }) => [photosRoutes({ photos })],
  storedFileKeys: ({ photos }) => [photos.storageKeys],
  // Ticket answers carry their photos.
  start: ({ tickets, photoCatalog }) => {
    tickets.usePhotos(photoCatalog);
  },
  testTier: 'one-database',
});
