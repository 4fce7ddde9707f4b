import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

import { isBuildStale, REPO_ROOT } from './build-staleness.ts';

const root = REPO_ROOT;
const builtIndex = path.join(root, 'dist/web/index.html');

/** True when dist/web is missing or older than any web source it is built from. */
export function isWebBuildStale(): boolean {
  return isBuildStale(builtIndex, [
    'src/web',
    'src/contract',
    'vite.config.ts',
    'scripts/precompress.ts',
    'package.json',
  ]);
}

/** Builds the web client when it is missing or stale (architecture §1: `npm start`). */
export async function ensureWebBuild(): Promise<void> {
  if (!isWebBuildStale()) return;
  // The journeys start three servers at once: one builds while the others wait for its lock, so
  // no server serves a half-written dist/web (two builds writing it at once left a blank page).
  const lock = path.join(root, 'dist/.web-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a build that died (older than ten minutes) is taken over.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      else await delay(250);
    }
  }
  try {
    if (!isWebBuildStale()) return;
    process.stdout.write('Building the web client...\n');
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// `tsx scripts/web-build.ts` (npm test builds the client beside Vitest).
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/web-build.ts')) {
  await ensureWebBuild();
}
