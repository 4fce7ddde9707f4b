import type { FastifyInstance } from 'fastify';

import type { AppDeps } from './app.ts';
import type { Clock } from './integrations/clock.ts';
import { EMBEDDED_UPKEEP_EVERY_MS, runEmbeddedUpkeep } from './db/embedded-upkeep.ts';
import { createEventBus } from './integrations/event-bus.ts';
import { createSmtpMailer } from './integrations/mailer.ts';
import { createPhotoStorage } from './integrations/photo-storage/create-photo-storage.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createScheduler, DEFAULT_CHECK_INTERVAL_MS } from './jobs/scheduler.ts';
import type { ModuleContext } from './modules/module-manifest.ts';

/** The event bus, job queue, scheduler, storage and mailer, started and stopped with the app. */
export function createPlatform(app: FastifyInstance, deps: AppDeps, clock: Clock): ModuleContext {
  const { config, database } = deps;
  const db = database.db;
  // Events between instances (LISTEN/NOTIFY): caches and live streams follow writes made elsewhere.
  const bus = createEventBus({ database, log: app.log });
  app.decorate('events', bus);
  app.addHook('onReady', async () => {
    await bus.start();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
  // Durable background jobs shared by every instance (decision 016).
  const jobs = createJobQueue({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  const jobPollMs = deps.jobPollMs ?? 2000;
  if (jobPollMs !== false) {
    app.addHook('onReady', async () => {
      jobs.start(jobPollMs);
    });
  }
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const scheduler = createScheduler({ clock, log: app.log });
  app.decorate('scheduler', scheduler);
  if (database.driver === 'pglite') {
    // The embedded database has no autovacuum (issue 37): this pass does its work. PostgreSQL
    // servers run their own.
    scheduler.register('embedded database upkeep', EMBEDDED_UPKEEP_EVERY_MS, async () => {
      const pass = await runEmbeddedUpkeep(db);
      if (pass.vacuumed.length > 0 || pass.analyzed.length > 0) {
        app.log.info(pass, 'embedded database upkeep');
      }
    });
  }
  const schedulerMs = deps.schedulerMs ?? DEFAULT_CHECK_INTERVAL_MS;
  if (schedulerMs !== false) {
    app.addHook('onReady', async () => {
      scheduler.start(schedulerMs);
    });
  }
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
  return {
    app,
    config,
    database,
    db,
    clock,
    timeZone: config.timeZone,
    log: app.log,
    bus,
    jobs,
    scheduler,
    storage: deps.storage ?? createPhotoStorage(config.photoStorage, db),
    mailer:
      deps.mailer !== undefined
        ? deps.mailer
        : config.mail
          ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
          : null,
    // Links in e-mails: config.linkOrigin, never a request's Host header. With HOST on every
    // interface and no PUBLIC_ORIGIN there is no address to give: this machine's own name.
    linkOrigin: config.linkOrigin ?? `http://localhost:${String(config.port)}`,
    jobsPolled: jobPollMs !== false,
    llm: deps.ai,
    streamHeartbeatMs: deps.streamHeartbeatMs ?? 20_000,
    triageTraining: deps.triageTraining,
    startedAt: Date.now(),
    checkEveryMs: schedulerMs || DEFAULT_CHECK_INTERVAL_MS,
  };
}
