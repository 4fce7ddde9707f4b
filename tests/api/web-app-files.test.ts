import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';

import { precompressDirectory } from '../../scripts/precompress.ts';

// Decision 036 §1: the service worker, its Workbox runtime and the web manifest are fetched again
// on every check for a new version, so a browser or proxy must never keep them as immutable the way
// it keeps Vite's fingerprinted assets; otherwise a deploy would never reach an installed app.

let testApp: TestApp;
let webRoot: string;
/** A script the size of a real chunk, compressed by the build's own step (decision 052). */
const chunk = Array.from(
  { length: 400 },
  (_, index) => `export const screen${String(index)} = () => render('Screen ${String(index)}');`,
).join('\n');

beforeAll(async () => {
  webRoot = path.join(
    process.env.TMPDIR ?? '/tmp',
    `fixflow-web-files-${String(process.pid)}-${String(Math.random()).slice(2)}`,
  );
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await mkdir(path.join(webRoot, 'icons'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), '<html><body>shell</body></html>');
  await writeFile(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(webRoot, 'workbox-35e397ac.js'), 'define([], () => {});');
  await writeFile(
    path.join(webRoot, 'registerSW.js'),
    'navigator.serviceWorker.register("/sw.js");',
  );
  await writeFile(path.join(webRoot, 'manifest.webmanifest'), '{"name":"FixFlow"}');
  await writeFile(
    path.join(webRoot, 'icons', 'icon-192.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  );
  await writeFile(path.join(webRoot, 'assets', 'index-D8mraSQo.js'), 'export {};');
  await writeFile(path.join(webRoot, 'assets', 'start-Bq3xK9zA.js'), chunk);
  await precompressDirectory(webRoot);
  testApp = await buildTestApp({ deps: { webRoot } });
});
afterAll(async () => {
  await testApp.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

describe('the installable app shell files', () => {
  it.each([
    ['/sw.js', /^(text|application)\/javascript/],
    ['/workbox-35e397ac.js', /^(text|application)\/javascript/],
    ['/registerSW.js', /^(text|application)\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('serves %s signed out with no-cache and its content type', async (url, contentType) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(contentType);
  });

  it('keeps the fingerprinted assets immutable for a year', async () => {
    const response = await get('/assets/index-D8mraSQo.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the manifest icons as PNG images', async () => {
    const response = await get('/icons/icon-192.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('lets the page register a same-origin worker and read its manifest under the CSP', async () => {
    const response = await get('/dashboard');
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    // worker-src and manifest-src fall back to default-src: 'self' allows /sw.js and the manifest.
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/worker-src|manifest-src|child-src/);
  });

  it('still answers an unknown /api path with the JSON 404, never the shell', async () => {
    const response = await get('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

// Decision 052: a phone downloads the client's scripts compressed, as the web budget counts them.
describe("the client's files, compressed at build time", () => {
  const url = '/assets/start-Bq3xK9zA.js';

  it('sends brotli to a browser that accepts it, the same script once decoded', async () => {
    const response = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.byteLength).toBeLessThan(chunk.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(chunk);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get(url, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(chunk);
  });

  it('sends the script as it is to a client that accepts no encoding', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(chunk);
  });

  it('sends a file too small to compress as it is, whatever the browser accepts', async () => {
    const response = await get('/assets/index-D8mraSQo.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};');
  });
});
