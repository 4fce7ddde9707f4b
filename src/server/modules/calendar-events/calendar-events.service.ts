import { canChangeCalendarEvent } from '#contract/policies/calendar-events.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  CalendarEvent,
  CreateCalendarEventValues,
  UpdateCalendarEventValues,
} from '#contract/schemas/calendar-event.ts';

import type { Clock } from '../../integrations/clock.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf } from '../../lib/business-time.ts';
import type { CalendarEventsRepository } from './calendar-events.repository.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function createCalendarEventsService(deps: {
  repository: CalendarEventsRepository;
  clock: Clock;
  timeZone: string;
}) {
  const { repository, clock, timeZone } = deps;

  /** architecture §5: a full date-time names its day in the business time zone. */
  function toDay(value: string): string {
    return DAY_PATTERN.test(value) ? value : dayOf(new Date(value), timeZone);
  }

  /** Decision 006: an event is edited or deleted by its creator or an admin. */
  async function editable(user: SessionUser, id: string): Promise<CalendarEvent> {
    const event = await repository.findById(id);
    if (!event) throw notFound('Calendar event');
    if (!canChangeCalendarEvent(user, event)) {
      throw forbidden('Only the creator of this event or an admin can change it');
    }
    return event;
  }

  return {
    async list(range: {
      from?: string | undefined;
      to?: string | undefined;
    }): Promise<CalendarEvent[]> {
      return repository.list({
        ...(range.from ? { from: toDay(range.from) } : {}),
        ...(range.to ? { to: toDay(range.to) } : {}),
      });
    },

    async create(user: SessionUser, input: CreateCalendarEventValues): Promise<CalendarEvent> {
      const id = await repository.insert({
        title: input.title,
        description: input.description,
        date: toDay(input.date),
        allDay: input.allDay,
        startTime: input.startTime,
        endTime: input.endTime,
        // The session decides the creator, whatever the body says (architecture §5).
        createdBy: user.id,
        now: clock.now(),
      });
      const event = await repository.findById(id);
      if (!event) throw notFound('Calendar event', id);
      return event;
    },

    async update(
      user: SessionUser,
      id: string,
      input: UpdateCalendarEventValues,
    ): Promise<CalendarEvent> {
      await editable(user, id);
      const changed = await repository.update(id, {
        title: input.title,
        description: input.description,
        allDay: input.allDay,
        startTime: input.startTime,
        endTime: input.endTime,
        ...(input.date ? { date: toDay(input.date) } : {}),
      });
      const event = changed ? await repository.findById(id) : undefined;
      if (!event) throw notFound('Calendar event');
      return event;
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      await editable(user, id);
      if (!(await repository.remove(id))) throw notFound('Calendar event');
    },
  };
}

export type CalendarEventsService = ReturnType<typeof createCalendarEventsService>;
