import type { Target } from './run.ts';

// Issue 37: every list endpoint that landed this month, each with a cached and a fresh (no-cache)
// line, so a slow query in any of them shows in the table instead of hiding behind the ticket list.

interface Actors {
  admin: string;
  manager: string;
  technician: string;
}

/** The same call twice: once as served from the read cache, once computed (`Cache-Control: no-cache`). */
function cachedAndFresh(name: string, path: string, cookie: string): Target[] {
  return [
    { name, method: 'GET', path, cookie, isList: true },
    { name: `${name}, fresh`, method: 'GET', path, cookie, isList: true, fresh: true },
  ];
}

/** Sunday of the week before `now`: the timesheet week most stores review. */
function lastWeekStart(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - day.getUTCDay() - 7);
  return day.toISOString().slice(0, 10);
}

export function monthListTargets(
  actors: Actors,
  range: { startDate: string; endDate: string },
  unitId: string,
): Target[] {
  const { admin, manager, technician } = actors;
  const span = `from=${range.startDate}&to=${range.endDate}`;
  return [
    ...cachedAndFresh('GET /api/equipment/{id}/history', `/api/equipment/${unitId}/history`, admin),
    ...cachedAndFresh('GET /api/requests (admin)', '/api/requests', admin),
    ...cachedAndFresh('GET /api/notifications (technician)', '/api/notifications', technician),
    ...cachedAndFresh('GET /api/pm-plans', '/api/pm-plans', admin),
    ...cachedAndFresh(
      'GET /api/reports/pm-compliance (1 month)',
      `/api/reports/pm-compliance?${span}`,
      admin,
    ),
    ...cachedAndFresh('GET /api/vendors', '/api/vendors', admin),
    ...cachedAndFresh(
      'GET /api/timesheets (last week)',
      `/api/timesheets?weekStart=${lastWeekStart(new Date())}`,
      admin,
    ),
    ...cachedAndFresh(
      'GET /api/reports/spend (1 month, by store)',
      `/api/reports/spend?${span}&groupBy=store`,
      admin,
    ),
    ...cachedAndFresh(
      'GET /api/dashboard/store-work (manager)',
      '/api/dashboard/store-work',
      manager,
    ),
    ...cachedAndFresh('GET /api/categories/ticket-counts', '/api/categories/ticket-counts', admin),
    ...cachedAndFresh('GET /api/users/ticket-counts', '/api/users/ticket-counts', admin),
  ];
}
