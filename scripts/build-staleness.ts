import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
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
