import path from 'node:path';

import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createSharedEpoch } from './db/shared-epoch.ts';
import type { Clock } from './integrations/clock.ts';
import { systemClock } from './integrations/clock.ts';
import type { FileStorage } from './integrations/file-storage.ts';
import { createEventBus } from './integrations/event-bus.ts';
import type { EventBus } from './integrations/event-bus.ts';
import { createDiskStorage } from './integrations/file-storage.ts';
import { createLlmClient } from './integrations/llm-client.ts';
import type { LlmClient } from './integrations/llm-client.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { createAiRepository } from './modules/ai/ai.repository.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { createAiService } from './modules/ai/ai.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCalendarEventsRepository } from './modules/calendar-events/calendar-events.repository.ts';
import { calendarEventsRoutes } from './modules/calendar-events/calendar-events.routes.ts';
import { createCalendarEventsService } from './modules/calendar-events/calendar-events.service.ts';
import { createCategoriesRepository } from './modules/categories/categories.repository.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createCertificationsRepository } from './modules/certifications/certifications.repository.ts';
import { certificationsRoutes } from './modules/certifications/certifications.routes.ts';
import { createCertificationsService } from './modules/certifications/certifications.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createLocationsRepository } from './modules/locations/locations.repository.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { createLocationsService } from './modules/locations/locations.service.ts';
import { createTechnicianSignupsRepository } from './modules/technician-signups/technician-signups.repository.ts';
import { technicianSignupsRoutes } from './modules/technician-signups/technician-signups.routes.ts';
import { createTechnicianSignupsService } from './modules/technician-signups/technician-signups.service.ts';
import { createTicketsRepository } from './modules/tickets/tickets.repository.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { createTicketsService } from './modules/tickets/tickets.service.ts';
import { createTimeClockRepository } from './modules/time-clock/time-clock.repository.ts';
import { timeClockRoutes } from './modules/time-clock/time-clock.routes.ts';
import { createTimeClockService } from './modules/time-clock/time-clock.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createReadCache, registerReadCache } from './plugins/read-cache.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  storage?: FileStorage;
  /** The OpenAI-compatible LLM, or null for the built-in engine only; by default from AI_BASE_URL. */
  ai?: LlmClient | null;
  /** A pino logger to use, or false for none (tests). */
  logger?: FastifyBaseLogger | false;
  /** The built web client; omitted in API tests. */
  webRoot?: string;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The one composition root (architecture §3 rule 5): wires modules to their dependencies. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const app = Fastify({
    ...(deps.logger === undefined
      ? {
          logger: {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                '*.password',
                '*.passwordHash',
                '*.token',
              ],
              censor: '[redacted]',
            },
          },
        }
      : deps.logger === false
        ? { logger: false }
        : { loggerInstance: deps.logger }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Deeply nested JSON is refused by the parser's own limits; keep prototype poisoning out too.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await app.register(cookie);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  // Events between instances (LISTEN/NOTIFY): caches and live streams follow writes made elsewhere.
  const bus: EventBus = createEventBus({ database, log: app.log });
  app.addHook('onReady', async () => {
    await bus.start();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });

  // Repositories and services, one instance each per app. Modules reach each other only through
  // services (docs/decisions/021); activity.record writes history inside the caller's transaction.
  const storage = deps.storage ?? createDiskStorage(path.join(config.dataDir, 'uploads'));
  const auth = createAuthService({ repository: createAuthRepository(db), clock });
  const activity = createActivityService({
    repository: createActivityRepository(db),
    timeZone: config.timeZone,
  });
  // Tickets and the time clock ask each other (completion closes sessions; clock-in starts work),
  // so each receives the other late-bound, resolved at call time.
  const tickets = createTicketsService({
    db,
    repository: createTicketsRepository(db),
    activity,
    timeClock: () => timeClock,
    storage,
    clock,
    timeZone: config.timeZone,
  });
  const timeClock = createTimeClockService({
    db,
    repository: createTimeClockRepository(db),
    activity,
    tickets: () => tickets,
    clock,
    timeZone: config.timeZone,
  });
  // MODULE SERVICES: create each module's repository and service below.
  const ai = createAiService({
    repository: createAiRepository(db),
    clock,
    timeZone: config.timeZone,
    llm:
      deps.ai !== undefined
        ? deps.ai
        : config.ai.baseUrl
          ? createLlmClient({
              baseUrl: config.ai.baseUrl,
              apiKey: config.ai.apiKey,
              model: config.ai.model,
            })
          : null,
    log: app.log,
  });
  // Train the triage model as the server starts listening, not at the first analysis (issue 7).
  app.addHook('onListen', async () => {
    void ai.warmUp().catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'training the triage model at start-up failed; it trains at the first analysis',
      );
    });
  });
  const dashboard = createDashboardService({
    repository: createDashboardRepository(db),
    clock,
    timeZone: config.timeZone,
  });
  const locations = createLocationsService({ repository: createLocationsRepository(db), clock });
  const categories = createCategoriesService({
    db,
    repository: createCategoriesRepository(db),
    clock,
  });
  const users = createUsersService({
    db,
    repository: createUsersRepository(db),
    activity,
    auth,
    tickets,
    timeClock,
    clock,
  });
  const certifications = createCertificationsService({
    repository: createCertificationsRepository(db),
    users,
    clock,
    timeZone: config.timeZone,
  });
  const technicianSignups = createTechnicianSignupsService({
    db,
    repository: createTechnicianSignupsRepository(db),
    users,
    certifications,
    activity,
    clock,
  });

  const calendarEvents = createCalendarEventsService({
    repository: createCalendarEventsRepository(db),
    clock,
    timeZone: config.timeZone,
  });

  registerSession(app, { auth, config });
  const readCache = createReadCache({
    clock,
    bus,
    log: app.log,
    // On PostgreSQL several instances may share the data; the embedded database has one.
    shared: database.driver === 'postgres' ? createSharedEpoch(db) : undefined,
  });
  registerReadCache(app, readCache);

  const startedAt = Date.now();
  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database, startedAt }));
      await api.register(authRoutes({ auth, config }));
      // MODULE ROUTES: register each module's route plugin below.
      await api.register(aiRoutes({ ai }));
      await api.register(dashboardRoutes({ dashboard }));
      await api.register(activityRoutes({ activity }));
      await api.register(ticketsRoutes({ tickets, activity }));
      await api.register(calendarEventsRoutes({ calendarEvents }));
      await api.register(locationsRoutes({ locations }));
      await api.register(categoriesRoutes({ categories }));
      await api.register(usersRoutes({ users }));
      await api.register(certificationsRoutes({ certifications }));
      await api.register(technicianSignupsRoutes({ signups: technicianSignups }));
      await api.register(timeClockRoutes({ timeClock }));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, deps.webRoot);
  return app;
}
