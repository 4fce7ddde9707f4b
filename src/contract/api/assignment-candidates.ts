import { AssignmentCandidatesSchema } from '../schemas/assignment-candidate.ts';
import { endpoints } from './endpoint.ts';

export const assignmentCandidatesEndpoints = endpoints({
  'GET /api/tickets/:id/assignment-candidates': { response: AssignmentCandidatesSchema },
});
