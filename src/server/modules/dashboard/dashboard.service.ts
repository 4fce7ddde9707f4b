import { TZDate } from '@date-fns/tz';
import { addWeeks } from 'date-fns';

import { seesChainTrends } from '#contract/policies/dashboard.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { DashboardStats } from '#contract/schemas/dashboard.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { dayOf, dayRange, weekRange } from '../../lib/business-time.ts';
import type { DashboardRepository } from './dashboard.repository.ts';
import type { MaintenanceRequestsService } from '../requests/requests.service.ts';
import { createFixConfirmationService } from './fix-confirmation.service.ts';
import { createStoreWorkService } from './store-work.service.ts';
import { createTechnicianTodayService } from './technician-today.service.ts';

// Dashboard stats from the database (architecture §8), scoped like the ticket list (product rules §6): admins
// count every ticket, managers the ones they submitted or at their store, technicians the ones
// assigned to them. "Today" and the weeks are days in the business time zone.

const TICKETS_BY_WEEK_COUNT = 12;

export function createDashboardService(deps: {
  db: Database;
  repository: DashboardRepository;
  requests: Pick<MaintenanceRequestsService, 'list'>;
  clock: Clock;
  timeZone: string;
}) {
  const { db, repository, requests, clock, timeZone } = deps;

  // The weeks change once a week: kept for the current week, as computing them and their days in
  // the time zone was a tenth of a millisecond of every fresh admin request (decision 042).
  let weeks: { start: number; boundaries: Date[]; days: string[] } | undefined;

  /**
   * The Sundays starting the last 12 weeks and the one after the current week (`week`), and their
   * days (the 12 weeks' first days and the next week's).
   */
  function weeksTo(week: { start: Date }): { boundaries: Date[]; days: string[] } {
    if (weeks?.start === week.start.getTime()) return weeks;
    const currentWeek = new TZDate(week.start.getTime(), timeZone);
    const boundaries = Array.from(
      { length: TICKETS_BY_WEEK_COUNT + 1 },
      (_, index) => new Date(addWeeks(currentWeek, index - (TICKETS_BY_WEEK_COUNT - 1)).getTime()),
    );
    const days = boundaries.map((start) => dayOf(start, timeZone));
    weeks = { start: week.start.getTime(), boundaries, days };
    return weeks;
  }

  // Today and its week in the time zone, kept while the clock stays inside today: working them
  // out was a tenth of a millisecond of every fresh request (issue 37). Every instant of a day
  // falls in the same week, so the pair changes only when the day does.
  let days: { today: { start: Date; end: Date }; week: { start: Date; end: Date } } | undefined;
  function daysAt(now: Date) {
    const time = now.getTime();
    if (!days || time < days.today.start.getTime() || time >= days.today.end.getTime()) {
      days = { today: dayRange(now, timeZone), week: weekRange(now, timeZone) };
    }
    return days;
  }

  return {
    // Decision 031: GET /api/dashboard/today.
    ...createTechnicianTodayService({ repository, clock, timeZone }),
    // Issue 36: GET /api/dashboard/store-work.
    ...createStoreWorkService({ repository, requests, clock }),
    // Issue 36: POST /api/tickets/:id/confirm-fixed.
    ...createFixConfirmationService({ db, repository, clock }),
    async stats(user: SessionUser): Promise<DashboardStats> {
      const now = clock.now();
      const { today, week } = daysAt(now);
      const trends = seesChainTrends(user) ? weeksTo(week) : { boundaries: [], days: [] };
      const counts = await repository.numbers({
        audience: ticketAudienceFor(user),
        userId: user.id,
        today,
        week,
        now,
        boundaries: trends.boundaries,
        boundaryDays: trends.days,
        timeZone,
      });
      return {
        totalTickets: counts.total,
        openTickets: counts.open,
        awaitingAssignmentTickets: counts.awaitingAssignment,
        inProgressTickets: counts.inProgress,
        completedTickets: counts.completed,
        urgentTickets: counts.urgent,
        outOfOrderEquipment: counts.down,
        activeSessionTime: counts.activeSince ? counts.activeSince.toISOString() : null,
        completedToday: counts.completedToday,
        submittedThisWeek: counts.submittedThisWeek,
        hoursToday: Math.round((counts.minutesToday / 60) * 10) / 10,
        ticketsByWeek: trends.days.slice(0, -1).map((weekStart, index) => ({
          weekStart,
          created: counts.created[index] ?? 0,
          completed: counts.completedByWeek[index] ?? 0,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
