import { request } from '@playwright/test';

import { DEMO_PASSWORD } from './support/demo-users.ts';
import { linkIn } from './support/test-mail.ts';
import { expect, test } from './support/test.ts';

// The mail journey server (support/start-mail-server.ts) really sends mail: a forgotten password's
// link is read from the SMTP server the run started and opens the page to choose a new password.
// Decision 037's vendor journey relies on the same path for the dispatch e-mail.

test('a reset link e-mailed by the mail server is read from its SMTP server and works', async ({
  browser,
  mailServer,
}) => {
  const admin = await request.newContext({ baseURL: mailServer.baseURL });
  expect(
    (await admin.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  // A technician with an e-mail address: a sign-up an admin approves.
  const stamp = String(Date.now());
  const email = `robin.${stamp}@example.com`;
  const signup = await admin.post('/api/technician-signups', {
    data: { name: 'Robin Mailer', email, phone: '+1 415 555 2671', certifications: [] },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { id } = (await signup.json()) as { id: string };
  const approved = await admin.post(`/api/technician-signups/${id}/approve`, {
    data: { username: `robin.${stamp}`, password: 'robins-first-password' },
  });
  expect(approved.ok()).toBe(true);
  await admin.dispose();

  const context = await browser.newContext({ baseURL: mailServer.baseURL });
  const page = await context.newPage();
  await page.goto('/forgot-password');
  await page.getByLabel('Username or e-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  const mail = await mailServer.readMail(email, /^Choose a new password$/);
  expect(mail.from).toContain('fixflow@example.com');
  const link = linkIn(mail, `${mailServer.baseURL}/reset-password?token=`);
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill('robins-brand-new-password');
  await form.getByLabel('Confirm new password').fill('robins-brand-new-password');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await context.close();
});
