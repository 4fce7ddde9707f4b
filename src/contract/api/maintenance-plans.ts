import { z } from 'zod';

import { OkSchema } from '../schemas/common.ts';
import {
  ApplyPmTemplateInputSchema,
  ApplyPmTemplateResultSchema,
  PmComplianceQuerySchema,
  PmComplianceReportSchema,
  PmDraftPreviewInputSchema,
  PmDueDateSchema,
  PmDueQuerySchema,
  PmPlanInputSchema,
  PmPlanListQuerySchema,
  PmPlanSchema,
  PmPreviewQuerySchema,
  PmPreviewSchema,
  PmTemplateSchema,
} from '../schemas/pm-plan.ts';
import { endpoints } from './endpoint.ts';

export const pmPlansEndpoints = endpoints({
  'GET /api/reports/pm-compliance': {
    query: PmComplianceQuerySchema,
    response: PmComplianceReportSchema,
  },
  'GET /api/pm-plans': { query: PmPlanListQuerySchema, response: z.array(PmPlanSchema) },
  'POST /api/pm-plans': { body: PmPlanInputSchema, response: PmPlanSchema },
  'GET /api/pm-plans/due': { query: PmDueQuerySchema, response: z.array(PmDueDateSchema) },
  'POST /api/pm-plans/preview': { body: PmDraftPreviewInputSchema, response: PmPreviewSchema },
  'GET /api/pm-plans/:id': { response: PmPlanSchema },
  'PUT /api/pm-plans/:id': { body: PmPlanInputSchema, response: PmPlanSchema },
  'DELETE /api/pm-plans/:id': { response: OkSchema },
  'POST /api/pm-plans/:id/pause': { response: PmPlanSchema },
  'POST /api/pm-plans/:id/resume': { response: PmPlanSchema },
  'GET /api/pm-plans/:id/preview': { query: PmPreviewQuerySchema, response: PmPreviewSchema },
  'GET /api/pm-templates': { response: z.array(PmTemplateSchema) },
  'POST /api/pm-templates/:id/apply': {
    body: ApplyPmTemplateInputSchema,
    response: ApplyPmTemplateResultSchema,
  },
});
