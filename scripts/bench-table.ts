import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { format, resolveConfig } from 'prettier';

import type { DriverResult, EndpointResult } from '../bench/result-types.ts';
import { REPO_ROOT } from './build-staleness.ts';

// Issue 37: the README's performance table is regenerated from bench result files, not typed in, so
// every figure it shows is one a run wrote, with the run's date and the machine's load beside it.
//
//   npx tsx scripts/bench-table.ts --embedded bench/results/a.json --postgres bench/results/b.json
//   ... --write    replaces the table between the README's bench-table markers
//
// One file may hold both databases (a run with DATABASE_URL and without --postgres-only).

interface BenchFile {
  date: string;
  machine?: { cpus: number; loadAtStart: number; loadAtEnd: number };
  results: DriverResult[];
  runtimes?: {
    runtime: string;
    /** Absent in runs before the embedded server was measured too: PostgreSQL. */
    driver?: 'pglite' | 'postgres';
    restRssMb: number;
    /** Runs from 2026-12-01: the first five seconds after start-up, before the memory reducer. */
    earlyRestRssMb?: number;
    loadRssMb: number;
    listLoadRssMb?: number;
    signInLoadRssMb?: number;
  }[];
  web?: {
    login?: { jsGzipBytes: number };
    dashboard?: { jsGzipBytes: number };
    lighthouse?: { page: string; formFactor: string; performance: number; accessibility: number }[];
  };
}

const START = '<!-- bench-table:start -->';
const END = '<!-- bench-table:end -->';

const args = parseArgs({
  options: {
    embedded: { type: 'string' },
    postgres: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
}).values;

function load(file: string | undefined): BenchFile | undefined {
  if (!file) return undefined;
  return JSON.parse(readFileSync(path.resolve(file), 'utf8')) as BenchFile;
}

const embeddedFile = load(args.embedded);
const postgresFile = load(args.postgres);
if (!embeddedFile && !postgresFile) {
  process.stderr.write(
    'Give --embedded and/or --postgres: bench result files (bench/results/*.json)\n',
  );
  process.exit(2);
}

function endpointsOf(file: BenchFile | undefined, driver: 'pglite' | 'postgres'): EndpointResult[] {
  return file?.results.find((result) => result.driver === driver)?.endpoints ?? [];
}

const embedded = endpointsOf(embeddedFile ?? postgresFile, 'pglite');
const postgres = endpointsOf(postgresFile ?? embeddedFile, 'postgres');

/** Every endpoint in the order the bench ran them, embedded's first, then any only PostgreSQL ran. */
const names = [...new Set([...embedded, ...postgres].map((endpoint) => endpoint.name))];

function cells(endpoint: EndpointResult | undefined): string[] {
  if (!endpoint) return ['—', '—', '—', '—'];
  const failed = endpoint.errors + endpoint.non2xx;
  const rate =
    endpoint.requestsPerSecond === 0
      ? '0 (none answered)'
      : `${Math.round(endpoint.requestsPerSecond).toLocaleString('en-US')}${failed > 0 ? ` (${String(failed)} failed)` : ''}`;
  return [
    rate,
    endpoint.requestsPerSecond === 0
      ? '—'
      : `${String(endpoint.p50Ms)} / ${String(endpoint.p99Ms)}`,
    endpoint.sqlMs === undefined ? '—' : endpoint.sqlMs.toFixed(1),
    endpoint.loadAverage === undefined ? '—' : endpoint.loadAverage.toFixed(1),
  ];
}

function runLine(label: string, file: BenchFile | undefined, fileName: string | undefined): string {
  if (!file || !fileName) return `${label}: not run.`;
  const machine = file.machine
    ? `, ${String(file.machine.cpus)} cores, load ${file.machine.loadAtStart.toFixed(1)} at the start and ${file.machine.loadAtEnd.toFixed(1)} at the end`
    : ', load not recorded by this run';
  return `${label}: \`${path.relative(REPO_ROOT, path.resolve(fileName))}\` (${file.date.slice(0, 16).replace('T', ' ')} UTC${machine}).`;
}

const lines: string[] = [
  START,
  '',
  `${runLine('Embedded', embeddedFile ?? postgresFile, args.embedded ?? args.postgres)} ${runLine('PostgreSQL', postgresFile ?? embeddedFile, args.postgres ?? args.embedded)}`,
  '"load" is the one-minute load average as the endpoint\'s run ended (the bench itself included).',
  '',
  '| Endpoint | Embedded: req/s | p50 / p99 ms | SQL ms | load | PostgreSQL: req/s | p50 / p99 ms | SQL ms | load |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const name of names) {
  const row = [
    name.replaceAll('|', '\\|'),
    ...cells(embedded.find((endpoint) => endpoint.name === name)),
    ...cells(postgres.find((endpoint) => endpoint.name === name)),
  ];
  lines.push(`| ${row.join(' | ')} |`);
}

const memory: string[] = [];
for (const [label, file, driver] of [
  ['embedded', embeddedFile ?? postgresFile, 'pglite'],
  ['PostgreSQL', postgresFile ?? embeddedFile, 'postgres'],
] as const) {
  const result = file?.results.find((entry) => entry.driver === driver);
  if (result) memory.push(`${label} ${String(result.maxRssMb)} MB`);
}
lines.push('');
if (memory.length > 0)
  lines.push(`Largest server RSS during the endpoint runs: ${memory.join(', ')}.`);
// The server as `npm start` runs it (and through tsx beside it), at rest and under load, on each
// database: issue 37's memory goals are read against the built one.
for (const [label, driver, file] of [
  ['embedded', 'pglite', embeddedFile],
  ['PostgreSQL', 'postgres', postgresFile],
] as const) {
  const runtimes = (file ?? embeddedFile ?? postgresFile)?.runtimes?.filter(
    (entry) => (entry.driver ?? 'postgres') === driver,
  );
  if (!runtimes || runtimes.length === 0) continue;
  lines.push(
    `Server at rest and under load on ${label} (\`--runtime-memory\`): ${runtimes
      .map(
        (entry) =>
          `${entry.runtime} ${String(entry.restRssMb)} MB at rest${
            entry.earlyRestRssMb !== undefined
              ? ` (${String(entry.earlyRestRssMb)} in its first 5 s)`
              : ''
          }, ${String(entry.loadRssMb)} MB under load${
            entry.listLoadRssMb !== undefined && entry.signInLoadRssMb !== undefined
              ? ` (ticket list ${String(entry.listLoadRssMb)}, sign-ins ${String(entry.signInLoadRssMb)})`
              : ''
          }`,
      )
      .join('; ')}.`,
  );
}
const web = (postgresFile ?? embeddedFile)?.web;
if (web?.login && web.dashboard) {
  lines.push(
    `JavaScript before the first draw (gzip): /login ${(web.login.jsGzipBytes / 1024).toFixed(1)} KB, /dashboard ${(web.dashboard.jsGzipBytes / 1024).toFixed(1)} KB.`,
  );
}
if (web?.lighthouse && web.lighthouse.length > 0) {
  lines.push(
    `Lighthouse: ${web.lighthouse
      .map(
        (score) =>
          `${score.page} ${score.formFactor} performance ${String(score.performance)}, accessibility ${String(score.accessibility)}`,
      )
      .join('; ')}.`,
  );
}
lines.push('', END);
const table = lines.join('\n');

if (!args.write) {
  process.stdout.write(`${table}\n`);
} else {
  const readmePath = path.join(REPO_ROOT, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) {
    process.stderr.write(`README.md has no ${START} … ${END} section to replace\n`);
    process.exit(2);
  }
  // Written as `npm test`'s format check expects it (Prettier aligns the table's columns).
  const next = `${readme.slice(0, start)}${table}${readme.slice(end + END.length)}`;
  const options = await resolveConfig(readmePath);
  writeFileSync(readmePath, await format(next, { ...options, filepath: readmePath }));
  process.stdout.write('Rewrote the README performance table\n');
}
