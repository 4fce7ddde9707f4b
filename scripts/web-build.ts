import path from 'node:path';

import { isBuildStale, REPO_ROOT } from './build-staleness.ts';

const root = REPO_ROOT;
const builtIndex = path.join(root, 'dist/web/index.html');

/** True when dist/web is missing or older than any web source it is built from. */
export function isWebBuildStale(): boolean {
  return isBuildStale(builtIndex, ['src/web', 'src/contract', 'vite.config.ts', 'package.json']);
}

/** Builds the web client when it is missing or stale (architecture §1: `npm start`). */
export async function ensureWebBuild(): Promise<void> {
  if (!isWebBuildStale()) return;
  process.stdout.write('Building the web client...\n');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
