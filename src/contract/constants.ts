// Business constants and limits of product rules §9 and docs/architecture.md, shared by server and web.

export const APP_NAME = 'FixFlow';

export const USER_ROLES = ['admin', 'manager', 'technician'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// Product rules §9: the store locations and equipment categories seeded on a first start.
export const DEFAULT_LOCATIONS = [
  { name: 'Downtown', address: '120 Main Street' },
  { name: 'Mall Location', address: '4500 Westfield Mall, Unit 212' },
  { name: 'Highway 101', address: '8800 Highway 101 North' },
  { name: 'North Side', address: '2310 North Avenue' },
  { name: 'Airport', address: 'Terminal B, Concourse 2' },
] as const;

export const DEFAULT_CATEGORIES = [
  { name: 'Fryer', description: 'Deep fryers, oil filtration and fryer controls' },
  { name: 'Freezer', description: 'Walk-in and reach-in freezers, coolers and prep refrigeration' },
  { name: 'Grill', description: 'Flat tops, charbroilers, clamshells and salamanders' },
  { name: 'Ice Machine', description: 'Ice makers, bins and dispensers' },
  { name: 'HVAC', description: 'Air conditioning, heating, hood fans and make-up air' },
  {
    name: 'Plumbing',
    description: 'Sinks, drains, grease traps, water heaters and building water',
  },
  { name: 'Electrical', description: 'Breakers, outlets, wiring and lighting' },
  { name: 'Other', description: 'Ovens, dish machines, POS, doors, furniture and signage' },
] as const;

export const MAX_CATEGORIES = 10;

export const TECHNICIAN_CERTIFICATIONS = [
  'HVAC',
  'Electrical',
  'Plumbing',
  'Kitchen Equipment',
  'Fryer Systems',
  'Refrigeration',
  'General Repair',
  'Safety',
] as const;
export type TechnicianCertification = (typeof TECHNICIAN_CERTIFICATIONS)[number];

// Product rules §9: default schedule 09:00–17:00; an all-day slot runs 00:00:00–23:59:59.
export const DEFAULT_SCHEDULE_START = '09:00';
export const DEFAULT_SCHEDULE_END = '17:00';

export const CHAT_MAX_LENGTH = 500;
export const CONFIDENCE_HIGH = 0.8;
export const CONFIDENCE_MEDIUM = 0.6;
export const URGENCY_HIGH = 8;
export const URGENCY_MEDIUM = 6;
export const URGENCY_LOW = 4;

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_SHORTCUT_KEY = 'b';

export const CALENDAR_SKELETON_CELLS = 35;
export const REPORT_DATE_FORMAT = 'MM/dd/yyyy HH:mm';

/**
 * Completed tickets wait under the manager's 'Waiting on you' to be confirmed for this many days
 * (issue 36). Here, zod-free, for the dashboard's first load (decision 043); store-work.ts re-exports it.
 */
export const RECENTLY_COMPLETED_DAYS = 14;

export const MINUTE_MS = 60_000;
// Product rules §7: insights, scheduling suggestions and calendar lists stay fresh for 5 minutes.
export const FIVE_MINUTES_MS = 5 * MINUTE_MS;
