import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import type { UserRole } from '#contract/constants.ts';
import type { User } from '#contract/schemas/user.ts';
import type { AppDeps } from '#server/app.ts';
import { buildApp } from '#server/app.ts';
import { parseConfig } from '#server/config.ts';
import type { AppConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { seedInitialData } from '#server/db/seed.ts';
import type { AdjustableClock } from '#server/integrations/clock.ts';
import { fixedClock } from '#server/integrations/clock.ts';

import type { CreateUserOverrides } from './factories.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';
import { sharedTriageTraining } from './shared-triage-training.ts';
import { createTestDatabase } from './test-database.ts';

export const ADMIN_PASSWORD = 'admin-password';
/** A Tuesday morning in the business time zone of the tests. */
export const DEFAULT_NOW = '2026-01-06T14:00:00.000Z';
export const TEST_TIME_ZONE = 'America/New_York';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  clock: AdjustableClock;
  dataDir: string;
  /**
   * Resolves once every event published before the call has reached this app's subscribers. An
   * event arrives after the write that published it has answered (LISTEN/NOTIFY), and each one
   * empties the read cache: a test that asserts a cache hit waits for the writes before it first.
   */
  eventsDelivered(): Promise<void>;
  close(): Promise<void>;
}

export interface BuildTestAppOptions {
  now?: string;
  /**
   * A database another test app already uses (a second instance): it is neither seeded nor
   * closed by this app.
   */
  database?: DatabaseHandle;
  env?: Record<string, string>;
  deps?: Partial<Omit<AppDeps, 'config' | 'database' | 'clock'>>;
}

/**
 * The real app on a fresh migrated database with the first start's seed (admin, five stores,
 * eight categories), a fixed clock and a temporary data dir.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fixflow-test-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TZ: TEST_TIME_ZONE,
    ADMIN_PASSWORD,
    ...options.env,
  });
  if (!shared) {
    await seedInitialData(database.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD });
  }
  const clock = fixedClock(options.now ?? DEFAULT_NOW);
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    triageTraining: sharedTriageTraining,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    dataDir,
    eventsDelivered: () => eventsDelivered(app),
    async close() {
      await app.close();
      if (!shared) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Publishes a probe and waits for it: notifications reach a listener in the order they were sent,
 * so every event published before the probe has been delivered when it arrives.
 */
async function eventsDelivered(app: FastifyInstance): Promise<void> {
  const probe = { type: 'test.events-delivered', id: randomUUID() };
  let unsubscribe = (): void => undefined;
  const arrived = new Promise<void>((resolve) => {
    unsubscribe = app.events.subscribe({
      onEvent({ event }) {
        if (event.type === probe.type && event.id === probe.id) resolve();
      },
    });
  });
  try {
    await app.events.publish(probe);
    await arrived;
  } finally {
    unsubscribe();
  }
}

/** Signs in and answers the Cookie header value for later requests. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(
      `sign-in as ${username} failed: ${String(response.statusCode)} ${response.body}`,
    );
  }
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  return `sid=${cookie.value}`;
}

export interface Actor {
  user: User;
  cookie: string;
  /** app.inject with this actor's session cookie. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function actorFor(app: FastifyInstance, user: User, password: string): Promise<Actor> {
  const cookie = await signIn(app, user.username, password);
  return {
    user,
    cookie,
    request: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
}

export interface TestContext extends TestApp {
  admin: Actor;
  manager: Actor;
  technician: Actor;
  /** Creates another user of a role and signs them in. */
  newActor(role: UserRole, overrides?: CreateUserOverrides): Promise<Actor>;
  /** A request without any session. */
  anonymous(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A test app with one signed-in admin, a Downtown manager and a technician. */
export async function createTestContext(options: BuildTestAppOptions = {}): Promise<TestContext> {
  const testApp = await buildTestApp(options);
  const { app, database } = testApp;
  const adminUser = (
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    })
  ).json<User>();
  const admin = await actorFor(app, adminUser, ADMIN_PASSWORD);
  const managerUser = await createUser(database.db, {
    role: 'manager',
    username: 'manager',
    location: 'Downtown',
  });
  const technicianUser = await createUser(database.db, { role: 'technician', username: 'tech' });
  return {
    ...testApp,
    admin,
    manager: await actorFor(app, managerUser, TEST_PASSWORD),
    technician: await actorFor(app, technicianUser, TEST_PASSWORD),
    async newActor(role, overrides) {
      const user = await createUser(database.db, { role, ...overrides });
      return actorFor(app, user, overrides?.password ?? TEST_PASSWORD);
    },
    anonymous: (requestOptions) => app.inject(requestOptions),
  };
}
