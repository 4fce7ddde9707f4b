import type { Page } from '@playwright/test';

import { expect } from './test.ts';

/**
 * Types `text` in the board's search box and waits until the board has applied it (the search
 * lands in the address once typing pauses). Before that the card may already show in the
 * unfiltered list and then move when the filtered list replaces it: a click in between can land
 * on nothing.
 */
export async function searchTickets(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search tickets').fill(text);
  const query = new URLSearchParams({ q: text.trim() }).toString();
  await expect(page).toHaveURL((url) => url.search.includes(query));
}
