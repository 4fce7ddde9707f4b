import path from 'node:path';

import { isBuildStale, REPO_ROOT } from '../scripts/build-staleness.ts';
import { buildServer, SERVER_SOURCES } from '../scripts/server-build.ts';

// Issue 37: the bench's server (the real app plus its two bench routes, bench/bench-server.ts) runs
// built, as `npm start` runs the server (decision 018), not through tsx: tsx's loader thread and its
// source maps were about 22 MB of the figure the memory goals are read against (decision 042,
// helper A2), memory no user's server holds.

const OUT_DIR = path.join(REPO_ROOT, 'dist/bench-server');
export const BENCH_SERVER_ENTRY = path.join(OUT_DIR, 'bench-server.js');
const SOURCE = path.join(REPO_ROOT, 'bench/bench-server.ts');

/** Builds dist/bench-server when it is missing or older than the server's sources or its own. */
export async function ensureBenchServerBuild(): Promise<void> {
  if (!isBuildStale(BENCH_SERVER_ENTRY, [...SERVER_SOURCES, 'bench/bench-server.ts'])) return;
  process.stdout.write('Building the bench server...\n');
  await buildServer(SOURCE, 'bench-server', OUT_DIR);
}
