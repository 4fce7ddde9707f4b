import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import type { Clock } from '../integrations/clock.ts';
import type { EventBus } from '../integrations/event-bus.ts';
import type { LlmClient } from '../integrations/llm-client.ts';
import type { Mailer } from '../integrations/mailer.ts';
import type { PhotoStorage } from '../integrations/photo-storage/photo-storage.ts';
import type { JobHandler, JobKindOptions, JobQueue } from '../jobs/job-queue.ts';
import type { ScheduledCheck, Scheduler } from '../jobs/scheduler.ts';
import type { ActivityListener } from './activity/activity.service.ts';
import type { TriageTraining } from './ai/engine/triage-training-worker.ts';
import type { ServiceName, Services } from './services.ts';

// A module's manifest (docs/decisions/041, architecture §3): the one file that says what a server
// module provides and needs. app.ts only composes the manifests: the composer creates services in
// dependency order and refuses a cycle at start, naming it.

/**
 * Where a module sits, bottom to top. A module needs only modules of its own layer or below
 * (tests/architecture/module-graph.test.ts fails on an arrow that points back up); the layers below
 * reach the ones above only through the hooks they offer (listeners, `on…` registrations).
 */
export const MODULE_LAYERS = ['foundation', 'people', 'access', 'work', 'insight'] as const;
export type ModuleLayer = (typeof MODULE_LAYERS)[number];

/** What every module may use: the platform app.ts builds before any module. */
export interface ModuleContext {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  timeZone: string;
  log: FastifyBaseLogger;
  bus: EventBus;
  jobs: JobQueue;
  scheduler: Scheduler;
  /** Photo, invoice and equipment files (decision 014). */
  storage: PhotoStorage;
  /** Sends e-mail, or null when none is configured. */
  mailer: Mailer | null;
  /** The origin of links in e-mails: config.linkOrigin, never a request's Host header. */
  linkOrigin: string;
  /** Whether this instance works the job queue (false in tests, which drain it by hand). */
  jobsPolled: boolean;
  /** When this instance was built (Date.now()). */
  startedAt: number;
  /** The interval of a scheduled check that names none. */
  checkEveryMs: number;
  /** The injected LLM (undefined: from config; null: the built-in engine only). */
  llm: LlmClient | null | undefined;
  /** How often live streams send a heartbeat and re-check their session. */
  streamHeartbeatMs: number;
  /** The injected triage training (undefined: a worker process). */
  triageTraining: TriageTraining | undefined;
}

/** A periodic check; `everyMs` defaults to the app's check interval. */
export interface ModuleCheck {
  name: string;
  everyMs?: number;
  run: ScheduledCheck;
}

export interface ModuleJob {
  name: string;
  handler: JobHandler;
  options?: JobKindOptions;
}

/** A source of storage keys a module's rows still reference: the start-up sweep keeps them. */
export type StoredFileKeys = () => Promise<Iterable<string>>;

export interface ModuleManifest<
  P extends ServiceName = ServiceName,
  N extends ServiceName = never,
> {
  /** The folder under src/server/modules. */
  name: string;
  layer: ModuleLayer;
  /** Services of other modules this one uses, by name. */
  needs: readonly N[];
  /** Creates this module's services; `needs` holds exactly the named services. */
  create(ctx: ModuleContext, needs: Pick<Services, N>): Pick<Services, P>;
  /** Its route plugins, registered under /api in manifest order. */
  routes?(services: Pick<Services, P | N>, ctx: ModuleContext): FastifyPluginAsyncZod[];
  /** Told of each ticket-history entry inside its transaction (decision 032). */
  activityListeners?(services: Pick<Services, P | N>, ctx: ModuleContext): ActivityListener[];
  checks?(services: Pick<Services, P | N>, ctx: ModuleContext): ModuleCheck[];
  jobs?(services: Pick<Services, P | N>, ctx: ModuleContext): ModuleJob[];
  /** The storage keys its rows own (decision 014's sweep keeps referenced files). */
  storedFileKeys?(services: Pick<Services, P | N>): StoredFileKeys[];
  /** Anything else at start: hooks on the app, registrations on the services it needs. */
  start?(services: Pick<Services, P | N>, ctx: ModuleContext): void;
  /** Its permission policy in the contract (one file, architecture §12). */
  policy?: string;
  /**
   * 'cross-database': its API tests also run on the other database (SQL of its own that
   * differs between PGlite and PostgreSQL); 'one-database': once (decision 038).
   */
  testTier: 'cross-database' | 'one-database';
}

/** Any module's manifest, as the composer sees it. */
export interface AnyModuleManifest {
  name: string;
  layer: ModuleLayer;
  needs: readonly ServiceName[];
  create(ctx: ModuleContext, needs: Partial<Services>): Partial<Services>;
  routes?(services: Partial<Services>, ctx: ModuleContext): FastifyPluginAsyncZod[];
  activityListeners?(services: Partial<Services>, ctx: ModuleContext): ActivityListener[];
  checks?(services: Partial<Services>, ctx: ModuleContext): ModuleCheck[];
  jobs?(services: Partial<Services>, ctx: ModuleContext): ModuleJob[];
  storedFileKeys?(services: Partial<Services>): StoredFileKeys[];
  start?(services: Partial<Services>, ctx: ModuleContext): void;
  policy?: string;
  testTier: 'cross-database' | 'one-database';
  /** Filled by defineModule: the service names `create` answers. */
  provides: readonly ServiceName[];
}

/**
 * Declares a module. `provides` lists the names `create` answers (checked by the types and again
 * by the composer), so the dependency order is known before anything is created.
 */
export function defineModule<P extends ServiceName, N extends ServiceName = never>(
  manifest: ModuleManifest<P, N> & { provides: readonly P[] },
): AnyModuleManifest {
  return manifest;
}
