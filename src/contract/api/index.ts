import { activityEndpoints } from './activity.ts';
import { aiEndpoints } from './ai.ts';
import { assignmentCandidatesEndpoints } from './assignment-candidates.ts';
import { authEndpoints } from './auth.ts';
import { calendarEventsEndpoints } from './calendar-events.ts';
import { categoriesEndpoints } from './categories.ts';
import { certificationsEndpoints } from './certifications.ts';
import { commentsEndpoints } from './comments.ts';
import { costsEndpoints } from './costs.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { dispatchesEndpoints } from './dispatches.ts';
import { endpoints } from './endpoint.ts';
import { equipmentEndpoints } from './equipment.ts';
import { healthEndpoints } from './health.ts';
import { locationsEndpoints } from './locations.ts';
import { maintenanceRequestsEndpoints } from './requests.ts';
import { notificationsEndpoints } from './notifications.ts';
import { payrollEndpoints } from './payroll.ts';
import { photosEndpoints } from './photos.ts';
import { pmPlansEndpoints } from './maintenance-plans.ts';
import { maintenanceReportEndpoints } from './reports-maintenance.ts';
import { settingsEndpoints } from './settings.ts';
import { technicianSignupsEndpoints } from './technician-signups.ts';
import { ticketsEndpoints } from './tickets.ts';
import { timeClockEndpoints } from './time-clock.ts';
import { timesheetsEndpoints } from './timesheets.ts';
import { usersEndpoints } from './users.ts';
import { vendorPortalEndpoints } from './vendor-portal.ts';
import { vendorsEndpoints } from './vendors.ts';

export type { EndpointKey, EndpointSchemas, HttpMethod } from './endpoint.ts';
export { NoContentSchema } from './endpoint.ts';

/**
 * Every JSON operation of the API, one file per server module (decision 040). The web reads only its
 * types (`ApiEndpoints`); the schemas are here for tests/api/endpoint-table.test.ts.
 */
export const apiEndpoints = endpoints({
  ...activityEndpoints,
  ...aiEndpoints,
  ...assignmentCandidatesEndpoints,
  ...authEndpoints,
  ...calendarEventsEndpoints,
  ...categoriesEndpoints,
  ...certificationsEndpoints,
  ...commentsEndpoints,
  ...costsEndpoints,
  ...dashboardEndpoints,
  ...dispatchesEndpoints,
  ...equipmentEndpoints,
  ...healthEndpoints,
  ...locationsEndpoints,
  ...maintenanceRequestsEndpoints,
  ...notificationsEndpoints,
  ...payrollEndpoints,
  ...photosEndpoints,
  ...pmPlansEndpoints,
  ...maintenanceReportEndpoints,
  ...settingsEndpoints,
  ...technicianSignupsEndpoints,
  ...ticketsEndpoints,
  ...timeClockEndpoints,
  ...timesheetsEndpoints,
  ...usersEndpoints,
  ...vendorPortalEndpoints,
  ...vendorsEndpoints,
});

export type ApiEndpoints = typeof apiEndpoints;
export type ApiEndpointKey = keyof ApiEndpoints;
