import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when dist/web is missing or older than any web source it is built from. */
export function isWebBuildStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = ['src/web', 'src/contract', 'vite.config.ts', 'package.json'].map((entry) =>
    path.join(root, entry),
  );
  return sources.some((source) => existsSync(source) && newestMtime(source) > builtAt);
}

/** Builds the web client when it is missing or stale (architecture §1: `npm start`). */
export async function ensureWebBuild(): Promise<void> {
  if (!isWebBuildStale()) return;
  process.stdout.write('Building the web client...\n');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
