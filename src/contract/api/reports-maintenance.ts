import {
  MaintenanceReportQuerySchema,
  MaintenanceReportSchema,
} from '../schemas/maintenance-report.ts';
import { endpoints } from './endpoint.ts';

export const maintenanceReportEndpoints = endpoints({
  'GET /api/reports/maintenance': {
    query: MaintenanceReportQuerySchema,
    response: MaintenanceReportSchema,
  },
});
