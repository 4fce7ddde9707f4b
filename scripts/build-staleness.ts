import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The repository root, which build inputs and outputs are named relative to. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * True when `output` is missing or older than any of `sources` (paths relative to the repository
 * root; a missing source is ignored). The web client and the server are rebuilt by this one rule.
 */
export function isBuildStale(output: string, sources: string[]): boolean {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources
    .map((entry) => path.join(REPO_ROOT, entry))
    .some((source) => existsSync(source) && newestMtime(source) > builtAt);
}

/**
 * Builds an output once while other processes wait: the journeys start several servers at once,
 * and each would otherwise build the same output (two web builds writing dist/web at once left a
 * blank page). `lock` is a directory taken with mkdir; one left by a build that died (older than
 * ten minutes) is taken over. `build` runs only when `isStale` still holds under the lock.
 */
export async function buildOnce(
  lock: string,
  isStale: () => boolean,
  build: () => Promise<void>,
): Promise<void> {
  if (!isStale()) return;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      else await delay(250);
    }
  }
  try {
    if (isStale()) await build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
