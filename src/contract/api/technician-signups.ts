import { z } from 'zod';

import {
  ApproveTechnicianSignupInputSchema,
  ApprovedTechnicianSignupSchema,
  TechnicianSignupInputSchema,
  TechnicianSignupSchema,
  TechnicianSignupsQuerySchema,
} from '../schemas/technician-signup.ts';
import { endpoints } from './endpoint.ts';

export const technicianSignupsEndpoints = endpoints({
  'POST /api/technician-signups': {
    body: TechnicianSignupInputSchema,
    response: TechnicianSignupSchema,
  },
  'GET /api/technician-signups': {
    query: TechnicianSignupsQuerySchema,
    response: z.array(TechnicianSignupSchema),
  },
  'POST /api/technician-signups/:id/approve': {
    body: ApproveTechnicianSignupInputSchema,
    response: ApprovedTechnicianSignupSchema,
  },
  'POST /api/technician-signups/:id/reject': { response: TechnicianSignupSchema },
});
