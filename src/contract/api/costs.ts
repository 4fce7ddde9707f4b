import {
  CostRangeQuerySchema,
  CostSchema,
  SpendQuerySchema,
  SpendReportSchema,
  VendorScorecardSchema,
} from '../schemas/spend.ts';
import { endpoints } from './endpoint.ts';

export const costsEndpoints = endpoints({
  'GET /api/tickets/:id/cost': { response: CostSchema },
  'GET /api/equipment/:id/cost': { response: CostSchema },
  'GET /api/locations/:id/cost': { query: CostRangeQuerySchema, response: CostSchema },
  'GET /api/reports/spend': { query: SpendQuerySchema, response: SpendReportSchema },
  'GET /api/vendors/:id/scorecard': {
    query: CostRangeQuerySchema,
    response: VendorScorecardSchema,
  },
});
