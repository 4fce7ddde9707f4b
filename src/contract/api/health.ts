import { HealthSchema } from '../schemas/auth.ts';
import { endpoints } from './endpoint.ts';

export const healthEndpoints = endpoints({
  'GET /api/health': { response: HealthSchema },
});
