import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { REPO_ROOT } from './build-staleness.ts';

// `npm run test:changed` (decision 038): the inner loop. Vitest's related mode on the files changed since
// the last commit (tests that import them, however indirectly), then the journeys that open a screen
// built from a changed web file, that call a changed server module's API, or that are changed
// themselves. `npm test` stays the gate.

const root = REPO_ROOT;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const changed = [
  ...new Set([
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(path.join(root, file)));

if (changed.length === 0) {
  process.stdout.write('Nothing changed since the last commit.\n');
  process.exit(0);
}
process.stdout.write(`Changed: ${changed.join(', ')}\n`);

function filesUnder(dir: string, pattern: RegExp): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dir, entry))
    .filter((file) => pattern.test(file) && statSync(path.join(root, file)).isFile());
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The repository-relative file an import specifier names, when it is one of ours. */
function resolveImport(from: string, specifier: string): string | undefined {
  const aliases: Record<string, string> = {
    '#web/': 'src/web/',
    '#contract/': 'src/contract/',
    '#server/': 'src/server/',
    '#tests/': 'tests/',
  };
  for (const [alias, dir] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier);
  return undefined;
}

/** Who imports each file, among `files`. */
function importers(files: string[]): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  const importPattern = /(?:from\s+|import\s*\(\s*)'([^']+)'/g;
  for (const file of files) {
    for (const match of read(file).matchAll(importPattern)) {
      const target = resolveImport(file, match[1] ?? '');
      if (!target) continue;
      const set = byFile.get(target) ?? new Set<string>();
      set.add(file);
      byFile.set(target, set);
    }
  }
  return byFile;
}

/** Every file that imports one of `start`, however indirectly, with `start` itself. */
function dependents(start: string[], graph: Map<string, Set<string>>): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const importer of graph.get(file) ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return seen;
}

// 1. Vitest: the tests related to the changed sources.
const sources = changed.filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith('tests/e2e'));
let ok = true;
if (sources.length > 0) {
  const projects = [
    'unit',
    'web',
    // Not 'api-*': the exhaustive API scans are a project of their own, run by --slow.
    ...(process.env.TEST_DATABASE_URL ? ['api-postgres', 'api-pglite'] : ['api-pglite']),
  ].flatMap((project) => ['--project', project]);
  const vitest = spawnSync(
    'npx',
    ['vitest', 'related', '--run', '--passWithNoTests', ...projects, ...sources],
    { cwd: root, stdio: 'inherit' },
  );
  ok = vitest.status === 0;
}

// 2. The journeys. Screens: the first segment of each route path in the router, by route module.
const webFiles = filesUnder('src/web', /\.(ts|tsx)$/);
const webGraph = importers([...webFiles, ...filesUnder('src/contract', /\.ts$/)]);
const router = read('src/web/app/router.tsx');
const screenOfConstant = new Map<string, string>();
for (const match of router.matchAll(
  /const (\w+) = screen\(\(\) => import\('\.\/(routes\/[^']+)'\)\)/g,
)) {
  screenOfConstant.set(match[1] ?? '', `src/web/app/${match[2] ?? ''}`);
}
const segmentsOfRoute = new Map<string, Set<string>>();
for (const match of router.matchAll(/<Route path="([^"]+)" element=\{<(\w+) \/>\}/g)) {
  const routeFile = screenOfConstant.get(match[2] ?? '');
  const segment = (match[1] ?? '').split('/')[0];
  if (!routeFile || !segment) continue;
  const set = segmentsOfRoute.get(routeFile) ?? new Set<string>();
  set.add(segment);
  segmentsOfRoute.set(routeFile, set);
}

const specs = filesUnder('tests/e2e', /\.spec\.ts$/);
const supportGraph = importers(filesUnder('tests/e2e', /\.ts$/));
const selected = new Set<string>();

/**
 * Selects the journeys that open a screen built from `files`; true when they reach the app's
 * entry without passing a screen (the shell every screen uses).
 */
function selectByWebFiles(files: string[]): boolean {
  const reached = dependents(files, webGraph);
  const segments = [...reached].flatMap((file) => [...(segmentsOfRoute.get(file) ?? [])]);
  for (const spec of specs) {
    const text = read(spec);
    if (segments.some((segment) => new RegExp(`['\`]/${segment}(?=[/?'\`#])`).test(text)))
      selected.add(spec);
  }
  return reached.has('src/web/main.tsx') && segments.length === 0;
}

// Web files changed directly.
let isShellChange = selectByWebFiles(changed.filter((file) => webFiles.includes(file)));
// Server modules: the API paths their routes declare, then the web files and specs that call them.
const modules = new Set(
  changed.flatMap((file) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? []),
);
for (const module of modules) {
  const apiSegments = new Set(
    filesUnder(`src/server/modules/${module}`, /\.routes\.ts$/).flatMap((file) =>
      [...read(file).matchAll(/^\s*'\/([a-z-]+)/gm)].map((match) => match[1] ?? ''),
    ),
  );
  const calls = (text: string) =>
    [...apiSegments].some((segment) => new RegExp(`/api/${segment}(?=[/?'\`])`).test(text));
  isShellChange ||= selectByWebFiles(webFiles.filter((file) => calls(read(file))));
  for (const spec of specs) if (calls(read(spec))) selected.add(spec);
}
// Journeys and their support changed directly.
for (const file of dependents(
  changed.filter((file) => file.startsWith('tests/e2e/')),
  supportGraph,
)) {
  if (file.endsWith('.spec.ts')) selected.add(file);
}

if (isShellChange) {
  process.stdout.write('\nThe app shell changed: every journey runs.\n');
} else if (selected.size === 0) {
  process.stdout.write('\nNo journey opens what changed.\n');
}
if (isShellChange || selected.size > 0) {
  const args = isShellChange ? [] : [...selected].sort();
  process.stdout.write(`\nJourneys: ${isShellChange ? 'all' : args.join(', ')}\n`);
  const playwright = spawnSync('npx', ['playwright', 'test', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  ok &&= playwright.status === 0;
}
process.exit(ok ? 0 : 1);
