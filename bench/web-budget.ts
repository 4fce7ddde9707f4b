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
 * JS and CSS a route loads: the entry with its static imports, plus, for a signed-in screen
 * (`routeSource`), the app's chunk and the route's lazy chunk with theirs.
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
    const appKey = Object.keys(manifest).find((key) => key.endsWith(APP_CHUNK_SOURCE));
    if (appKey) collect(manifest, appKey, keys);
    const routeKey = Object.keys(manifest).find((key) => key.endsWith(routeSource));
    if (!routeKey) throw new Error(`no chunk for ${routeSource}`);
    collect(manifest, routeKey, keys);
    ownChunkGzipBytes = gzipSize(webRoot, manifest[routeKey]?.file ?? '');
  }
  for (const source of alsoLoads) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
    if (!key) throw new Error(`no chunk for ${source}`);
    collect(manifest, key, keys);
  }
  const jsFiles = [...keys]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'));
  const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
  return {
    route,
    jsGzipBytes: jsFiles.reduce((sum, file) => sum + gzipSize(webRoot, file), 0),
    cssGzipBytes: cssFiles.reduce((sum, file) => sum + gzipSize(webRoot, file), 0),
    ownChunkGzipBytes,
    files: [...jsFiles, ...cssFiles],
  };
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
