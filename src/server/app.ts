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
import type { EventBus } from './integrations/event-bus.ts';
import { systemClock } from './integrations/clock.ts';
import type { LlmClient } from './integrations/llm-client.ts';
import type { Mailer } from './integrations/mailer.ts';
import type { PhotoStorage } from './integrations/photo-storage/photo-storage.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import { loggerOptions } from './lib/logger-options.ts';
import type { LogDestination } from './lib/logger-options.ts';
import { composeModules, moduleRoutes } from './module-composer.ts';
import type { TriageTraining } from './modules/ai/engine/triage-training-worker.ts';
import { ALL_MODULES } from './modules/all-modules.ts';
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
import { createPlatform } from './platform.ts';

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
  /**
   * How the triage model is trained away from the server's thread; by default a worker process
   * (tests share the models of identical inputs within a worker, decision 051).
   */
  triageTraining?: TriageTraining;
  /**
   * Only these modules (by folder name) and what they need: a test builds the slice it exercises.
   * By default every module. auth and idempotency always come: the session and replay plugins
   * ask them.
   */
  modules?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (decision 016); tests drain it with `app.jobs.runDue()`. */
    jobs: JobQueue;
    /** The scheduled checks; tests run them with `app.scheduler.runAll()`. */
    scheduler: Scheduler;
    /**
     * The events between instances; tests wait on it for the delivery of the events their writes
     * published, which arrive after the write has answered (LISTEN/NOTIFY).
     */
    events: EventBus;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The one composition root (architecture §3 rule 5): the platform every module uses, the
 * modules from their manifests (decision 041), then the plugins and routes.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
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

  const ctx = createPlatform(app, deps, clock);
  const composed = composeModules(
    ctx,
    ALL_MODULES,
    deps.modules && [...deps.modules, 'auth', 'idempotency'],
  );
  const { auth, idempotency } = composed.services;
  if (!auth || !idempotency) throw new Error('auth and idempotency are always composed');

  registerSession(app, { auth, config });
  registerPasswordChangeGate(app);
  registerReadCache(
    app,
    createReadCache({
      clock,
      bus: ctx.bus,
      log: app.log,
      // On PostgreSQL several instances may share the data; the embedded database has one.
      shared: database.driver === 'postgres' ? createSharedEpoch(database.db) : undefined,
    }),
  );
  // A mutation with an Idempotency-Key runs once (decision 036 §4); after the session hook and
  // the password-change gate, so a signed-out or gated call stores nothing.
  registerIdempotency(app, { idempotency });
  const routes = moduleRoutes(ALL_MODULES, composed, ctx);
  await app.register(
    async (api) => {
      for (const plugin of routes) await api.register(plugin);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, deps.webRoot);
  return app;
}
