import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';

import { createDatabase } from '#server/db/database.ts';
import { categories, jobs, locations, notifications, tickets, users } from '#server/db/schema.ts';
import { seedInitialData } from '#server/db/seed.ts';
import { systemClock } from '#server/integrations/clock.ts';
import { createEventBus } from '#server/integrations/event-bus.ts';
import { createJobQueue } from '#server/jobs/job-queue.ts';
import { createActivityRepository } from '#server/modules/activity/activity.repository.ts';
import { createActivityService } from '#server/modules/activity/activity.service.ts';
import { createLiveTicketEventsAnnouncer } from '#server/modules/notifications/live-ticket-events.ts';
import { createNotificationMailOutbox } from '#server/modules/notifications/notification-mail-outbox.ts';
import type { NotificationMailQueue } from '#server/modules/notifications/notification-mail-queue.ts';
import { createNotificationMailRepository } from '#server/modules/notifications/notification-mail.repository.ts';
import { createNotificationsRepository } from '#server/modules/notifications/notifications.repository.ts';
import { createNotificationsService } from '#server/modules/notifications/notifications.service.ts';
import { dropTestDatabase } from '#tests/helpers/drop-database.ts';

// Decision 032 benchmarks (decision 032), part of `npm run bench` (bench/run.ts) and runnable alone:
//   npx tsx bench/live-updates.ts --write-cost   what telling people adds to a ticket write, on
//                                               PostgreSQL (DATABASE_URL), p50/p95
//   npx tsx bench/live-updates.ts --streams 1000 RSS of a server holding that many open streams

const root = fileURLToPath(new URL('..', import.meta.url));
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export interface WriteCost {
  rounds: number;
  plainP50Ms: number;
  plainP95Ms: number;
  notifiedP50Ms: number;
  notifiedP95Ms: number;
  /** The same with SMTP configured: the recipient has an address, the mail goes to the outbox. */
  mailedP50Ms: number;
  mailedP95Ms: number;
}

/**
 * What telling people adds to a ticket write, on PostgreSQL: the same transaction (the ticket
 * updated, its status change recorded) through an activity service without listeners and through
 * one with the app's real listeners (notifications: recipients, rows, outbox, bus; live refresh),
 * alternating so both see the same database state. The change tells the ticket's submitter and the
 * store's manager, as a status change does. A third path does the same with SMTP configured: the
 * manager has an address, so each write also queues an e-mail in the outbox.
 */
export async function measureWriteCost(adminUrl: string, rounds: number): Promise<WriteCost> {
  const name = `fixflow_bench_live_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
  const log = pino({ level: 'silent' });
  const bus = createEventBus({ database, log });
  try {
    await database.migrate();
    await seedInitialData(database.db, { adminUsername: 'admin', adminPassword: 'bench-password' });
    const db = database.db;
    const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    const [adminUser] = await db.select({ id: users.id }).from(users).limit(1);
    if (!location || !category || !adminUser) throw new Error('no seed');
    const people = await db
      .insert(users)
      .values(
        ['manager', 'technician'].map((role, index) => ({
          name: `Bench ${role}`,
          username: `bench-${role}-${String(index)}`,
          passwordHash: 'x',
          role: role as 'manager' | 'technician',
          locationId: role === 'manager' ? location.id : null,
          email: `bench-${role}@example.com`,
        })),
      )
      .returning({ id: users.id, role: users.role });
    const manager = people.find((person) => person.role === 'manager');
    const technician = people.find((person) => person.role === 'technician');
    if (!manager || !technician) throw new Error('no people');
    const [ticket] = await db
      .insert(tickets)
      .values({
        title: 'Bench ticket',
        description: 'Bench',
        locationId: location.id,
        categoryId: category.id,
        priority: 'medium',
        submittedBy: manager.id,
        assignedTo: technician.id,
      })
      .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber });
    if (!ticket) throw new Error('no ticket');

    const timeZone = 'America/New_York';
    const activityService = () =>
      createActivityService({ repository: createActivityRepository(db), timeZone });
    /** An activity service with the app's listeners: notifications (and their e-mail) and live. */
    const telling = (mail: NotificationMailQueue | undefined) => {
      const activity = activityService();
      const notificationsService = createNotificationsService({
        db,
        repository: createNotificationsRepository(db),
        bus,
        clock: systemClock,
        timeZone,
        emailAvailable: mail !== undefined,
        ...(mail ? { mail } : {}),
        describeActivity: () => 'Bench',
      });
      activity.onRecorded(notificationsService.activityListener);
      activity.announceWith(createLiveTicketEventsAnnouncer(bus));
      return activity;
    };
    const plainActivity = activityService();
    const notifiedActivity = telling(undefined);
    const mailedActivity = telling(
      createNotificationMailOutbox({
        repository: createNotificationMailRepository(db),
        jobs: createJobQueue({ db, clock: systemClock, log }),
        origin: 'http://bench.example',
      }),
    );

    const statuses = ['in-progress', 'waiting-for-parts'] as const;
    let round = 0;
    const timeWrite = async (activityService: typeof plainActivity): Promise<number> => {
      round += 1;
      const from = statuses[round % 2] ?? 'in-progress';
      const to = statuses[(round + 1) % 2] ?? 'waiting-for-parts';
      const started = performance.now();
      await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(tickets)
          .set({ status: to, updatedAt: now })
          .where(eq(tickets.id, ticket.id));
        // The technician changes the status: the submitter (manager) is told, not the actor.
        await activityService.record(
          {
            actorId: technician.id,
            ticketId: ticket.id,
            kind: 'ticket.status_changed',
            details: { ticketNumber: ticket.ticketNumber, from, to },
            createdAt: now,
          },
          tx,
        );
      });
      return performance.now() - started;
    };
    for (let warm = 0; warm < 50; warm += 1) {
      await timeWrite(plainActivity);
      await timeWrite(notifiedActivity);
      await timeWrite(mailedActivity);
    }
    const plain: number[] = [];
    const notified: number[] = [];
    const mailed: number[] = [];
    for (let index = 0; index < rounds; index += 1) {
      plain.push(await timeWrite(plainActivity));
      notified.push(await timeWrite(notifiedActivity));
      mailed.push(await timeWrite(mailedActivity));
    }
    const told = await db.$count(notifications);
    if (told === 0) throw new Error('the listeners told nobody: the bench measures nothing');
    const queued = await db.$count(jobs);
    if (queued < rounds) throw new Error('the outbox queued no mail: the bench measures nothing');
    for (const times of [plain, notified, mailed]) times.sort((a, b) => a - b);
    return {
      rounds,
      plainP50Ms: percentile(plain, 50),
      plainP95Ms: percentile(plain, 95),
      notifiedP50Ms: percentile(notified, 50),
      notifiedP95Ms: percentile(notified, 95),
      mailedP50Ms: percentile(mailed, 50),
      mailedP95Ms: percentile(mailed, 95),
    };
  } finally {
    await bus.close();
    await database.close();
    // An autovacuum worker on the scratch database can make `with (force)` fail: the helper falls back.
    await dropTestDatabase(admin, name);
    await admin.end();
  }
}

export function describeWriteCost(cost: WriteCost): string[] {
  const row = (label: string, p50: number, p95: number) =>
    `  ${label.padEnd(24)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms`;
  return [
    row('ticket write', cost.plainP50Ms, cost.plainP95Ms),
    row('with notifications', cost.notifiedP50Ms, cost.notifiedP95Ms),
    row(
      'added (budget p50 < 2 ms)',
      cost.notifiedP50Ms - cost.plainP50Ms,
      cost.notifiedP95Ms - cost.plainP95Ms,
    ),
    row('with notifications+mail', cost.mailedP50Ms, cost.mailedP95Ms),
    row(
      'added with SMTP set',
      cost.mailedP50Ms - cost.plainP50Ms,
      cost.mailedP95Ms - cost.plainP95Ms,
    ),
  ];
}

export interface OpenStreams {
  count: number;
  atRestMb: number;
  heldMb: number;
}

/**
 * The server's memory at rest and holding `count` open notification streams. The data directory is
 * created by a first start, which is stopped: creating and migrating the embedded database holds
 * some 500 MB more for the first minute, until V8's memory reducer runs (decision 042, "the first
 * start's memory settles"), and measured in that minute both figures moved with the reducer rather
 * than with the streams (561 MB at rest, 527 held in one run). The second start is a server as it
 * runs every day after the first.
 */
export async function measureOpenStreams(count: number): Promise<OpenStreams> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixflow-bench-live-'));
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const creating = await startServer(dataDir, agent);
    await creating.stop();
    const server = await startServer(dataDir, agent);
    try {
      const login = await server.request(
        'POST',
        '/api/login',
        { 'content-type': 'application/json' },
        JSON.stringify({ username: 'admin', password: 'bench-password-1' }),
      );
      login.resume();
      const cookie = (login.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const atRest = rssMb(server.pid);
      const open: http.IncomingMessage[] = [];
      for (let index = 0; index < count; index += 1) {
        const response = await server.request('GET', '/api/notifications/stream', { cookie });
        if (response.statusCode !== 200) throw new Error(`stream ${String(response.statusCode)}`);
        response.on('data', () => undefined);
        open.push(response);
      }
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const held = rssMb(server.pid);
      for (const response of open) response.destroy();
      return { count, atRestMb: atRest, heldMb: held };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** An embedded server on `dataDir` (the admin's password set on its first start), once it answers. */
async function startServer(dataDir: string, agent: http.Agent) {
  const port = 4700 + Math.floor(Math.random() * 200);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-password-1',
  };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src/server/main.ts')],
    { env, stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const request = (
    method: string,
    urlPath: string,
    headers: Record<string, string>,
    body?: string,
  ) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent });
      req.on('response', resolve);
      req.on('error', reject);
      req.end(body);
    });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${String(child.exitCode)})`);
      try {
        const health = await request('GET', '/api/health', {});
        health.resume();
        if (health.statusCode === 200) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid ?? 0, request, stop };
}

export function describeOpenStreams(streams: OpenStreams): string {
  const added = streams.heldMb - streams.atRestMb;
  // RSS can fall while the streams open (the collector ran): then the streams cost nothing more.
  const sign = added < 0 ? '-' : '+';
  return `  ${String(streams.count)} open streams: RSS ${streams.atRestMb.toFixed(0)} MB at rest, ${streams.heldMb.toFixed(0)} MB held, ${sign}${Math.abs(added).toFixed(0)} MB (budget: < 100 MB)`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      'write-cost': { type: 'boolean', default: false },
      streams: { type: 'string' },
      rounds: { type: 'string', default: '1000' },
    },
  });
  if (args['write-cost']) {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('--write-cost needs DATABASE_URL (PostgreSQL)');
    for (const line of describeWriteCost(await measureWriteCost(adminUrl, Number(args.rounds))))
      console.log(line);
  }
  if (args.streams)
    console.log(describeOpenStreams(await measureOpenStreams(Number(args.streams))));
}
