import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, useRoutes } from 'react-router';

import { AppBrowserRouter } from './app-browser-router.tsx';
import { withReloadForNewBuild } from './reload-for-new-build.ts';
import { RootGate } from './root-gate.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Each screen is its own chunk, loaded when first visited (route-level code splitting). The
// declarative router (decision 043, fourth pass): a form with unsaved input blocks leaving it
// through the app's own history (useNavigationBlocker, decisions 023-028).
const screenLoads = new Map<unknown, () => Promise<unknown>>();

function screen(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  const loadOrReload = withReloadForNewBuild(load);
  const component = lazy(loadOrReload);
  screenLoads.set(component, loadOrReload);
  return component;
}

const DashboardScreen = screen(() => import('./routes/dashboard.tsx'));
const CalendarScreen = screen(() => import('./routes/calendar.tsx'));
const TicketsScreen = screen(() => import('./routes/tickets.tsx'));
const CreateTicketScreen = screen(() => import('./routes/create-ticket.tsx'));
const AiChatScreen = screen(() => import('./routes/ai-chat.tsx'));
const LocationsScreen = screen(() => import('./routes/locations.tsx'));
const CategoriesScreen = screen(() => import('./routes/categories.tsx'));
const TechniciansScreen = screen(() => import('./routes/technicians.tsx'));
const ReportsScreen = screen(() => import('./routes/reports.tsx'));
const TimeClockScreen = screen(() => import('./routes/time-clock.tsx'));
const TechnicianSignupScreen = screen(() => import('./routes/technician-signup.tsx'));
const ForgotPasswordScreen = screen(() => import('./routes/forgot-password.tsx'));
const ResetPasswordScreen = screen(() => import('./routes/reset-password.tsx'));
const UnsubscribeScreen = screen(() => import('./routes/unsubscribe.tsx'));
const NotificationsScreen = screen(() => import('./routes/notifications.tsx'));
const NotificationSettingsScreen = screen(() => import('./routes/notification-settings.tsx'));
const EquipmentScreen = screen(() => import('./routes/equipment.tsx'));
const EquipmentLabelsScreen = screen(() => import('./routes/equipment-labels.tsx'));
const EquipmentDetailScreen = screen(() => import('./routes/equipment-detail.tsx'));
const ReportLabelScreen = screen(() => import('./routes/report-label.tsx'));
const VendorPortalScreen = screen(() => import('./routes/vendor-portal.tsx'));
const MaintenancePlansScreen = screen(() => import('./routes/maintenance-plans.tsx'));
const MaintenancePlanScreen = screen(() => import('./routes/maintenance-plan.tsx'));
const MaintenancePlanEditorScreen = screen(() => import('./routes/maintenance-plan-editor.tsx'));
const SettingsScreen = screen(() => import('./routes/settings.tsx'));
const TimesheetsScreen = screen(() => import('./routes/timesheets.tsx'));
const VendorsScreen = screen(() => import('./routes/vendors.tsx'));

/** Product rules §2 routes; /dashboard is the default and fallback route. */
const routes = createRoutesFromElements(
  <Route path="/" element={<RootGate />}>
    <Route index element={<Navigate to="/dashboard" replace />} />
    <Route path="dashboard" element={<DashboardScreen />} />
    <Route path="calendar" element={<CalendarScreen />} />
    <Route path="tickets" element={<TicketsScreen />} />
    {/* Every ticket has an address that opens its detail over the list (decisions 023-028). */}
    <Route path="tickets/:ticketId" element={<TicketsScreen />} />
    <Route path="create-ticket" element={<CreateTicketScreen />} />
    <Route path="ai-chat" element={<AiChatScreen />} />
    <Route path="locations" element={<LocationsScreen />} />
    <Route path="categories" element={<CategoriesScreen />} />
    <Route path="technicians" element={<TechniciansScreen />} />
    <Route path="reports" element={<ReportsScreen />} />
    <Route path="clock" element={<TimeClockScreen />} />
    <Route path="time-tracker" element={<TimeClockScreen />} />
    <Route path="technician-signup" element={<TechnicianSignupScreen />} />
    <Route path="forgot-password" element={<ForgotPasswordScreen />} />
    <Route path="reset-password" element={<ResetPasswordScreen />} />
    <Route path="unsubscribe" element={<UnsubscribeScreen />} />
    <Route path="notifications" element={<NotificationsScreen />} />
    <Route path="settings/notifications" element={<NotificationSettingsScreen />} />
    {/* Decision 033: the equipment register. */}
    <Route path="equipment" element={<EquipmentScreen />} />
    <Route path="equipment/labels" element={<EquipmentLabelsScreen />} />
    <Route path="equipment/:equipmentId" element={<EquipmentDetailScreen />} />
    <Route path="r/:shortCode" element={<ReportLabelScreen />} />
    <Route path="vendor-portal/:token" element={<VendorPortalScreen />} />
    {/* Decision 034: preventive maintenance plans. */}
    <Route path="maintenance-plans" element={<MaintenancePlansScreen />} />
    <Route path="maintenance-plans/new" element={<MaintenancePlanEditorScreen />} />
    <Route path="maintenance-plans/:planId" element={<MaintenancePlanScreen />} />
    <Route path="maintenance-plans/:planId/edit" element={<MaintenancePlanEditorScreen />} />
    {/* Decision 037: the chain's outside vendors (admins). */}
    <Route path="vendors" element={<VendorsScreen />} />
    {/* Decision 035: the admin's settings (time and payroll). */}
    <Route path="settings" element={<SettingsScreen />} />
    {/* Decision 035: weekly timesheets, corrections, approval and pay periods. */}
    <Route path="timesheets" element={<TimesheetsScreen />} />
    <Route path="*" element={<Navigate to="/dashboard" replace />} />
  </Route>,
);

/**
 * Starts loading the screen at `pathname` (decision 043): called as the app's chunk arrives, so the
 * screen's chunk downloads beside the signed-in layout's instead of after it.
 */
export function preloadScreen(pathname: string): void {
  const element: unknown = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const type = (element as { type?: unknown } | null | undefined)?.type;
  void screenLoads.get(type)?.();
}

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <AppBrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </AppBrowserRouter>
  );
}
