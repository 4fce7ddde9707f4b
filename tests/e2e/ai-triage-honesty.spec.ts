import type { Page } from '@playwright/test';

import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Architecture §7: a vague report gets a low confidence and a request for detail; a possible gas smell is
// urgent, with the consequence in one sentence the manager can check.

async function analyze(page: Page, title: string, description: string) {
  await page.goto('/create-ticket');
  const panel = page.getByRole('region', { name: 'AI Analysis' });
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Description *').fill(description);
  await panel.getByRole('button', { name: 'Analyze' }).click();
  await expect(panel.getByTestId('suggested-priority')).toBeVisible();
  return panel;
}

test('a vague report is answered with low confidence and a request for detail', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  const panel = await analyze(page, 'Not working', 'not working again');
  await expect(panel.getByTestId('analysis-confidence')).toHaveAttribute('data-tone', 'low');
  await expect(panel.getByRole('note')).toContainText('Add detail for a better suggestion.');
  await expect(panel.getByTestId('suggested-priority')).toHaveText(/medium/i);
});

test('a possible gas smell is urgent and the reasoning says why', async ({ page }) => {
  await signInAs(page, 'manager');
  const panel = await analyze(
    page,
    'maybe gas?',
    'kinda smells like gas by the range burners, not sure, could be the pilot',
  );
  await expect(panel.getByTestId('suggested-priority')).toHaveText(/urgent/i);
  await expect(panel.getByText(/A gas smell is a fire and explosion risk/)).toBeVisible();
  await expect(panel.getByRole('note')).toHaveCount(0);
});
