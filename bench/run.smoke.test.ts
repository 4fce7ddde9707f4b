import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { describeWriteCost, measureWriteCost } from './live-updates.ts';

// Keeps `npm run bench` itself working (architecture §9): tiny data, 1 s runs, no browser scores. It
// checks that every endpoint was driven without errors and that the results file is written;
// speed is reported by the bench, never asserted here.
describe('npm run bench --smoke', () => {
  it('drives every endpoint without errors and writes the results file', () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'fixflow-bench-')), 'result.json');
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/run.ts',
        '--smoke',
        '--no-lighthouse',
        '--port',
        '3321',
        '--out',
        out,
      ],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' }, timeout: 240_000 },
    );
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('| Endpoint | req/s |');
    // Decision 032: the server held the open notification streams and said what they cost.
    expect(result.stdout).toMatch(/20 open streams: RSS \d+ MB at rest/);
    const written = JSON.parse(readFileSync(out, 'utf8')) as {
      results: {
        driver: string;
        endpoints: {
          name: string;
          requestsPerSecond: number;
          errors: number;
          non2xx: number;
          ceilingRequestsPerSecond?: number;
          sqlMs?: number;
        }[];
      }[];
      web: { login: { jsGzipBytes: number } };
    };
    const endpoints = written.results[0]?.endpoints ?? [];
    expect(endpoints.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'GET /api/tickets (admin, first page)',
        'GET /api/equipment (admin, first page)',
        'GET /api/equipment/{id}/history, fresh',
        'POST /api/time-clock/in + out',
        'POST /api/login',
      ]),
    );
    for (const endpoint of endpoints) {
      expect({ name: endpoint.name, failed: endpoint.errors + endpoint.non2xx }).toEqual({
        name: endpoint.name,
        failed: 0,
      });
      expect(endpoint.requestsPerSecond).toBeGreaterThan(0);
    }
    // A list's line compares it with the bare route of its answer's size and with its SQL alone:
    // both are measured (the bench's own routes once answered 401, and the columns stayed empty).
    const lists = endpoints.filter((endpoint) => endpoint.name.startsWith('GET /api/tickets'));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect({ name: list.name, ceiling: (list.ceilingRequestsPerSecond ?? 0) > 0 }).toEqual({
        name: list.name,
        ceiling: true,
      });
      expect({ name: list.name, sql: (list.sqlMs ?? 0) > 0 }).toEqual({
        name: list.name,
        sql: true,
      });
    }
    expect(written.web.login.jsGzipBytes).toBeGreaterThan(0);
  }, 300_000);
});

// Decision 032: the write-cost bench needs PostgreSQL (it creates and drops its own database). It throws
// when the listeners told nobody or the outbox queued no mail, so a green run means it measured
// the real paths; the figures themselves are only reported.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'npx tsx bench/live-updates.ts --write-cost',
  () => {
    it('times a ticket write without, with notifications and with their e-mail', async () => {
      const cost = await measureWriteCost(process.env.TEST_DATABASE_URL ?? '', 5);
      const lines = describeWriteCost(cost);
      expect(
        lines.map((line) => line.trim().replace(/\s+p50 -?[\d.]+ ms\s+p95 -?[\d.]+ ms$/, '')),
      ).toEqual([
        'ticket write',
        'with notifications',
        'added (budget p50 < 2 ms)',
        'with notifications+mail',
        'added with SMTP set',
      ]);
      for (const value of [cost.plainP50Ms, cost.notifiedP50Ms, cost.mailedP50Ms]) {
        expect(value).toBeGreaterThan(0);
      }
    }, 60_000);
  },
);
