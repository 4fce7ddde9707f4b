import type { Locator, Page } from '@playwright/test';

// Decision 038: the journeys' screenshots are for people to look at when reviewing a screen; no test
// ever compares them, so a normal run takes none. `SCREENSHOTS=1 npx playwright test` takes them.
// Work done only for them (other themes and widths) is skipped as well; a check among it is not.
export const isTakingScreenshots = process.env.SCREENSHOTS === '1';

interface ScreenshotOptions {
  path: string;
  /** A page's whole scrollable height; a locator's screenshot is always of the element. */
  fullPage?: boolean;
  animations?: 'disabled' | 'allow';
  timeout?: number;
}

/**
 * True once the page shows the theme it should: the remembered one, else the system's scheme the
 * journey emulates. A shot taken right after `emulateMedia` caught the switch half done (a dark page
 * with light text). Pages that are not the app (no theme-init.js) are settled as they are.
 */
function themeIsSettled(): boolean {
  if (!document.querySelector('script[src="/theme-init.js"]')) return true;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage unavailable: the app shows the system's scheme.
  }
  const dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  return document.documentElement.classList.contains('dark') === dark;
}

/**
 * Saves a screenshot of the page or element, only when the run takes screenshots, once the theme has
 * switched; colour transitions are finished at once (`animations: 'disabled'`) unless asked.
 */
export async function screenshot(
  target: Page | Locator,
  options: ScreenshotOptions,
): Promise<void> {
  if (!isTakingScreenshots) return;
  const page = 'goto' in target ? target : target.page();
  await page.waitForFunction(themeIsSettled);
  if ('goto' in target) {
    // A whole page is drawn from the top: taken scrolled, the fixed sidebar and header showed
    // where the scroll had left them, over the middle of the page. The journey's scroll comes back.
    const scrolledTo = options.fullPage ? await page.evaluate(() => window.scrollY) : 0;
    if (scrolledTo > 0) {
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
    }
    await target.screenshot({ animations: 'disabled', ...options });
    if (scrolledTo > 0) {
      await page.evaluate((y) => {
        window.scrollTo(0, y);
      }, scrolledTo);
    }
  } else {
    const { fullPage: _fullPage, ...locatorOptions } = options;
    await target.screenshot({ animations: 'disabled', ...locatorOptions });
  }
}

/**
 * Full-page screenshots in both themes at 1280 and 375 px, as `test-results/<name>-<scheme>-<width>.png`,
 * only when the run takes screenshots; the page is left light at 1280x900.
 */
export async function themedScreenshots(page: Page, name: string): Promise<void> {
  if (!isTakingScreenshots) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, {
        path: `test-results/${name}-${scheme}-${String(width)}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}
