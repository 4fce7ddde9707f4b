import { defineModule } from '../module-manifest.ts';
import { createCommentsRepository } from './comments.repository.ts';
import { commentsRoutes } from './comments.routes.ts';
import { createCommentsService } from './comments.service.ts';

/** Ticket comments and @mentions; their history entries are what notifications are told of. */
export const commentsModule = defineModule({
  name: 'comments',
  layer: 'work',
  needs: ['activity'],
  provides: ['comments'],
  create: (ctx, { activity }) => ({
    comments: createCommentsService({
      db: ctx.db,
      repository: createCommentsRepository(ctx.db),
      activity,
      clock: ctx.clock,
    }),
  }),
  routes: ({ comments }) => [commentsRoutes({ comments })],
  policy: 'src/contract/policies/comments.ts',
  testTier: 'one-database',
});
