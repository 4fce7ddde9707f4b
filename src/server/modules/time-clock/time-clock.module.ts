import { defineModule } from '../module-manifest.ts';
import { timeBreaksRoutes } from './time-breaks.routes.ts';
import { createTimeBreaksRepository } from './time-breaks.repository.ts';
import { createTimeBreaksService } from './time-breaks.service.ts';
import { createTimeChangeGuard } from './time-change-guard.ts';
import { createTimeClockRepository } from './time-clock.repository.ts';
import { timeClockRoutes } from './time-clock.routes.ts';
import { createTimeClockService } from './time-clock.service.ts';
import { createTimeSessionCorrectionsRepository } from './time-session-corrections.repository.ts';
import { timeSessionCorrectionsRoutes } from './time-session-corrections.routes.ts';
import { createTimeSessionCorrectionsService } from './time-session-corrections.service.ts';

/**
 * The time clock: sessions (clock-in starts the ticket's work through the tickets lifecycle),
 * breaks, corrections and correction requests (decision 035).
 */
export const timeClockModule = defineModule({
  name: 'time-clock',
  layer: 'work',
  needs: ['activity', 'tickets', 'timeSettings', 'timesheets', 'notifications', 'users'],
  provides: ['timeClock', 'timeBreaks', 'timeChangeGuard', 'timeCorrections'],
  create: (ctx, { activity, tickets, timeSettings, timesheets, notifications }) => {
    const { db, clock, timeZone } = ctx;
    const sessions = createTimeClockRepository(db, {
      isOneTransactionAtATime: ctx.database.driver === 'pglite',
      reportPagesDb: ctx.database.yielding,
    });
    const breaks = createTimeBreaksService({
      db,
      repository: createTimeBreaksRepository(db),
      sessions,
      timeSettings,
      clock,
    });
    const guard = createTimeChangeGuard({ db, timeZone });
    const timeClock = createTimeClockService({
      db,
      repository: sessions,
      activity,
      tickets,
      clock,
      timeZone,
      breaks,
      timeSettings,
      guard,
      timesheets,
    });
    const timeCorrections = createTimeSessionCorrectionsService({
      db,
      repository: createTimeSessionCorrectionsRepository(db),
      sessions,
      timeClock,
      guard,
      notifications,
      clock,
      timeZone,
    });
    return { timeClock, timeBreaks: breaks, timeChangeGuard: guard, timeCorrections };
  },
  routes: ({ timeClock, timeBreaks, timeCorrections }, { config }) => [
    timeClockRoutes({ timeClock, checksAnswers: config.checksAnswers }),
    timeSessionCorrectionsRoutes({ corrections: timeCorrections }),
    timeBreaksRoutes({ breaks: timeBreaks, timeClock }),
  ],
  start: ({ timeClock, tickets, users }) => {
    // The work is over: running sessions on a completed ticket end with it (product rules §5).
    tickets.onCompleted(async (ticket, { actorId, now }, tx) => {
      await timeClock.closeRunningSessions(
        { ticketId: ticket.id, ticketNumber: ticket.ticketNumber },
        { actorId, reason: 'ticket.completed', now },
        tx,
      );
    });
    // A user given a new role or taken out of active status stops the clock (product rules §4).
    users.onWorkEnded(async ({ actor, userId, now }, tx) => {
      await timeClock.closeRunningSessions(
        { userId },
        { actorId: actor.id, reason: 'user.changed', now },
        tx,
      );
    });
  },
  policy: 'src/contract/policies/time-clock.ts',
  testTier: 'cross-database',
});
