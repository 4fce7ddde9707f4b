import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Which built files a route needs, from Vite's manifest, and their gzip sizes (decisions 007 and 008 web budget).

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  ownChunkGzipBytes: number;
  files: string[];
}

function gzipSize(webRoot: string, file: string): number {
  return gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;
}

function collect(manifest: Manifest, key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(manifest, imported, seen);
}

/**
 * The app's own chunk (decision 043): the entry draws the sign-in page alone and loads this (router,
 * query client, offline queue) for every signed-in screen, so a screen's budget counts it.
 */
const APP_CHUNK_SOURCE = 'app/app.tsx';

/**
 * The manifest's key for the chunk holding `source`. A module gathered into a named chunk by
 * vite.config.ts's code-splitting groups has no key of its own: the group's chunk is '_<name>-<hash>.js'
 * (app/app.tsx in '_app-…', app/layouts/app-layout.tsx in '_app-layout-…').
 */
function chunkKey(manifest: Manifest, source: string): string {
  const keys = Object.keys(manifest);
  const group = path.basename(source).replace(/\.tsx?$/, '');
  const key =
    keys.find((candidate) => candidate.endsWith(source)) ??
    keys.find((candidate) => new RegExp(`^_${group}-[\\w-]{8}\\.js$`).test(candidate));
  if (!key) throw new Error(`no chunk for ${source}`);
  return key;
}

/**
 * Decision 043: a route that draws one of several lazy chunks before its content (the dashboard's
 * one per role) loads that chunk too; the route is counted with its heaviest.
 */
const ROUTE_VARIANTS: Record<string, string[]> = {
  'app/routes/dashboard.tsx': ['admin', 'manager', 'technician'].map(
    (role) => `features/dashboard/components/${role}-dashboard.tsx`,
  ),
};

/**
 * JS and CSS a route loads: the entry with its static imports, plus, for a signed-in screen
 * (`routeSource`), the app's chunk and the route's lazy chunk with theirs (and its heaviest variant).
 */
export function routeBudget(
  webRoot: string,
  route: string,
  routeSource: string | undefined,
  alsoLoads: string[] = [],
): RouteBudget {
  const manifest = JSON.parse(
    readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const keys = new Set<string>();
  collect(manifest, entryKey, keys);
  let ownChunkGzipBytes = 0;
  if (routeSource) {
    collect(manifest, chunkKey(manifest, APP_CHUNK_SOURCE), keys);
    const routeKey = chunkKey(manifest, routeSource);
    collect(manifest, routeKey, keys);
    ownChunkGzipBytes = gzipSize(webRoot, manifest[routeKey]?.file ?? '');
  }
  for (const source of alsoLoads) collect(manifest, chunkKey(manifest, source), keys);
  const variants = (routeSource ? ROUTE_VARIANTS[routeSource] : undefined) ?? [];
  const loads = variants.length
    ? variants.map((variant) => {
        const withVariant = new Set(keys);
        collect(manifest, chunkKey(manifest, variant), withVariant);
        return withVariant;
      })
    : [keys];
  const budgets = loads.map((loaded) => {
    const jsFiles = [...loaded]
      .map((key) => manifest[key]?.file ?? '')
      .filter((file) => file.endsWith('.js'));
    const cssFiles = [...new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []))];
    return {
      route,
      jsGzipBytes: jsFiles.reduce((sum, file) => sum + gzipSize(webRoot, file), 0),
      cssGzipBytes: cssFiles.reduce((sum, file) => sum + gzipSize(webRoot, file), 0),
      ownChunkGzipBytes,
      files: [...jsFiles, ...cssFiles],
    };
  });
  return budgets.reduce((heaviest, next) =>
    next.jsGzipBytes > heaviest.jsGzipBytes ? next : heaviest,
  );
}

/** Every route chunk's own gzip size. */
export function routeChunkSizes(webRoot: string): Record<string, number> {
  const manifest = JSON.parse(
    readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sizes: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /app\/routes\/(.+)\.tsx$/.exec(key);
    if (match?.[1]) sizes[match[1]] = gzipSize(webRoot, chunk.file);
  }
  return sizes;
}
