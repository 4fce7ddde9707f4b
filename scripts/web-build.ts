import path from 'node:path';

import { buildOnce, isBuildStale, REPO_ROOT } from './build-staleness.ts';

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
  // The journeys start three servers at once: one builds while the others wait, so no server
  // serves a half-written dist/web.
  await buildOnce(path.join(root, 'dist/.web-build.lock'), isWebBuildStale, async () => {
    process.stdout.write('Building the web client...\n');
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  });
}

// `tsx scripts/web-build.ts` (npm test builds the client beside Vitest).
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/web-build.ts')) {
  await ensureWebBuild();
}
