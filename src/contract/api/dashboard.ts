import { DashboardStatsSchema } from '../schemas/dashboard.ts';
import { StoreWorkSchema, TicketFixConfirmationSchema } from '../schemas/store-work.ts';
import { TechnicianTodaySchema } from '../schemas/technician-today.ts';
import { endpoints } from './endpoint.ts';

export const dashboardEndpoints = endpoints({
  'GET /api/dashboard/stats': { response: DashboardStatsSchema },
  'GET /api/dashboard/today': { response: TechnicianTodaySchema },
  'GET /api/dashboard/store-work': { response: StoreWorkSchema },
  'POST /api/tickets/:id/confirm-fixed': { response: TicketFixConfirmationSchema },
});
