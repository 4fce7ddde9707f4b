import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the web, in one place. Features import these instead of writing key
 * literals, so a feature that must refresh another's data (a ticket change refreshes the
 * dashboard) names it here rather than guessing its string.
 *
 * Product rules §7: a key starts with the API path it reads (the default fetch joins the parts with
 * slashes), so a key's first part is also the prefix that refreshes every query under it.
 */
export const API_PATHS = {
  me: '/api/me',
  loginOptions: '/api/login-options',
  tickets: '/api/tickets',
  locations: '/api/locations',
  categories: '/api/categories',
  users: '/api/users',
  certifications: '/api/certifications',
  technicianSignups: '/api/technician-signups',
  calendarEvents: '/api/calendar-events',
  dashboardStats: '/api/dashboard/stats',
  dashboardToday: '/api/dashboard/today',
  dashboardStoreWork: '/api/dashboard/store-work',
  recentActivity: '/api/activity',
  activeSession: '/api/time-clock/active',
  timeSessions: '/api/time-clock/sessions',
  timeReport: '/api/time-clock/all',
  insights: '/api/insights',
  schedulingOptimization: '/api/scheduling-optimization',
  notifications: '/api/notifications',
  notificationSettings: '/api/me/notification-settings',
  equipment: '/api/equipment',
  requests: '/api/requests',
  publicEquipment: '/api/public/equipment',
  pmPlans: '/api/pm-plans',
  pmTemplates: '/api/pm-templates',
  pmCompliance: '/api/reports/pm-compliance',
  /** Issue 39: the maintenance dashboard. */
  maintenanceReport: '/api/reports/maintenance',
  timeSettings: '/api/settings/time',
  /** Issue 39: service-level targets and opening hours (admins). */
  slaSettings: '/api/settings/sla',
  /** Issue 40: the language new users start in. */
  languageSettings: '/api/settings/language',
  timesheets: '/api/timesheets',
  payPeriods: '/api/pay-periods',
  timeSessionHistory: '/api/time-sessions',
  /** Decision 037: outside vendors and the chain's vendor settings (admins). */
  vendors: '/api/vendors',
  vendorSettings: '/api/settings/vendors',
  vendorPortal: '/api/vendor-portal',
  /** Decision 037: the spend report (vendors' scorecards live under `vendors`). */
  spendReport: '/api/reports/spend',
} as const;

export const queryKeys = {
  me: () => [API_PATHS.me] as const,
  loginOptions: () => [API_PATHS.loginOptions] as const,
  tickets: {
    /** Every ticket query: lists, pages, details, histories, the calendar's and the clock's. */
    all: () => [API_PATHS.tickets] as const,
    pages: (filters: object) => [API_PATHS.tickets, filters] as const,
    detail: (id: string) => [API_PATHS.tickets, id] as const,
    activity: (id: string) => [API_PATHS.tickets, id, 'activity'] as const,
    /** A ticket's comments (decision 032), under the ticket so its refreshes include them. */
    comments: (id: string) => [API_PATHS.tickets, id, 'comments'] as const,
    mentionable: (id: string) => [API_PATHS.tickets, id, 'mentionable-users'] as const,
    /** The board's counts per status (GET /api/tickets/counts), for its other filters. */
    counts: (filters: object) => [API_PATHS.tickets, 'counts', filters] as const,
    assignmentCandidates: (id: string) => [API_PATHS.tickets, id, 'assignment-candidates'] as const,
    /** Decision 037: the ticket's vendor dispatches, under the ticket so live updates refresh them. */
    dispatches: (id: string) => [API_PATHS.tickets, id, 'dispatches'] as const,
    // Under the tickets prefix, so every ticket change refreshes them too.
    assignedOpen: (userId: string) =>
      [API_PATHS.tickets, { assignedTo: userId, purpose: 'time-clock' }] as const,
    scheduled: (range: { from: string; to: string }) =>
      [API_PATHS.tickets, { ...range, purpose: 'calendar' }] as const,
  },
  locations: { all: () => [API_PATHS.locations] as const },
  /** Decision 033: problem reports from labels, and a label's unit (public, and signed in). */
  requests: {
    all: () => [API_PATHS.requests] as const,
    list: (status: string) => [API_PATHS.requests, { status }] as const,
    labelUnit: (shortCode: string) => [API_PATHS.requests, 'units', shortCode] as const,
    publicUnit: (shortCode: string) => [API_PATHS.publicEquipment, shortCode] as const,
  },
  categories: {
    all: () => [API_PATHS.categories] as const,
    /** Issue 36: open and total tickets per category; under the list's key, so its changes refresh it. */
    ticketCounts: () => [API_PATHS.categories, 'ticket-counts'] as const,
  },
  users: {
    all: () => [API_PATHS.users] as const,
    /** Issue 36: tickets assigned to each user; under the list's key, so its changes refresh it. */
    ticketCounts: () => [API_PATHS.users, 'ticket-counts'] as const,
  },
  certifications: {
    all: () => [API_PATHS.certifications] as const,
    ofUser: (userId: string) => [API_PATHS.certifications, { userId }] as const,
  },
  technicianSignups: {
    all: () => [API_PATHS.technicianSignups] as const,
    pending: () => [API_PATHS.technicianSignups, { status: 'pending' }] as const,
  },
  calendarEvents: {
    all: () => [API_PATHS.calendarEvents] as const,
    inRange: (range: object) => [API_PATHS.calendarEvents, range] as const,
  },
  dashboardStats: () => [API_PATHS.dashboardStats] as const,
  /** The technician's Today list (decision 031). */
  dashboardToday: () => [API_PATHS.dashboardToday] as const,
  /** The manager's store work (issue 36). */
  dashboardStoreWork: () => [API_PATHS.dashboardStoreWork] as const,
  recentActivity: (limit: number) => [API_PATHS.recentActivity, { limit }] as const,
  activeSession: {
    all: () => [API_PATHS.activeSession] as const,
    ofUser: (userId: string) => [API_PATHS.activeSession, userId] as const,
  },
  timeSessions: {
    all: () => [API_PATHS.timeSessions] as const,
    ofUser: (userId: string) => [API_PATHS.timeSessions, userId] as const,
    // Under the sessions prefix, so every clock change refreshes this week's total too.
    weekTotal: (userId: string) => [API_PATHS.timeSessions, userId, 'week-total'] as const,
  },
  timeReport: {
    all: () => [API_PATHS.timeReport] as const,
    inRange: (range: object) => [API_PATHS.timeReport, range] as const,
  },
  insights: () => [API_PATHS.insights] as const,
  schedulingOptimization: () => [API_PATHS.schedulingOptimization] as const,
  /** Decision 032: the bell, its panel and the /notifications page share the prefix. */
  notifications: {
    all: () => [API_PATHS.notifications] as const,
    list: (filter: { unread: boolean }) => [API_PATHS.notifications, filter] as const,
    /** The bell's count and its panel's newest few. */
    recent: () => [API_PATHS.notifications, 'recent'] as const,
    failedMail: () => [API_PATHS.notifications, 'failed-mail'] as const,
  },
  notificationSettings: () => [API_PATHS.notificationSettings] as const,
  /** Decision 033: the register's list pages, one unit, its history and a store's label sheet. */
  equipment: {
    all: () => [API_PATHS.equipment] as const,
    list: (filters: object) => [API_PATHS.equipment, 'list', filters] as const,
    detail: (id: string) => [API_PATHS.equipment, id] as const,
    history: (id: string) => [API_PATHS.equipment, id, 'history'] as const,
    labels: (store: string) => [API_PATHS.equipment, 'labels', { store }] as const,
  },
  /** Decision 034: preventive maintenance plans, their previews and due dates, templates, compliance. */
  pmPlans: {
    all: () => [API_PATHS.pmPlans] as const,
    list: (filters: object) => [API_PATHS.pmPlans, 'list', filters] as const,
    detail: (id: string) => [API_PATHS.pmPlans, id] as const,
    preview: (id: string, count: number) => [API_PATHS.pmPlans, id, 'preview', { count }] as const,
    draftPreview: (draft: object) => [API_PATHS.pmPlans, 'draft-preview', draft] as const,
    due: (range: { from: string; to: string }) => [API_PATHS.pmPlans, 'due', range] as const,
  },
  pmTemplates: () => [API_PATHS.pmTemplates] as const,
  pmCompliance: (filters: object) => [API_PATHS.pmCompliance, filters] as const,
  maintenanceReport: (filters: object) => [API_PATHS.maintenanceReport, filters] as const,
  /** Decision 035: the chain's time rules, weekly timesheets, pay periods and a session's history. */
  timeSettings: () => [API_PATHS.timeSettings] as const,
  languageSettings: () => [API_PATHS.languageSettings] as const,
  slaSettings: () => [API_PATHS.slaSettings] as const,
  timesheets: {
    all: () => [API_PATHS.timesheets] as const,
    week: (filters: { weekStart: string; userId?: string }) =>
      [API_PATHS.timesheets, filters] as const,
  },
  payPeriods: { all: () => [API_PATHS.payPeriods] as const },
  timeSessionHistory: (sessionId: string) =>
    [API_PATHS.timeSessionHistory, sessionId, 'history'] as const,
  /** Decision 037: the vendors (all, or those serving one store and trade) and the vendor settings. */
  vendors: {
    all: () => [API_PATHS.vendors] as const,
    list: (filters: object) => [API_PATHS.vendors, 'list', filters] as const,
  },
  vendorSettings: () => [API_PATHS.vendorSettings] as const,
  /** Decision 037: the vendors serving one store and trade, first call first (the dispatch dialog). */
  vendorsForDispatch: (filters: { locationId: string; categoryId: string }) =>
    [API_PATHS.vendors, { ...filters, includeInactive: 'false' }] as const,
  /** Under the tickets prefix, so every ticket change refreshes it too. */
  ticketChecklist: (ticketId: string) => [API_PATHS.tickets, ticketId, 'checklist'] as const,
  /** Decision 037: the vendor portal's page of one dispatch, by its token (public). */
  vendorPortal: (token: string) => [API_PATHS.vendorPortal, token] as const,
  /**
   * Decision 037: repair costs (admins), each under the prefix of what it sums, so a change to a
   * ticket, a unit or a store refreshes it too.
   */
  costs: {
    ticket: (ticketId: string) => [API_PATHS.tickets, ticketId, 'cost'] as const,
    equipment: (equipmentId: string) => [API_PATHS.equipment, equipmentId, 'cost'] as const,
    location: (locationId: string) => [API_PATHS.locations, locationId, 'cost'] as const,
    spend: (filters: object) => [API_PATHS.spendReport, filters] as const,
    scorecard: (vendorId: string, range: object) =>
      [API_PATHS.vendors, vendorId, 'scorecard', range] as const,
  },
};

/** Marks stale, and refetches when shown, every query whose key starts with one of these paths. */
export async function invalidatePaths(
  queryClient: QueryClient,
  paths: readonly (typeof API_PATHS)[keyof typeof API_PATHS][],
): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return typeof first === 'string' && paths.some((path) => first === path);
    },
  });
}
