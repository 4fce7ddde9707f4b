import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createDatabase } from '#server/db/database.ts';
import type { QueryObserver } from '#server/db/database.ts';

// The benchmark's server process: the real app (same plugins, same routes) plus two bench-only
// routes outside /api. `GET /__bench/ceiling?bytes=N` answers a constant JSON body of N bytes:
// the ceiling an endpoint of that answer size could reach. `POST /__bench/sql` captures the SQL an
// API call sends and replays it straight through the driver to time the database alone.

interface Captured {
  query: string;
  params: unknown[];
}
let capture: Captured[] | undefined;
// Every statement the process sends, counted so a capture can wait for the database to go quiet.
let statementsSent = 0;
const observer: QueryObserver = {
  logQuery(query, params) {
    statementsSent += 1;
    capture?.push({ query, params });
  },
};

/**
 * Resolves once no statement has been sent for a quarter of a second. A fresh line's load ends
 * with requests still running (autocannon stops at its deadline, the server finishes what it
 * began): captured beside them, their statements were replayed as the call's own, 98 statements
 * for the stats' 3 (issue 37, helper S).
 */
async function databaseQuiet(): Promise<void> {
  for (let round = 0; round < 40; round += 1) {
    const before = statementsSent;
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (statementsSent === before) return;
  }
}

// The bench measures the server as `npm start` runs it (scripts/start.js): production answers.
process.env.NODE_ENV ??= 'production';
const config = loadConfig();
const database = await createDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  observer,
});
await database.migrate();
const webRoot = fileURLToPath(new URL('../dist/web', import.meta.url));
const app = await buildApp({
  config,
  database,
  logger: false,
  webRoot: existsSync(webRoot) ? webRoot : undefined,
});

// Held as bytes, like the read cache's answers: sending a string would encode a copy per request.
const bodies = new Map<number, Buffer>();
function constantBody(bytes: number): Buffer {
  let body = bodies.get(bytes);
  if (!body) {
    // A JSON array of objects, like a list answer, padded to the exact size.
    const item = '{"id":"00000000-0000-0000-0000-000000000000","title":"constant"}';
    const items: string[] = [];
    let length = 2;
    while (length + item.length + 1 < bytes) {
      items.push(item);
      length += item.length + 1;
    }
    const text = `[${items.join(',')}]`;
    body = Buffer.from(text.padEnd(Math.max(bytes, text.length), ' '));
    bodies.set(bytes, body);
  }
  return body;
}

// The bench's own routes answer without a session (the bench server listens on 127.0.0.1 only):
// the app refuses a signed-out call to any route not marked public, and these three answered 401,
// so the ceiling measured refusals and the SQL replay timed nothing, unseen (issue 37).
const BENCH_ROUTE = { config: { isPublic: true } };

app.get('/__bench/ceiling', BENCH_ROUTE, async (request, reply) => {
  const bytes = Math.min(
    10_000_000,
    Math.max(2, Number((request.query as { bytes?: string }).bytes ?? 2)),
  );
  return reply.type('application/json; charset=utf-8').send(constantBody(bytes));
});

// Where the server's memory is (the bench reports RSS; this says which part grew).
app.get('/__bench/memory', BENCH_ROUTE, async () => {
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  return {
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
  };
});

app.post('/__bench/sql', BENCH_ROUTE, async (request) => {
  const { method, url, cookie, body, iterations, isFull } = request.body as {
    method: 'GET' | 'POST';
    url: string;
    cookie: string;
    body?: unknown;
    iterations: number;
    /** Answers each statement whole with its parameters (to EXPLAIN it; decision 042). */
    isFull?: boolean;
  };
  await databaseQuiet();
  capture = [];
  const response = await app.inject({
    method,
    url,
    // Computed now, not served from the read cache, so the statements are seen.
    headers: { cookie, 'cache-control': 'no-cache' },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  const queries = capture;
  capture = undefined;
  // Warm up, then time the captured statements back to back.
  for (const query of queries) await database.executeRaw(query.query, query.params);
  const started = process.hrtime.bigint();
  for (let round = 0; round < iterations; round += 1) {
    for (const query of queries) await database.executeRaw(query.query, query.params);
  }
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    status: response.statusCode,
    queries: queries.length,
    msPerRequest: elapsedMs / iterations,
    statements: queries.map((query) => (isFull === true ? query : query.query.slice(0, 200))),
  };
});

async function shutdown() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
process.stdout.write(`bench server ready on ${String(config.port)}\n`);
