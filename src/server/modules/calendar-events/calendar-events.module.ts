import { defineModule } from '../module-manifest.ts';
import { createCalendarEventsRepository } from './calendar-events.repository.ts';
import { calendarEventsRoutes } from './calendar-events.routes.ts';
import { createCalendarEventsService } from './calendar-events.service.ts';

/** The shared calendar's events. */
export const calendarEventsModule = defineModule({
  name: 'calendar-events',
  layer: 'foundation',
  needs: [],
  provides: ['calendarEvents'],
  create: (ctx) => ({
    calendarEvents: createCalendarEventsService({
      repository: createCalendarEventsRepository(ctx.db),
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ calendarEvents }) => [calendarEventsRoutes({ calendarEvents })],
  policy: 'src/contract/policies/calendar-events.ts',
  testTier: 'one-database',
});
