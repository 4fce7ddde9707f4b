import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppConfig } from './config.ts';
import { fastifyTrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createSharedEpoch } from './db/shared-epoch.ts';
import type { Clock } from './integrations/clock.ts';
import { systemClock } from './integrations/clock.ts';
import { createEventBus } from './integrations/event-bus.ts';
import type { EventBus } from './integrations/event-bus.ts';
import { createLlmClient } from './integrations/llm-client.ts';
import { createPhotoStorage } from './integrations/photo-storage/create-photo-storage.ts';
import type { PhotoStorage } from './integrations/photo-storage/photo-storage.ts';
import { createSmtpMailer } from './integrations/mailer.ts';
import type { Mailer } from './integrations/mailer.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createScheduler, DEFAULT_CHECK_INTERVAL_MS } from './jobs/scheduler.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import { loggerOptions } from './lib/logger-options.ts';
import type { LogDestination } from './lib/logger-options.ts';
import type { LlmClient } from './integrations/llm-client.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { createAiRepository } from './modules/ai/ai.repository.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { createAiService } from './modules/ai/ai.service.ts';
import { createAssignmentCandidatesRepository } from './modules/assignment-candidates/assignment-candidates.repository.ts';
import { assignmentCandidatesRoutes } from './modules/assignment-candidates/assignment-candidates.routes.ts';
import { createAssignmentCandidatesService } from './modules/assignment-candidates/assignment-candidates.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { SESSIONS_ENDED_EVENT } from './modules/auth/auth-events.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import {
  createAuthService,
  RESET_MAIL_CLEARED_FIELDS,
  RESET_MAIL_JOB,
  RESET_REQUEST_CLEARED_FIELDS,
  RESET_REQUEST_JOB,
} from './modules/auth/auth.service.ts';
import { createCalendarEventsRepository } from './modules/calendar-events/calendar-events.repository.ts';
import { calendarEventsRoutes } from './modules/calendar-events/calendar-events.routes.ts';
import { createCalendarEventsService } from './modules/calendar-events/calendar-events.service.ts';
import { createCategoriesRepository } from './modules/categories/categories.repository.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createCommentsRepository } from './modules/comments/comments.repository.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { createCertificationsRepository } from './modules/certifications/certifications.repository.ts';
import { certificationsRoutes } from './modules/certifications/certifications.routes.ts';
import { createCertificationsService } from './modules/certifications/certifications.service.ts';
import { registerDispatchEscalationCheck } from './modules/dispatches/dispatch-escalation.check.ts';
import { createDispatchesRepository } from './modules/dispatches/dispatches.repository.ts';
import { dispatchesRoutes } from './modules/dispatches/dispatches.routes.ts';
import { createDispatchesService } from './modules/dispatches/dispatches.service.ts';
import { createCostsRepository } from './modules/costs/costs.repository.ts';
import { costsRoutes } from './modules/costs/costs.routes.ts';
import { createCostsService } from './modules/costs/costs.service.ts';
import { createEquipmentRepository } from './modules/equipment/equipment.repository.ts';
import { equipmentRoutes } from './modules/equipment/equipment.routes.ts';
import { createEquipmentService } from './modules/equipment/equipment.service.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createEquipmentImportRepository } from './modules/equipment/equipment-import.repository.ts';
import { equipmentImportRoutes } from './modules/equipment/equipment-import.routes.ts';
import { createEquipmentImportService } from './modules/equipment/equipment-import.service.ts';
import { createEquipmentStatusListener } from './modules/equipment/equipment-status.ts';
import { createEquipmentStatusRepository } from './modules/equipment/equipment-status.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createLiveTicketEventsAnnouncer } from './modules/notifications/live-ticket-events.ts';
import { createNotificationStream } from './modules/notifications/notification-stream.ts';
import { createNotificationStreamRepository } from './modules/notifications/notification-stream.repository.ts';
import { notificationStreamRoutes } from './modules/notifications/notification-stream.routes.ts';
import { createMaintenanceRequestsRepository } from './modules/maintenance-requests/maintenance-requests.repository.ts';
import { maintenanceRequestsRoutes } from './modules/maintenance-requests/maintenance-requests.routes.ts';
import { createPmPlansRepository } from './modules/pm-plans/pm-plans.repository.ts';
import { pmPlansRoutes } from './modules/pm-plans/pm-plans.routes.ts';
import { createPmPlansService } from './modules/pm-plans/pm-plans.service.ts';
import { createMaintenanceRequestsService } from './modules/maintenance-requests/maintenance-requests.service.ts';
import { createVendorPortalRepository } from './modules/vendor-portal/vendor-portal.repository.ts';
import { vendorPortalRoutes } from './modules/vendor-portal/vendor-portal.routes.ts';
import { createVendorPortalService } from './modules/vendor-portal/vendor-portal.service.ts';
import { createLocationsRepository } from './modules/locations/locations.repository.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { createLocationsService } from './modules/locations/locations.service.ts';
import { registerNotificationChecks } from './modules/notifications/notification-checks.ts';
import { createPmGenerationRepository } from './modules/pm-plans/pm-generation.repository.ts';
import {
  createPmGeneration,
  registerPmGenerationCheck,
  type PmGeneration,
} from './modules/pm-plans/pm-generation.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';

import { createNotificationMail } from './modules/notifications/notification-mail.ts';
import { NOTIFICATION_MAIL_JOB } from './modules/notifications/notification-mail.repository.ts';
import { notificationMailRoutes } from './modules/notifications/notification-mail.routes.ts';
import { createPhotosRepository } from './modules/photos/photos.repository.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { createPhotoCatalog, createPhotosService } from './modules/photos/photos.service.ts';
import { createTechnicianSignupsRepository } from './modules/technician-signups/technician-signups.repository.ts';
import { technicianSignupsRoutes } from './modules/technician-signups/technician-signups.routes.ts';
import { createTechnicianSignupsService } from './modules/technician-signups/technician-signups.service.ts';
import { createTicketsRepository } from './modules/tickets/tickets.repository.ts';
import { ticketChecklistRoutes } from './modules/tickets/ticket-checklist.routes.ts';
import { createTicketChecklistRepository } from './modules/tickets/ticket-checklist.repository.ts';
import { createTicketChecklistService } from './modules/tickets/ticket-checklist.service.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { ticketsQueueRoutes } from './modules/tickets/tickets-queue.routes.ts';
import { createTicketsQueueService } from './modules/tickets/tickets-queue.service.ts';
import { createTicketsService } from './modules/tickets/tickets.service.ts';
import { registerPayPeriodsCheck } from './modules/payroll/pay-periods.check.ts';
import { createPayPeriodsRepository } from './modules/payroll/pay-periods.repository.ts';
import { createPayPeriodsService } from './modules/payroll/pay-periods.service.ts';
import { createPayrollExportService } from './modules/payroll/payroll-export.service.ts';
import { payrollRoutes } from './modules/payroll/payroll.routes.ts';
import { createPmComplianceRepository } from './modules/pm-plans/pm-compliance.repository.ts';
import { pmComplianceRoutes } from './modules/pm-plans/pm-compliance.routes.ts';
import { createPmComplianceService } from './modules/pm-plans/pm-compliance.service.ts';
import { createTimeClockRepository } from './modules/time-clock/time-clock.repository.ts';
import { timeClockRoutes } from './modules/time-clock/time-clock.routes.ts';
import { createTimeClockService } from './modules/time-clock/time-clock.service.ts';
import { createTimeChangeGuard } from './modules/time-clock/time-change-guard.ts';
import { createTimeSessionCorrectionsRepository } from './modules/time-clock/time-session-corrections.repository.ts';
import { timeSessionCorrectionsRoutes } from './modules/time-clock/time-session-corrections.routes.ts';
import { createTimeSessionCorrectionsService } from './modules/time-clock/time-session-corrections.service.ts';
import {
  createOvertimeNotice,
  registerOvertimeNoticeCheck,
} from './modules/timesheets/overtime-notice.ts';
import { createTimesheetsRepository } from './modules/timesheets/timesheets.repository.ts';
import { timesheetsRoutes } from './modules/timesheets/timesheets.routes.ts';
import { createTimesheetsService } from './modules/timesheets/timesheets.service.ts';
import { createTimeBreaksRepository } from './modules/time-clock/time-breaks.repository.ts';
import { timeBreaksRoutes } from './modules/time-clock/time-breaks.routes.ts';
import { createTimeBreaksService } from './modules/time-clock/time-breaks.service.ts';
import { createTimeSettingsRepository } from './modules/settings/time-settings.repository.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createTimeSettingsService } from './modules/settings/time-settings.service.ts';
import { createVendorsRepository } from './modules/vendors/vendors.repository.ts';
import { vendorsRoutes } from './modules/vendors/vendors.routes.ts';
import { createVendorsService } from './modules/vendors/vendors.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUserCredentials } from './modules/users/user-credentials.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createIdempotencyRepository } from './modules/idempotency/idempotency.repository.ts';
import {
  createIdempotencyService,
  registerIdempotencyPrune,
} from './modules/idempotency/idempotency.service.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerPasswordChangeGate } from './plugins/password-change-gate.ts';
import { createReadCache, registerReadCache } from './plugins/read-cache.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  /** Where photos live; by default the backend the configuration names. */
  storage?: PhotoStorage;
  /** The OpenAI-compatible LLM, or null for the built-in engine only; by default from AI_BASE_URL. */
  ai?: LlmClient | null;
  /** A pino logger to use, or false for none (tests). */
  logger?: FastifyBaseLogger | false;
  /** Where the app's own logger writes instead of stdout (tests read its lines). */
  logStream?: LogDestination;
  /** The built web client; omitted in API tests. */
  webRoot?: string;
  /** How often this instance polls the job queue, or false not to poll (tests run it by hand). */
  jobPollMs?: number | false;
  /** How often this instance runs the scheduled checks, or false not to (tests run them by hand). */
  schedulerMs?: number | false;
  /** Sends e-mail; by default SMTP from SMTP_URL and MAIL_FROM, or none. */
  mailer?: Mailer | null;
  /** How often live streams send a heartbeat and re-check their session (default 20 s). */
  streamHeartbeatMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (decision 016); tests drain it with `app.jobs.runDue()`. */
    jobs: JobQueue;
    /** The scheduled checks (issue 17); tests run them with `app.scheduler.runAll()`. */
    scheduler: Scheduler;
    /** Issue 19: PM occurrences → tickets exactly once; tests run `app.pmGeneration.generateDue()`. */
    pmGeneration: PmGeneration;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The one composition root (architecture §3 rule 5): wires modules to their dependencies. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;
  // Links in e-mails: config.linkOrigin, never a request's Host header (issue 34). With HOST on
  // every interface and no PUBLIC_ORIGIN there is no address to give: this machine's own name.
  const mailLinkOrigin = config.linkOrigin ?? `http://localhost:${String(config.port)}`;

  const app = Fastify({
    ...(deps.logger === undefined
      ? { logger: loggerOptions(config.logLevel, deps.logStream) }
      : deps.logger === false
        ? { logger: false }
        : { loggerInstance: deps.logger }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Deeply nested JSON is refused by the parser's own limits; keep prototype poisoning out too.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler(app.log));

  registerErrorHandler(app);
  registerGracefulClose(app);
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
  const usersRepository = createUsersRepository(db);
  const storage = deps.storage ?? createPhotoStorage(config.photoStorage, db);
  // The one owner of stored files (decision 040): uploads, reads and the start-up sweep.
  const files = createFilesService({ storage, clock, log: app.log });
  // Durable background jobs shared by every instance (decision 016): e-mail now, more later.
  const jobs = createJobQueue({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  const mailer =
    deps.mailer !== undefined
      ? deps.mailer
      : config.mail
        ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
        : null;
  const jobPollMs = deps.jobPollMs ?? 2000;
  if (jobPollMs !== false) {
    app.addHook('onReady', async () => {
      jobs.start(jobPollMs);
    });
  }
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const auth = createAuthService({
    db,
    repository: createAuthRepository(db),
    users: createUserCredentials({ repository: usersRepository }),
    clock,
    resetMail: mailer
      ? {
          jobs,
          mailer,
          origin: mailLinkOrigin,
        }
      : null,
    sessionsEnded: (userId) => bus.publish({ type: SESSIONS_ENDED_EVENT, userId }),
  });
  if (mailer) {
    // Issue 34: the lookup runs after the answer, and each link is made when its mail is sent.
    jobs.register(RESET_REQUEST_JOB, (payload) => auth.runPasswordResetRequest(payload), {
      clearOnFinish: RESET_REQUEST_CLEARED_FIELDS,
    });
    jobs.register(RESET_MAIL_JOB, (payload) => auth.sendPasswordResetMail(payload), {
      clearOnFinish: RESET_MAIL_CLEARED_FIELDS,
    });
  }
  // Notification e-mail (issue 17): the outbox to hand the notifications service, the digest.
  const notificationMail = createNotificationMail({
    db,
    jobs,
    mailer,
    clock,
    timeZone: config.timeZone,
    origin: mailLinkOrigin,
    log: app.log,
  });
  app.decorate('notificationMail', notificationMail);
  if (jobPollMs !== false) app.addHook('onReady', async () => notificationMail.digest?.start());
  app.addHook('onClose', async () => notificationMail.digest?.stop());
  const activity = createActivityService({
    repository: createActivityRepository(db),
    timeZone: config.timeZone,
  });
  // Issue 17: who is told what, derived from each activity entry inside its transaction.
  const notifications = createNotificationsService({
    db,
    repository: createNotificationsRepository(db),
    bus,
    clock,
    timeZone: config.timeZone,
    emailAvailable: mailer !== null,
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
  activity.onRecorded(notifications.activityListener);
  // Issue 18: a ticket marked equipment down sets its unit down, the last one completed back.
  activity.onRecorded(
    createEquipmentStatusListener({ db, repository: createEquipmentStatusRepository() }),
  );
  const scheduler = createScheduler({ clock, log: app.log });
  app.decorate('scheduler', scheduler);
  const schedulerMs = deps.schedulerMs ?? DEFAULT_CHECK_INTERVAL_MS;
  registerNotificationChecks(scheduler, notifications, schedulerMs || DEFAULT_CHECK_INTERVAL_MS);
  if (schedulerMs !== false) {
    app.addHook('onReady', async () => {
      scheduler.start(schedulerMs);
    });
  }
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
  const photosRepository = createPhotosRepository(db);
  // Tickets and the time clock ask each other (completion closes sessions; clock-in starts work),
  // so each receives the other late-bound, resolved at call time.
  const ticketsRepository = createTicketsRepository(db);
  const tickets = createTicketsService({
    db,
    repository: ticketsRepository,
    activity,
    photos: createPhotoCatalog({ repository: photosRepository }),
    timeClock: () => timeClock,
    clock,
    timeZone: config.timeZone,
    // Late-bound like the time clock: the AI service is created below.
    triage: (report) => ai.triageNewTicket(report),
  });
  const ticketsQueue = createTicketsQueueService({
    db,
    repository: ticketsRepository,
    tickets,
    activity,
    clock,
    timeZone: config.timeZone,
  });
  // Issue 20: the chain's time rules, and breaks of the running session (decision 035).
  const timeSettings = createTimeSettingsService({
    db,
    repository: createTimeSettingsRepository(db),
    clock,
  });
  const timeClockRepository = createTimeClockRepository(db);
  const breaks = createTimeBreaksService({
    db,
    repository: createTimeBreaksRepository(db),
    sessions: timeClockRepository,
    timeSettings,
    clock,
  });
  const timeChangeGuard = createTimeChangeGuard({ db, timeZone: config.timeZone });
  const timeClock = createTimeClockService({
    db,
    repository: timeClockRepository,
    activity,
    tickets: () => tickets,
    clock,
    timeZone: config.timeZone,
    breaks,
    timeSettings,
    guard: timeChangeGuard,
    timesheets: () => timesheets,
  });
  // Issue 20: weekly timesheets, their approval and the 90 % overtime notice (decision 035).
  const timesheets = createTimesheetsService({
    db,
    repository: createTimesheetsRepository(db),
    clock,
    timeZone: config.timeZone,
  });
  registerOvertimeNoticeCheck(
    scheduler,
    createOvertimeNotice({ db, timesheets, notifications, clock }),
    schedulerMs || DEFAULT_CHECK_INTERVAL_MS,
  );
  // Issue 19: preventive maintenance generation and its minute check (decision 034).
  const pmGeneration = createPmGeneration({
    db,
    repository: createPmGenerationRepository(db),
    tickets,
    clock,
    timeZone: config.timeZone,
    log: app.log,
  });
  app.decorate('pmGeneration', pmGeneration);
  registerPmGenerationCheck(scheduler, pmGeneration, schedulerMs || DEFAULT_CHECK_INTERVAL_MS);
  // MODULE SERVICES: create each module's repository and service below.
  // Issue 20: pay periods (kept on schedule by a check) and the payroll export.
  const payPeriodsRepository = createPayPeriodsRepository(db);
  const payPeriods = createPayPeriodsService({
    db,
    repository: payPeriodsRepository,
    clock,
    timeZone: config.timeZone,
  });
  registerPayPeriodsCheck(scheduler, payPeriods, schedulerMs || DEFAULT_CHECK_INTERVAL_MS);
  // Issue 22, decision 037: repair costs, the spend report and the vendor scorecard (the chat
  // answers spend questions through the same service).
  const costs = createCostsService({
    repository: createCostsRepository(db),
    clock,
    timeZone: config.timeZone,
  });
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
    // Issue 23: the chat answers through the screens' services, bound once they exist.
    chatData: () => ({
      tickets,
      equipment,
      pmCompliance,
      timesheets,
      timeSettings,
      costs,
      vendors,
      dispatches,
    }),
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
    repository: usersRepository,
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
  const assignmentCandidates = createAssignmentCandidatesService({
    repository: createAssignmentCandidatesRepository(db),
    tickets,
    users,
    certifications,
    clock,
  });
  const technicianSignups = createTechnicianSignupsService({
    db,
    repository: createTechnicianSignupsRepository(db),
    users,
    certifications,
    activity,
    notifications,
    limiter: auth,
    clock,
  });
  const photos = createPhotosService({
    db,
    repository: photosRepository,
    tickets,
    activity,
    files,
    clock,
  });
  files.keepReferenced(photos.storageKeys);
  // The equipment register (issue 18); its photos are stored files too.
  const equipment = createEquipmentService({
    db,
    repository: createEquipmentRepository(db),
    activity,
    files,
    clock,
    timeZone: config.timeZone,
  });
  files.keepReferenced(equipment.photoStorageKeys);
  const pmCompliance = createPmComplianceService({
    repository: createPmComplianceRepository(db),
    clock,
    timeZone: config.timeZone,
  });
  // Issue 18: problem reports from equipment labels, approved into tickets.
  const maintenanceRequests = createMaintenanceRequestsService({
    db,
    repository: createMaintenanceRequestsRepository(db),
    tickets,
    photos: createPhotoCatalog({ repository: photosRepository }),
    activity,
    files,
    clock,
  });
  files.keepReferenced(maintenanceRequests.photoStorageKeys);
  // Issue 22: the vendor portal (token side of a dispatch); the dispatches module writes the
  // dispatch, bound late (it is built below).
  const vendorPortal = createVendorPortalService({
    db,
    repository: createVendorPortalRepository(db),
    tickets,
    photos: createPhotoCatalog({ repository: photosRepository }),
    activity,
    dispatches: () => dispatches,
    files,
    limiter: auth,
    clock,
  });
  // Before serving: finish or remove what a crash left between a file and its row (issue 13).
  app.addHook('onReady', async () => {
    const swept = await files.sweep();
    if (swept.completed + swept.removed > 0) app.log.info(swept, 'swept photo storage');
  });

  // Issue 22 (decision 037): outside vendors and the vendor settings; the dispatches and costs
  // modules read the settings through `vendors.vendorSettings()`.
  const vendors = createVendorsService({
    db,
    repository: createVendorsRepository(db),
    activity,
    clock,
    timeZone: config.timeZone,
  });

  // Ticket comments (issue 17); their history entries are what notifications are told of.
  const comments = createCommentsService({
    db,
    repository: createCommentsRepository(db),
    activity,
    clock,
  });

  // Issue 22 (decision 037): dispatching tickets to outside vendors, the admin side.
  const dispatches = createDispatchesService({
    db,
    repository: createDispatchesRepository(db),
    tickets,
    activity,
    clock,
    timeZone: config.timeZone,
    origin: mailLinkOrigin,
    // The vendor's e-mail goes through the notifications outbox's job (decision 032).
    queueMail: mailer
      ? (mail, executor) => jobs.enqueue(NOTIFICATION_MAIL_JOB, { ...mail }, { executor })
      : null,
    files,
  });
  files.keepReferenced(dispatches.invoiceFileKeys);
  registerDispatchEscalationCheck(scheduler, dispatches, schedulerMs || DEFAULT_CHECK_INTERVAL_MS);

  // Issue 18: the equipment CSV import and export.
  const equipmentImport = createEquipmentImportService({
    db,
    repository: createEquipmentImportRepository(db),
    activity,
    clock,
  });

  // Issue 19: preventive maintenance plans, templates, preview and due dates (pm-api).
  const pmPlans = createPmPlansService({
    db,
    repository: createPmPlansRepository(db),
    clock,
    timeZone: config.timeZone,
    // After create, edit, resume and apply: what is due within its lead time is generated at once.
    generateForPlan: (planId) => pmGeneration.generateForPlan(planId),
  });

  const calendarEvents = createCalendarEventsService({
    repository: createCalendarEventsRepository(db),
    clock,
    timeZone: config.timeZone,
  });

  // Live updates (decision 032): ticket changes go on the bus; one stream registry per instance.
  activity.announceWith(createLiveTicketEventsAnnouncer(bus));
  const notificationStream = createNotificationStream({
    repository: createNotificationStreamRepository(db),
    bus,
    sessions: auth,
    heartbeatMs: deps.streamHeartbeatMs ?? 20_000,
    log: app.log,
  });
  app.decorate('liveStreams', notificationStream);
  app.addHook('preClose', async () => {
    await notificationStream.close();
  });

  registerSession(app, { auth, config });
  registerPasswordChangeGate(app);
  const readCache = createReadCache({
    clock,
    bus,
    log: app.log,
    // On PostgreSQL several instances may share the data; the embedded database has one.
    shared: database.driver === 'postgres' ? createSharedEpoch(db) : undefined,
  });
  registerReadCache(app, readCache);
  // Issue 21 (decision 036 §4): a mutation with an Idempotency-Key runs once; after the session
  // hook and the password-change gate, so a signed-out or gated call stores nothing.
  const idempotency = createIdempotencyService({
    repository: createIdempotencyRepository(db),
    clock,
  });
  registerIdempotency(app, { idempotency });
  registerIdempotencyPrune(scheduler, idempotency);

  const startedAt = Date.now();
  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database, startedAt, timeZone: config.timeZone }));
      await api.register(authRoutes({ auth, config }));
      // MODULE ROUTES: register each module's route plugin below.
      await api.register(aiRoutes({ ai }));
      await api.register(dashboardRoutes({ dashboard }));
      await api.register(activityRoutes({ activity }));
      await api.register(ticketsRoutes({ tickets, activity }));
      await api.register(ticketsQueueRoutes({ queue: ticketsQueue }));
      // Issue 19: a ticket's checklist (ticks with who and when).
      await api.register(
        ticketChecklistRoutes({
          checklist: createTicketChecklistService({
            db,
            repository: createTicketChecklistRepository(db),
            tickets: ticketsRepository,
            activity,
            clock,
          }),
        }),
      );
      await api.register(assignmentCandidatesRoutes({ candidates: assignmentCandidates }));
      await api.register(photosRoutes({ photos }));
      await api.register(commentsRoutes({ comments }));
      await api.register(dispatchesRoutes({ dispatches }));
      await api.register(calendarEventsRoutes({ calendarEvents }));
      await api.register(locationsRoutes({ locations }));
      await api.register(categoriesRoutes({ categories }));
      await api.register(equipmentRoutes({ equipment, linkOrigin: config.linkOrigin }));
      await api.register(usersRoutes({ users }));
      await api.register(certificationsRoutes({ certifications }));
      await api.register(technicianSignupsRoutes({ signups: technicianSignups }));
      await api.register(timeClockRoutes({ timeClock }));
      // Issue 20: corrections of sessions, their history and correction requests.
      await api.register(
        timeSessionCorrectionsRoutes({
          corrections: createTimeSessionCorrectionsService({
            db,
            repository: createTimeSessionCorrectionsRepository(db),
            sessions: createTimeClockRepository(db),
            timeClock,
            guard: timeChangeGuard,
            notifications,
            clock,
            timeZone: config.timeZone,
          }),
        }),
      );
      await api.register(timesheetsRoutes({ timesheets }));
      await api.register(timeBreaksRoutes({ breaks, timeClock }));
      await api.register(settingsRoutes({ timeSettings }));
      await api.register(
        pmComplianceRoutes({
          compliance: pmCompliance,
        }),
      );
      await api.register(notificationsRoutes({ notifications }));
      await api.register(notificationMailRoutes({ mail: notificationMail.service }));
      await api.register(notificationStreamRoutes({ stream: notificationStream }));
      await api.register(equipmentImportRoutes({ equipmentImport }));
      await api.register(maintenanceRequestsRoutes({ requests: maintenanceRequests }));
      await api.register(vendorPortalRoutes({ portal: vendorPortal }));
      await api.register(pmPlansRoutes({ pmPlans }));
      await api.register(vendorsRoutes({ vendors }));
      await api.register(
        payrollRoutes({
          payPeriods,
          payrollExport: createPayrollExportService({
            repository: payPeriodsRepository,
            clock,
            timeZone: config.timeZone,
          }),
        }),
      );
      // Issue 22, decision 037: repair costs, the spend report and the vendor scorecard.
      await api.register(costsRoutes({ costs }));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, deps.webRoot);
  return app;
}
