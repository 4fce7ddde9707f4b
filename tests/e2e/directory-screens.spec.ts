import type { Locator, Page } from '@playwright/test';

import { themedScreenshots } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Issue 36: the locations, categories and users screens list their items on the page itself
// (searchable, with the server's counts and status); the spec's modal still adds and edits, and
// the page's Edit opens it on that item. Nothing is clipped at 1280 px or pushed sideways at 375.

async function expectFitsAcross(target: Locator) {
  expect(await target.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
    true,
  );
}

async function expectPageFitsAcross(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
    ),
  ).toBe(true);
}

interface Screen {
  path: string;
  heading: string;
  search: string;
  /** An item of the demo data, its row's text, and what the search should keep. */
  item: string;
  rowText: RegExp;
  query: string;
  manager: string;
  editForm: string;
  screenshot: string;
}

const SCREENS: Screen[] = [
  {
    path: '/locations',
    heading: 'Locations',
    search: 'Search locations',
    item: 'Downtown',
    rowText: /\d+ open|None open/,
    query: 'downt',
    manager: 'Location Manager',
    editForm: 'Edit Downtown',
    screenshot: 'directory-locations',
  },
  {
    path: '/categories',
    heading: 'Equipment Categories',
    search: 'Search categories',
    item: 'Fryer',
    rowText: /\d+ open|None open/,
    query: 'fry',
    manager: 'Category Manager',
    editForm: 'Edit Fryer',
    screenshot: 'directory-categories',
  },
  {
    path: '/technicians',
    heading: 'Users',
    search: 'Search users',
    item: 'Tony Reyes',
    rowText: /Technician.*Active.*\d+ open · \d+ in all/,
    query: 'tony',
    manager: 'User Manager',
    editForm: 'Edit Tony Reyes',
    screenshot: 'directory-users',
  },
];

for (const screen of SCREENS) {
  test(`${screen.heading}: the list on the page searches, counts and opens the manager to edit`, async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: screen.item });
    await expect(row).toHaveText(screen.rowText);
    // At 1280 px every column shows: the table needs no sideways scroll.
    await expectFitsAcross(table.locator('xpath=..'));

    const rows = table.getByRole('row');
    const all = await rows.count();
    await page.getByRole('searchbox', { name: screen.search }).fill(screen.query);
    await expect(rows).toHaveCount(2);
    await expect(row).toBeVisible();
    expect(all).toBeGreaterThan(2);

    await row.getByRole('button', { name: `Edit ${screen.item}` }).click();
    const dialog = page.getByRole('dialog', { name: screen.manager });
    await expect(dialog.getByRole('form', { name: screen.editForm })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: screen.search }).fill('');
    await expect(rows).toHaveCount(all);

    await themedScreenshots(page, screen.screenshot);
    // A phone: cards instead of the table, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: screen.item }).first()).toBeVisible();
    await expectPageFitsAcross(page);
  });
}
