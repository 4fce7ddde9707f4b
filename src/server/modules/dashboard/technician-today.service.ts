import { technicianNextAction } from '#contract/rules/technician-next-action.ts';
import { hasTodayList } from '#contract/policies/dashboard.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { TechnicianToday, TodayTicket } from '#contract/schemas/technician-today.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';

import type { Clock } from '../../integrations/clock.ts';
import { dayOf, dayRange } from '../../lib/business-time.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { TechnicianTodayRepository } from './technician-today.repository.ts';

// Decision 031: the technician's Today list. Only technicians have one: it is the work assigned to the
// caller, and admins and managers are assigned none (their dashboards keep the spec's cards).

export function createTechnicianTodayService(deps: {
  repository: TechnicianTodayRepository;
  clock: Clock;
  timeZone: string;
}) {
  const { repository, clock, timeZone } = deps;
  return {
    async today(user: SessionUser): Promise<TechnicianToday> {
      if (!hasTodayList(user)) throw forbidden('Only technicians have a Today list');
      const now = clock.now();
      const runningTicketId = await repository.runningSessionTicketId(user.id);
      const rows = await repository.todayTickets(
        ticketAudienceFor(user),
        dayRange(now, timeZone),
        runningTicketId,
      );
      const items: TodayTicket[] = [];
      for (const row of rows) {
        const isClockedIn = row.id === runningTicketId;
        const nextAction = technicianNextAction(user, { ...row, isClockedIn });
        // Every visible, uncompleted ticket of a technician has an action; skip rather than guess.
        if (nextAction === null) continue;
        items.push({
          id: row.id,
          ticketNumber: row.ticketNumber,
          title: row.title,
          status: row.status,
          priority: row.priority,
          location: row.location,
          category: row.category,
          scheduledStart: row.scheduledStart?.toISOString() ?? null,
          scheduledEnd: row.scheduledEnd?.toISOString() ?? null,
          allDay: row.allDay,
          isClockedIn,
          nextAction,
        });
      }
      return { date: dayOf(now, timeZone), tickets: items };
    },
  };
}
