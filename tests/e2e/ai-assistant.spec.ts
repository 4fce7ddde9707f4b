import type { Page } from '@playwright/test';

import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// The offline AI in the browser: the analysis panel beside the create form, and the chat, on the demo
// chain (#1002 is "Walk-in cooler at 47 degrees" at Mall Location, assigned to Maria Lopez).

async function ask(page: Page, question: string): Promise<string> {
  const answers = page.getByTestId('ai-message');
  // The assistant's greeting is there before any question.
  await expect(answers.first()).toBeVisible();
  const before = await answers.count();
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(answers).toHaveCount(before + 1);
  return (await answers.last().locator('p').innerText()).trim();
}

test('a manager analyzes a draft ticket and applies the suggestions to the form', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  await page.goto('/create-ticket');
  const panel = page.getByRole('region', { name: 'AI Analysis' });
  await expect(panel.getByText('Enter a title and description to get AI analysis')).toBeVisible();
  await page.getByLabel('Title *').fill('Walk-in cooler at 46 degrees');
  await expect(panel.getByText('Enter a title and description to get AI analysis')).toBeVisible();
  await page.getByLabel('Description *').fill('Walk in reads 46F since open, the milk feels warm.');
  await panel.getByRole('button', { name: 'Analyze' }).click();

  await expect(page.getByText('AI Analysis Complete')).toBeVisible();
  await expect(page.getByText(/^Confidence: \d+%$/).first()).toBeVisible();
  await expect(panel.getByTestId('suggested-category')).toHaveText('Freezer');
  await expect(panel.getByTestId('suggested-priority')).toHaveText(/urgent/i);
  await expect(panel.getByTestId('analysis-confidence')).toHaveAttribute('data-tone', 'high');
  await expect(panel.getByText(/41 °F/).first()).toBeVisible();
  await expect(panel.getByTestId('troubleshooting-steps').getByRole('listitem').first()).toHaveText(
    /^Safety: /,
  );

  await panel.getByRole('button', { name: 'Apply Suggestions' }).click();
  await expect(page.getByText('Suggestions Applied')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category *', exact: true })).toHaveText(
    'Freezer',
  );
  await expect(page.getByRole('combobox', { name: 'Priority *', exact: true })).toHaveText(
    'Urgent',
  );
  await expect(panel.getByRole('button', { name: 'Analyze Again' })).toBeEnabled();
  await screenshot(page, { path: 'test-results/ai-analysis-panel.png', fullPage: true });
});

test('the chat answers data and troubleshooting questions within the asker’s permissions', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'AI Assistant' })
    .click();
  await expect(page).toHaveURL(/\/ai-chat$/);
  const history = page.getByTestId('chat-history');
  const box = await history.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(400);
  expect(box?.height).toBeLessThanOrEqual(600);

  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Your question').fill('   ');
  await expect(send).toBeDisabled();
  await page.getByLabel('Your question').fill('How many tickets by store?');
  await expect(page.getByTestId('chat-counter')).toHaveText('26/500');

  expect(await ask(page, 'How many tickets by store?')).toMatch(
    /tickets across all stores, by store:\n• Downtown: \d+/,
  );
  expect(await ask(page, 'What is the status of #1002?')).toContain(
    '#1002 “Walk-in cooler at 47 degrees” at Mall Location',
  );
  expect(await ask(page, 'How many urgent tickets are open?')).toMatch(
    /^There (is|are) \d+ urgent unfinished tickets? across all stores/,
  );
  expect(await ask(page, 'Who is clocked in right now?')).toMatch(/clocked in/);
  expect(
    await ask(page, 'The ice machine has black specks in the ice, what should I do?'),
  ).toContain('Safety: Ice is food');
  expect(await ask(page, "What's the weather tomorrow?")).toMatch(/^I can't answer that yet\./);
  await screenshot(page, { path: 'test-results/ai-chat-admin.png' });

  // Architecture §7: a ticket number opens that ticket, and the conversation is still there on return.
  expect(await ask(page, 'list urgent tickets at Mall Location')).toContain('#1002');
  await page.getByTestId('ai-message').last().getByRole('link', { name: '#1002' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog')).toContainText('Walk-in cooler at 47 degrees');
  await page.goto('/ai-chat');
  await expect(page.getByTestId('user-message')).toHaveCount(7);
  await expect(page.getByTestId('ai-message').last()).toContainText('#1002');

  const signedOut = page.context();
  await signedOut.clearCookies();
  await signInAs(page, 'technician');
  await page.goto('/ai-chat');
  expect(await ask(page, 'What is the status of #1002?')).toBe(
    "I couldn't find ticket #1002 among the tickets you can see.",
  );
  expect(await ask(page, 'Who is clocked in?')).toMatch(/^Only admins can see who is clocked in/);
  expect(await ask(page, 'What are my tickets?')).toMatch(
    /^Your unfinished tickets assigned to you/,
  );
});

test('the chat fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'manager');
  await page.goto('/ai-chat');
  expect(await ask(page, 'How many tickets are waiting for parts?')).toMatch(
    /tickets? waiting for parts/,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, { path: 'test-results/ai-chat-phone.png' });
});
