import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AssignmentCandidatesSchema } from '#contract/schemas/assignment-candidate.ts';
import { IdParamsSchema } from '#contract/schemas/common.ts';

import { REQUEST_ERRORS } from '../../plugins/error-responses.ts';
import { currentUser } from '../../plugins/session.ts';
import type { AssignmentCandidatesService } from './assignment-candidates.service.ts';

export function assignmentCandidatesRoutes(deps: {
  candidates: AssignmentCandidatesService;
}): FastifyPluginAsyncZod {
  const { candidates } = deps;
  return async function routes(app) {
    app.get(
      '/tickets/:id/assignment-candidates',
      {
        schema: {
          tags: ['tickets'],
          summary: 'Active technicians to assign the ticket to, with what an admin decides by',
          description:
            'Admins only. Each technician with their certifications (matching the ticket’s category, ' +
            'expired ones flagged), uncompleted tickets assigned and next scheduled job; those with a ' +
            'valid matching certification first, then fewest open tickets.',
          params: IdParamsSchema,
          response: {
            200: AssignmentCandidatesSchema,
            ...REQUEST_ERRORS,
          },
        },
      },
      async (request) => candidates.list(currentUser(request), request.params.id),
    );
  };
}
