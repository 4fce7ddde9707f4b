import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { eq, sql } from 'drizzle-orm';
import pg from 'pg';

import { createDatabase } from '#server/db/database.ts';
import {
  activity,
  categories,
  locations,
  notifications,
  tickets,
  users,
} from '#server/db/schema.ts';
import { seedInitialData } from '#server/db/seed.ts';
import { EVENTS_CHANNEL } from '#server/integrations/event-bus.ts';

// Issue 17 benchmarks (decision 032), apart from bench/run.ts:
//   npx tsx bench/live-updates.ts --write-cost   the cost notifications add to a ticket write on
//                                               PostgreSQL (DATABASE_URL), p50/p95, with vs without
//   npx tsx bench/live-updates.ts --streams 1000 RSS of a server holding that many open streams
// The write-cost stand-in stores one notification and publishes notifications.created and
// ticket.changed in the writing transaction, as notify-core's listener and the live listener do.
// HOOK: once notify-core is merged, measure with its real listener in `withListeners`.

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    'write-cost': { type: 'boolean', default: false },
    streams: { type: 'string' },
    rounds: { type: 'string', default: '400' },
  },
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function writeCost(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('--write-cost needs DATABASE_URL (PostgreSQL)');
  const name = `fixflow_bench_live_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
  try {
    await database.migrate();
    await seedInitialData(database.db, { adminUsername: 'admin', adminPassword: 'bench-password' });
    const db = database.db;
    const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    if (!location || !category || !user) throw new Error('no seed');
    const [ticket] = await db
      .insert(tickets)
      .values({
        title: 'Bench ticket',
        description: 'Bench',
        locationId: location.id,
        categoryId: category.id,
        priority: 'medium',
        submittedBy: user.id,
      })
      .returning({ id: tickets.id });
    if (!ticket) throw new Error('no ticket');
    const rounds = Number(args.rounds);
    const timeWrite = async (withListeners: boolean): Promise<number> => {
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.update(tickets).set({ updatedAt: new Date() }).where(eq(tickets.id, ticket.id));
        await tx.insert(activity).values({
          actorId: user.id,
          ticketId: ticket.id,
          kind: 'ticket.status_changed',
          details: {},
          createdAt: new Date(),
        });
        if (!withListeners) return;
        await tx.insert(notifications).values({
          userId: user.id,
          kind: 'ticket.status_changed',
          ticketId: ticket.id,
          text: 'Bench changed #1',
          link: `/tickets/${ticket.id}`,
        });
        const publish = (event: object) =>
          tx.execute(
            sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ origin: 'bench', event })})`,
          );
        await publish({ type: 'notifications.created', userIds: [user.id] });
        await publish({ type: 'ticket.changed', ticketId: ticket.id, comment: false });
      });
      return performance.now() - started;
    };
    const plain: number[] = [];
    const listened: number[] = [];
    for (let round = 0; round < 50; round += 1) await timeWrite(round % 2 === 0); // warm up
    for (let round = 0; round < rounds; round += 1) {
      plain.push(await timeWrite(false));
      listened.push(await timeWrite(true));
    }
    plain.sort((a, b) => a - b);
    listened.sort((a, b) => a - b);
    const row = (label: string, values: number[]) =>
      `${label.padEnd(22)} p50 ${percentile(values, 50).toFixed(2)} ms  p95 ${percentile(values, 95).toFixed(2)} ms`;
    console.log(row('ticket write', plain));
    console.log(row('with notifications', listened));
    console.log(
      `added                  p50 ${(percentile(listened, 50) - percentile(plain, 50)).toFixed(2)} ms  p95 ${(percentile(listened, 95) - percentile(plain, 95)).toFixed(2)} ms  (budget: p50 < 2 ms)`,
    );
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

async function openStreams(count: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixflow-bench-live-'));
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
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
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
      try {
        const health = await request('GET', '/api/health', {});
        health.resume();
        if (health.statusCode === 200) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const login = await request(
      'POST',
      '/api/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ username: 'admin', password: 'bench-password-1' }),
    );
    login.resume();
    const cookie = (login.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    const pid = child.pid ?? 0;
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const atRest = rssMb(pid);
    const open: http.IncomingMessage[] = [];
    for (let index = 0; index < count; index += 1) {
      const response = await request('GET', '/api/notifications/stream', { cookie });
      if (response.statusCode !== 200) throw new Error(`stream ${String(response.statusCode)}`);
      response.on('data', () => undefined);
      open.push(response);
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const held = rssMb(pid);
    console.log(
      `${String(count)} open streams: RSS ${atRest.toFixed(0)} MB at rest, ${held.toFixed(0)} MB held, +${(held - atRest).toFixed(0)} MB (budget: < 100 MB)`,
    );
    for (const response of open) response.destroy();
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (args['write-cost']) await writeCost();
if (args.streams) await openStreams(Number(args.streams));
