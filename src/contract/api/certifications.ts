import { z } from 'zod';

import {
  CertificationSchema,
  CertificationsQuerySchema,
  CreateCertificationInputSchema,
  UpdateCertificationInputSchema,
} from '../schemas/certification.ts';
import { OkSchema } from '../schemas/common.ts';
import { endpoints } from './endpoint.ts';

export const certificationsEndpoints = endpoints({
  'GET /api/certifications': {
    query: CertificationsQuerySchema,
    response: z.array(CertificationSchema),
  },
  'POST /api/certifications': {
    body: CreateCertificationInputSchema,
    response: CertificationSchema,
  },
  'PUT /api/certifications/:id': {
    body: UpdateCertificationInputSchema,
    response: CertificationSchema,
  },
  'DELETE /api/certifications/:id': { response: OkSchema },
});
