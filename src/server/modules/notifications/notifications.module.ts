import { defineModule } from '../module-manifest.ts';
import { createLiveTicketEventsAnnouncer } from './live-ticket-events.ts';
import { notificationChecks } from './notification-checks.ts';
import { createNotificationMail } from './notification-mail.ts';
import { notificationMailRoutes } from './notification-mail.routes.ts';
import { createNotificationStream } from './notification-stream.ts';
import { createNotificationStreamRepository } from './notification-stream.repository.ts';
import { notificationStreamRoutes } from './notification-stream.routes.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/**
 * Who is told what (decision 032): notifications derived from each history entry inside its
 * transaction, the e-mail outbox and digest, and the live stream of each signed-in browser.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  layer: 'access',
  needs: ['activity', 'auth'],
  provides: ['notifications', 'notificationMail', 'notificationStream'],
  create: (ctx, { activity, auth }) => {
    const notificationMail = createNotificationMail({
      db: ctx.db,
      jobs: ctx.jobs,
      mailer: ctx.mailer,
      clock: ctx.clock,
      timeZone: ctx.timeZone,
      origin: ctx.linkOrigin,
      log: ctx.log,
    });
    const notifications = createNotificationsService({
      db: ctx.db,
      repository: createNotificationsRepository(ctx.db),
      bus: ctx.bus,
      clock: ctx.clock,
      timeZone: ctx.timeZone,
      emailAvailable: ctx.mailer !== null,
      mail: notificationMail.queue ?? undefined,
      describeActivity: (entry, actorName, ticketNumber) =>
        activity.describe({
          id: '',
          ticketId: null,
          ...entry,
          actorName,
          ticketNumber,
          details: entry.details ?? {},
        }),
    });
    const notificationStream = createNotificationStream({
      repository: createNotificationStreamRepository(ctx.db),
      bus: ctx.bus,
      sessions: auth,
      heartbeatMs: ctx.streamHeartbeatMs,
      log: ctx.log,
    });
    return { notifications, notificationMail, notificationStream };
  },
  routes: ({ notifications, notificationMail, notificationStream }) => [
    notificationsRoutes({ notifications }),
    notificationMailRoutes({ mail: notificationMail.service }),
    notificationStreamRoutes({ stream: notificationStream }),
  ],
  activityListeners: ({ notifications }) => [notifications.activityListener],
  checks: ({ notifications }) => notificationChecks(notifications),
  start: ({ activity, notificationMail, notificationStream }, ctx) => {
    const { app } = ctx;
    app.decorate('notificationMail', notificationMail);
    if (ctx.jobsPolled) app.addHook('onReady', async () => notificationMail.digest?.start());
    app.addHook('onClose', async () => notificationMail.digest?.stop());
    // Live updates: ticket changes go on the bus; one stream registry per instance.
    activity.announceWith(createLiveTicketEventsAnnouncer(ctx.bus));
    app.decorate('liveStreams', notificationStream);
    app.addHook('preClose', async () => {
      await notificationStream.close();
    });
  },
  policy: 'src/contract/policies/notifications.ts',
  testTier: 'one-database',
});
