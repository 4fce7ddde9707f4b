import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test } from './support/test.ts';

// Decision 036 §1: the app installs on a phone and its shell opens with no network.
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Waits until the service worker is active (its precache is complete). */
async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
}

test('the app is installable: its manifest, icons and theme colours, and Chromium finds nothing missing', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium calls every page of an incognito context uninstallable; a profile on disk is not.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fixflow-pwa-e2e-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) policyErrors.push(message.text());
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'FixFlow' })).toBeVisible();
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
    ).toHaveCount(1);

    const manifestResponse = await page.request.get('/manifest.webmanifest');
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as Record<string, unknown> & {
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({
      name: 'FixFlow',
      short_name: 'FixFlow',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon ?? 'missing']) {
      const icon = await page.request.get(src);
      expect({ src, status: icon.status(), type: icon.headers()['content-type'] }).toEqual({
        src,
        status: 200,
        type: 'image/png',
      });
    }

    await waitForServiceWorker(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(policyErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after a first visit the app opens with the network off, and the server keeps its own paths', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'FixFlow' })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'FixFlow' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // A deep link (the installed app's start URL) is answered by the worker too, not Chromium's
    // offline page.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'FixFlow' })).toBeVisible();
    // The server's paths are never the shell: offline, /api/docs fails like any request.
    await expect(page.goto('/api/docs')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  } finally {
    await context.setOffline(false);
  }

  // Online again, with the worker controlling the page: an unknown /api path is still the
  // server's JSON 404 and the OpenAPI page still opens.
  const unknown = await page.goto('/api/no-such-route');
  expect(unknown?.status()).toBe(404);
  expect(await unknown?.json()).toMatchObject({ code: 'NOT_FOUND' });
  const docs = await page.goto('/api/docs');
  expect(docs?.status()).toBe(200);
  await expect(page).toHaveTitle(/Swagger/);
});
