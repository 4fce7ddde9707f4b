// Decision 044: t() keys are checked against the English catalogues, so a key that does not exist
// (or a namespace a screen did not ask for) fails the type check instead of showing a raw key.
import 'i18next';

import type ai from './locales/en/ai.json';
import type auth from './locales/en/auth.json';
import type calendar from './locales/en/calendar.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type maintenance from './locales/en/maintenance.json';
import type notifications from './locales/en/notifications.json';
import type reports from './locales/en/reports.json';
import type requests from './locales/en/requests.json';
import type settings from './locales/en/settings.json';
import type tickets from './locales/en/tickets.json';
import type timeClock from './locales/en/time-clock.json';
import type timesheets from './locales/en/timesheets.json';
import type today from './locales/en/today.json';
import type vendorPortal from './locales/en/vendor-portal.json';
import type directory from './locales/en/directory.json';
import type categories from './locales/en/categories.json';
import type locations from './locales/en/locations.json';
import type users from './locales/en/users.json';
import type vendors from './locales/en/vendors.json';
import type equipment from './locales/en/equipment.json';
import type maintenancePlans from './locales/en/maintenance-plans.json';
import type technicianSignup from './locales/en/technician-signup.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      ai: typeof ai;
      auth: typeof auth;
      calendar: typeof calendar;
      common: typeof common;
      settings: typeof settings;
      dashboard: typeof dashboard;
      maintenance: typeof maintenance;
      notifications: typeof notifications;
      reports: typeof reports;
      requests: typeof requests;
      'time-clock': typeof timeClock;
      timesheets: typeof timesheets;
      today: typeof today;
      tickets: typeof tickets;
      'vendor-portal': typeof vendorPortal;
      directory: typeof directory;
      categories: typeof categories;
      locations: typeof locations;
      users: typeof users;
      vendors: typeof vendors;
      equipment: typeof equipment;
      'maintenance-plans': typeof maintenancePlans;
      'technician-signup': typeof technicianSignup;
    };
  }
}
