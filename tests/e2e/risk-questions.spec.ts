import type { Page } from '@playwright/test';

import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Issue 38 on a phone (375 px): a vague report is analysed with low confidence, so Submit first asks
// three one-tap risk questions; the answers set the priority with the reason, the manager submits,
// and the ticket keeps the priority and the answers.

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE, hasTouch: true });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function answer(page: Page, question: string, choice: 'Yes' | 'No') {
  await page.getByRole('group', { name: question }).getByRole('button', { name: choice }).tap();
}

test('a vague report asks the three risk questions and the answers set the priority', async ({
  page,
}) => {
  const title = `Not working ${String(Date.now())}`;
  await signInAs(page, 'manager');
  await page.goto('/create-ticket');
  await choose(page, 'Location *', 'Downtown');
  await choose(page, 'Category *', 'Other');
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Description *').fill('not working again, please send someone');
  const panel = page.getByRole('region', { name: 'AI Analysis' });
  await panel.getByRole('button', { name: 'Analyze' }).click();
  await expect(panel.getByTestId('analysis-confidence')).toHaveAttribute('data-tone', 'low');
  await expect(panel.getByText(/three quick risk questions/)).toBeVisible();

  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  const heading = page.getByRole('heading', { name: 'Three quick questions before you submit' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('button', { name: 'Answer the three questions' })).toBeDisabled();
  await answer(page, 'Is anyone at risk (fire, gas, shock, water, injury, someone trapped)?', 'No');
  await answer(page, 'Is food at risk (cold food warming, no hot water)?', 'No');
  await answer(page, 'Can the store still serve customers?', 'No');
  const outcome = page.getByTestId('risk-outcome');
  await expect(outcome).toContainText('Priority set to Urgent.');
  await expect(outcome).toContainText('Urgent: the store cannot serve customers.');
  await expect(page.getByRole('combobox', { name: 'Priority *', exact: true })).toHaveText(
    'Urgent',
  );
  // One tap targets on a phone: each answer at least 44 px high, nothing wider than the screen.
  const yes = page
    .getByRole('group', { name: 'Can the store still serve customers?' })
    .getByRole('button', { name: 'Yes' });
  expect((await yes.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  if (isTakingScreenshots)
    await screenshot(page, { path: 'test-results/risk-questions-phone.png' });

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/tickets') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const ticket = (await response.json()) as { id: string; priority: string; riskAnswers: unknown };
  expect(ticket.priority).toBe('urgent');
  await expect(page.getByText('Ticket created successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  // Stored with the ticket: read back from the server, not from the form.
  const stored = await page.request.get(`/api/tickets/${ticket.id}`);
  expect(await stored.json()).toMatchObject({
    priority: 'urgent',
    riskAnswers: { peopleAtRisk: false, foodAtRisk: false, canServe: false },
  });
});

test('Submit without Analyze analyses the report and asks the questions before creating it', async ({
  page,
}) => {
  const title = `Acting up ${String(Date.now())}`;
  await signInAs(page, 'manager');
  await page.goto('/create-ticket');
  await choose(page, 'Location *', 'Downtown');
  await choose(page, 'Category *', 'Other');
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Description *').fill('it is broken again, please send someone');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/tickets')) posts += 1;
  });

  // Nobody pressed Analyze: Submit analyses the text, and the report needs the questions.
  const analyzed = page.waitForResponse((response) =>
    response.url().endsWith('/api/tickets/analyze'),
  );
  await page.getByRole('button', { name: 'Submit Ticket' }).tap();
  expect(await (await analyzed).json()).toMatchObject({ needsRiskQuestions: true });
  const heading = page.getByRole('heading', { name: 'Three quick questions before you submit' });
  await expect(heading).toBeFocused();
  expect(posts).toBe(0);
  await answer(page, 'Is anyone at risk (fire, gas, shock, water, injury, someone trapped)?', 'No');
  await answer(page, 'Is food at risk (cold food warming, no hot water)?', 'Yes');
  await answer(page, 'Can the store still serve customers?', 'Yes');
  await expect(page.getByTestId('risk-outcome')).toContainText(
    'Urgent: food is at risk (cold food warming or no hot water).',
  );
  // The manager may still choose another priority; the answers go with the ticket.
  await choose(page, 'Priority *', 'Medium');

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/tickets') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Ticket' }).tap();
  const response = await created;
  expect(response.status()).toBe(201);
  const ticket = (await response.json()) as { id: string };
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  const stored = await page.request.get(`/api/tickets/${ticket.id}`);
  expect(await stored.json()).toMatchObject({
    priority: 'medium',
    riskAnswers: { peopleAtRisk: false, foodAtRisk: true, canServe: true },
  });
  expect(posts).toBe(1);
});
