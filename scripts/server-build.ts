import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

import { isBuildStale, REPO_ROOT } from './build-staleness.ts';

// The production server (decision 018): src/server/main.ts bundled once with esbuild into
// dist/server/start.js, run by plain Node with source maps. Packages stay in node_modules
// (PGlite, argon2 and others find their own files next to their code); only our TypeScript is bundled.

const root = REPO_ROOT;
export const SERVER_OUT_DIR = path.join(root, 'dist/server');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'start.js');
// Issue 37: the triage model trains in a worker thread, which the built server starts from its own
// built file (src/server/modules/ai/engine/triage-training-worker.ts explains the define below).
const TRIAGE_WORKER_SOURCE = path.join(
  root,
  'src/server/modules/ai/engine/triage-training-worker.ts',
);
const TRIAGE_WORKER_NAME = 'triage-training-worker';
// Everything the bundle is made from: a change to any of them makes the build stale.
export const SERVER_SOURCES = [
  'src/server',
  'src/contract',
  'package.json',
  'scripts/server-build.ts',
  'scripts/build-staleness.ts',
];

/** True when dist/server/start.js is missing or older than any source it is built from. */
export function isServerBuildStale(): boolean {
  return isBuildStale(SERVER_ENTRY, SERVER_SOURCES);
}

// Modules find files beside them with `new URL('./x', import.meta.url)` (migrations, the AI data, the
// web build). In one bundle import.meta.url would be the bundle's, so each source module's
// import.meta.url is rewritten to its own source file's URL, relative to the bundle (in `outDir`):
// the built server reads the same files as tsx does, and the checkout can move.
function sourceImportMetaUrl(outDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * Bundles an entry (the server's main by default) into `outDir` (dist/server by default) as ESM with
 * a source map; the bench bundles its own server (bench/bench-server.ts) the same way into its own
 * folder, so its figures are the built runtime's (issue 37).
 */
export async function buildServer(
  entry = path.join(root, 'src/server/main.ts'),
  outName = 'start',
  outDir = SERVER_OUT_DIR,
): Promise<void> {
  // The built worker's path relative to its source file: the source's import.meta.url is what the
  // worker file's code sees in the bundle (sourceImportMetaUrl above).
  const builtWorker = path
    .relative(path.dirname(TRIAGE_WORKER_SOURCE), path.join(outDir, `${TRIAGE_WORKER_NAME}.js`))
    .split(path.sep)
    .join('/');
  await build({
    entryPoints: { [outName]: entry, [TRIAGE_WORKER_NAME]: TRIAGE_WORKER_SOURCE },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Code reached only through `await import()` (the embedded database) goes in its own chunk, so a
    // server that never needs it never loads it (decision 018: memory at rest on PostgreSQL).
    splitting: true,
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    // The maps without the sources' text (issue 37: 167 → 151 MB at rest on PostgreSQL): stack
    // traces still map to file and line, and the sources are in the checkout beside dist/.
    sourcesContent: false,
    define: { BUILT_TRIAGE_TRAINING_WORKER: JSON.stringify(builtWorker) },
    logLevel: 'warning',
    plugins: [sourceImportMetaUrl(outDir)],
  });
}

/** Builds the server when it is missing or stale (`npm start`, the process tests, the bench). */
export async function ensureServerBuild(): Promise<void> {
  if (!isServerBuildStale()) return;
  process.stdout.write('Building the server...\n');
  await buildServer();
}
