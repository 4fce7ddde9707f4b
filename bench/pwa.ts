import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';

// Decision 036: Lighthouse 12 has no PWA category any more, so the bench asks Chromium
// itself whether the app can be installed (Page.getInstallabilityErrors, what Lighthouse's
// `installable-manifest` audit reported) once the service worker controls the page, and reads the
// manifest the browser parsed.

export interface PwaCheck {
  installable: boolean;
  /** Chromium's installability errors, and what this check found missing. */
  errors: string[];
  serviceWorkerControls: boolean;
  manifest: {
    url: string;
    name?: string;
    shortName?: string;
    startUrl?: string;
    display?: string;
    themeColor?: string;
    backgroundColor?: string;
    icons: string[];
  };
}

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

interface WebManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: ManifestIcon[];
}

const ACTIVATION_TIMEOUT_MS = 30_000;

/** What decision 036 §1 asks of the manifest, beyond Chromium's own minimum. */
function manifestProblems(manifest: WebManifest): string[] {
  const problems: string[] = [];
  if (manifest.name !== 'FixFlow') problems.push('manifest name is not FixFlow');
  if (manifest.short_name !== 'FixFlow') problems.push('manifest short_name is not FixFlow');
  if (manifest.start_url !== '/dashboard') problems.push('manifest start_url is not /dashboard');
  if (manifest.display !== 'standalone') problems.push('manifest display is not standalone');
  if (!manifest.theme_color) problems.push('manifest has no theme_color');
  if (!manifest.background_color) problems.push('manifest has no background_color');
  const icons = manifest.icons ?? [];
  const has = (size: string, purpose: string) =>
    icons.some(
      (icon) =>
        icon.sizes?.split(/\s+/).includes(size) &&
        (icon.purpose ?? 'any').split(/\s+/).includes(purpose),
    );
  if (!has('192x192', 'any')) problems.push('no 192x192 icon');
  if (!has('512x512', 'any')) problems.push('no 512x512 icon');
  if (!has('512x512', 'maskable')) problems.push('no 512x512 maskable icon');
  return problems;
}

/** Loads the app in Chromium, waits for its service worker, and asks whether it is installable. */
export async function pwaInstallability(baseUrl: string): Promise<PwaCheck> {
  // A profile on disk: Chromium reports every page of an incognito (non-persistent) context as
  // not installable ('in-incognito').
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fixflow-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    serviceWorkers: 'allow',
    args: ['--no-sandbox', '--disable-gpu', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /content security policy/i.test(message.text())) {
        consoleErrors.push(`CSP: ${message.text()}`);
      }
    });
    await page.goto(`${baseUrl}/`);
    // The first visit installs the worker; it controls pages loaded after it is active. A worker
    // whose precache fails never activates: give up after a while and say so.
    // (Expressions as text: the bench is compiled without the DOM's types.)
    const isActive =
      (await page.evaluate(
        `Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ${String(ACTIVATION_TIMEOUT_MS)}))])`,
      )) === true;
    if (isActive) await page.reload();
    const serviceWorkerControls =
      (await page.evaluate('navigator.serviceWorker.controller !== null')) === true;

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url: manifestUrl, errors: manifestErrors } = await cdp.send('Page.getAppManifest');

    const errors = [
      ...installabilityErrors.map((error) =>
        [error.errorId, ...error.errorArguments.map((arg) => `${arg.name}=${arg.value}`)].join(' '),
      ),
      ...manifestErrors.map((error) => `manifest: ${error.message}`),
      ...consoleErrors,
    ];
    if (!isActive) errors.push('the service worker did not activate');
    else if (!serviceWorkerControls) errors.push('the service worker does not control the page');

    let manifest: WebManifest = {};
    if (manifestUrl) {
      const response = await page.request.get(manifestUrl);
      if (response.ok()) manifest = (await response.json()) as WebManifest;
      else errors.push(`manifest answered ${String(response.status())}`);
    } else {
      errors.push('no manifest linked');
    }
    errors.push(...manifestProblems(manifest));
    for (const icon of manifest.icons ?? []) {
      const response = await page.request.get(new URL(icon.src, manifestUrl).href);
      const type = response.headers()['content-type'] ?? '';
      if (!response.ok() || !type.startsWith('image/png')) {
        errors.push(`icon ${icon.src} answered ${String(response.status())} ${type}`);
      }
    }

    return {
      installable: errors.length === 0,
      errors,
      serviceWorkerControls,
      manifest: {
        url: manifestUrl,
        name: manifest.name,
        shortName: manifest.short_name,
        startUrl: manifest.start_url,
        display: manifest.display,
        themeColor: manifest.theme_color,
        backgroundColor: manifest.background_color,
        icons: (manifest.icons ?? []).map(
          (icon) => `${icon.sizes ?? '?'} ${icon.purpose ?? 'any'}`,
        ),
      },
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The bench's lines for the check. */
export function describePwaCheck(check: PwaCheck): string[] {
  const lines = [
    `  PWA installable: ${check.installable ? 'yes' : 'no'} (service worker controls the page: ${check.serviceWorkerControls ? 'yes' : 'no'})`,
    `  manifest ${check.manifest.url}: ${check.manifest.name ?? '?'}, start ${check.manifest.startUrl ?? '?'}, ${check.manifest.display ?? '?'}, icons ${check.manifest.icons.join(', ')}`,
  ];
  for (const error of check.errors) lines.push(`  not installable: ${error}`);
  return lines;
}
