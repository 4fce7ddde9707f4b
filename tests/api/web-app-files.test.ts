import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';

// Decision 036 §1: the service worker, its Workbox runtime and the web manifest are fetched again
// on every check for a new version, so a browser or proxy must never keep them as immutable the way
// it keeps Vite's fingerprinted assets; otherwise a deploy would never reach an installed app.

let testApp: TestApp;
let webRoot: string;

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
  testApp = await buildTestApp({ deps: { webRoot } });
});
afterAll(async () => {
  await testApp.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url });
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
