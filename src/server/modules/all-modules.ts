import { activityModule } from './activity/activity.module.ts';
import { aiModule } from './ai/ai.module.ts';
import { assignmentCandidatesModule } from './assignment-candidates/assignment-candidates.module.ts';
import { authModule } from './auth/auth.module.ts';
import { calendarEventsModule } from './calendar-events/calendar-events.module.ts';
import { categoriesModule } from './categories/categories.module.ts';
import { certificationsModule } from './certifications/certifications.module.ts';
import { commentsModule } from './comments/comments.module.ts';
import { costsModule } from './costs/costs.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { dispatchesModule } from './dispatches/dispatches.module.ts';
import { equipmentModule } from './equipment/equipment.module.ts';
import { filesModule } from './files/files.module.ts';
import { healthModule } from './health/health.module.ts';
import { idempotencyModule } from './idempotency/idempotency.module.ts';
import { locationsModule } from './locations/locations.module.ts';
import { maintenanceRequestsModule } from './requests/requests.module.ts';
import type { AnyModuleManifest } from './module-manifest.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { payrollModule } from './payroll/payroll.module.ts';
import { photosModule } from './photos/photos.module.ts';
import { maintenanceReportModule } from './reports-maintenance/reports-maintenance.module.ts';
import { pmPlansModule } from './maintenance-plans/maintenance-plans.module.ts';
import { settingsModule } from './settings/settings.module.ts';
import { slaModule } from './sla/sla.module.ts';
import { technicianSignupsModule } from './technician-signups/technician-signups.module.ts';
import { ticketsModule } from './tickets/tickets.module.ts';
import { timeClockModule } from './time-clock/time-clock.module.ts';
import { timesheetsModule } from './timesheets/timesheets.module.ts';
import { usersModule } from './users/users.module.ts';
import { vendorPortalModule } from './vendor-portal/vendor-portal.module.ts';
import { vendorsModule } from './vendors/vendors.module.ts';

/**
 * Every server module (decision 041). The order is the order routes register in (the OpenAPI
 * document's); services are created in dependency order whatever this order is.
 */
export const ALL_MODULES: readonly AnyModuleManifest[] = [
  healthModule,
  authModule,
  aiModule,
  dashboardModule,
  activityModule,
  ticketsModule,
  assignmentCandidatesModule,
  photosModule,
  commentsModule,
  dispatchesModule,
  calendarEventsModule,
  locationsModule,
  categoriesModule,
  equipmentModule,
  usersModule,
  certificationsModule,
  technicianSignupsModule,
  timeClockModule,
  timesheetsModule,
  settingsModule,
  notificationsModule,
  slaModule,
  maintenanceRequestsModule,
  vendorPortalModule,
  pmPlansModule,
  vendorsModule,
  payrollModule,
  costsModule,
  maintenanceReportModule,
  idempotencyModule,
  filesModule,
];
