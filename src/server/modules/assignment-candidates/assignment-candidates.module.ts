import { defineModule } from '../module-manifest.ts';
import { createAssignmentCandidatesRepository } from './assignment-candidates.repository.ts';
import { assignmentCandidatesRoutes } from './assignment-candidates.routes.ts';
import { createAssignmentCandidatesService } from './assignment-candidates.service.ts';

/** Who can take a ticket: certification match, workload and distance. */
export const assignmentCandidatesModule = defineModule({
  name: 'assignment-candidates',
  layer: 'work',
  needs: ['tickets', 'users', 'certifications'],
  provides: ['assignmentCandidates'],
  create: (ctx, { tickets, users, certifications }) => ({
    assignmentCandidates: createAssignmentCandidatesService({
      repository: createAssignmentCandidatesRepository(ctx.db),
      tickets,
      users,
      certifications,
      clock: ctx.clock,
    }),
  }),
  routes: ({ assignmentCandidates }) => [
    assignmentCandidatesRoutes({ candidates: assignmentCandidates }),
  ],
  policy: 'src/contract/ticket-access.ts',
  testTier: 'one-database',
});
