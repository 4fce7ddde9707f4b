import { expect } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';

// Decision 036: what the offline journeys share — moving inside the app without a page load, and
// reading the technician's copy of their data on the device.

/** A client-side navigation, as a link would do it (no page load). */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Everything in the technician's copy on the device (IndexedDB), or '' when there is none. */
export function persistedCopy(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('fixflow-query-cache');
        open.onerror = () => {
          resolve('');
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('by-user')) {
            resolve('');
            return;
          }
          const all = db.transaction('by-user').objectStore('by-user').getAll();
          all.onsuccess = () => {
            resolve((all.result as string[]).join('\n'));
          };
          all.onerror = () => {
            resolve('');
          };
        };
      }),
  );
}

/** Waits until the service worker is active (its precache is complete) and controls the page. */
export async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
}

/** Waits until the phone's kept copy holds the ticket's detail (read ahead or opened). */
export async function expectTicketKept(page: Page, ticketId: string) {
  await expect
    .poll(() => persistedCopy(page), { timeout: 30_000 })
    .toContain(`["/api/tickets","${ticketId}"]`);
}

/** Cuts the signal and waits for the app's banner to say so; answers the banner. */
export async function goOffline(context: BrowserContext, page: Page): Promise<Locator> {
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(/^Offline/);
  return banner;
}
