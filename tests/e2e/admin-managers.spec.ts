import type { Locator, Page } from '@playwright/test';

import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Journey of decision 005: an admin adds, edits and deletes in the location, category and user
// managers (with a user's certifications), hits the category limit, approves a technician who
// applied through the public signup form and assigns them a ticket.

test.describe.configure({ mode: 'serial' });

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  // The newest toast is the front one; an older one with the same title may still be leaving.
  const toast = page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

interface Manager {
  path: string;
  heading: string;
  button: string;
  title: string;
}

const LOCATION_MANAGER: Manager = {
  path: '/locations',
  heading: 'Locations',
  button: 'Manage Locations',
  title: 'Location Manager',
};
const CATEGORY_MANAGER: Manager = {
  path: '/categories',
  heading: 'Equipment Categories',
  button: 'Manage Categories',
  title: 'Category Manager',
};
const USER_MANAGER: Manager = {
  path: '/technicians',
  heading: 'Users',
  button: 'Manage Users',
  title: 'User Manager',
};

/** Signs in as the admin at desktop width and opens `manager`'s dialog from its page. */
async function openManagerAsAdmin(page: Page, manager: Manager) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto(manager.path);
  await expect(page.getByRole('heading', { level: 1, name: manager.heading })).toBeVisible();
  await page.getByRole('button', { name: manager.button }).click();
  const dialog = page.getByRole('dialog', { name: manager.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function screenshotBothWidths(page: Page, name: string) {
  if (!isTakingScreenshots) return;
  await screenshot(page, { path: `test-results/${name}-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, { path: `test-results/${name}-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function confirmDelete(page: Page, row: Locator, name: string) {
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
}

/** Presses the add form's `submit`, waits for `toast` and answers the row of `name` in `list`. */
async function addAndFindRow(
  page: Page,
  submit: Locator,
  toast: string,
  list: Locator,
  name: string,
) {
  await submit.click();
  await expectToast(page, toast);
  return list.getByRole('listitem').filter({ hasText: name });
}

/** Opens the edit form of the row of `name` (inside `scope`). */
async function openEditForm(scope: Locator, row: Locator, name: string) {
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  return scope.getByRole('form', { name: `Edit ${name}` });
}

/** Fills the fields of `scope` by their exact labels, in the order given. */
async function fillFields(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin adds, edits and deletes a location; one with active tickets cannot be deleted', async ({
  page,
}) => {
  const dialog = await openManagerAsAdmin(page, LOCATION_MANAGER);
  const list = dialog.getByRole('region', { name: 'Locations' });
  await expect(list.getByRole('listitem')).toHaveCount(5);

  // Product rules §5: save is disabled until name and address are both present.
  const form = dialog.getByRole('form', { name: 'Add location' });
  const add = form.getByRole('button', { name: 'Add Location' });
  await expect(add).toBeDisabled();
  await form.getByLabel('Name', { exact: true }).fill('Lakeside');
  await expect(add).toBeDisabled();
  await form.getByLabel('Address', { exact: true }).fill('77 Shore Drive');
  const lakeside = await addAndFindRow(
    page,
    add,
    'Location created successfully',
    list,
    'Lakeside',
  );
  await expect(lakeside).toContainText('77 Shore Drive');
  await expect(lakeside).toContainText('0 active');

  const editForm = await openEditForm(dialog, lakeside, 'Lakeside');
  await expect(editForm.getByLabel('Name', { exact: true })).toHaveValue('Lakeside');
  await editForm.getByLabel('Name', { exact: true }).fill('Lakeside Plaza');
  await editForm.getByRole('button', { name: 'Update Location' }).click();
  await expectToast(page, 'Location updated successfully');
  const plaza = list.getByRole('listitem').filter({ hasText: 'Lakeside Plaza' });
  await expect(plaza).toBeVisible();

  // A name that exists is refused by the server and the message is shown.
  await dialog
    .getByRole('form', { name: 'Add location' })
    .getByLabel('Name', { exact: true })
    .fill('downtown');
  await dialog
    .getByRole('form', { name: 'Add location' })
    .getByLabel('Address', { exact: true })
    .fill('Elsewhere');
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expectToast(
    page,
    'Failed to create location',
    'A location named "downtown" already exists',
  );

  // Downtown has open tickets in the demo chain: its delete is disabled.
  const downtown = list.getByRole('listitem').filter({ hasText: /^Downtown/ });
  await expect(downtown.getByRole('button', { name: 'Delete Downtown' })).toBeDisabled();
  await screenshotBothWidths(page, 'admin-location-manager');

  await confirmDelete(page, plaza, 'Lakeside Plaza');
  await expectToast(page, 'Location deleted successfully');
  await expect(list.getByRole('listitem')).toHaveCount(5);
});

test('an admin adds categories up to the limit of 10, is told so, edits and deletes', async ({
  page,
}) => {
  const dialog = await openManagerAsAdmin(page, CATEGORY_MANAGER);
  await expect(dialog.getByText('8/10 categories')).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Add category' });

  async function addCategory(name: string, description: string) {
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Description', { exact: true }).fill(description);
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, 'Category added successfully');
  }

  await expect(form.getByRole('button', { name: 'Add Category' })).toBeDisabled();
  await addCategory('Dish Machine', 'Dish and glass washers');
  await expect(dialog.getByText('9/10 categories')).toBeVisible();
  await addCategory('Beverage', 'Soda fountains and coffee makers');

  // Product rules §5: at the limit the add button is disabled and the limit text is shown.
  await expect(dialog.getByText('Maximum category limit reached (10/10)')).toBeVisible();
  const blocked = form.getByRole('button', { name: 'Add Category' });
  await expect(blocked).toBeDisabled();
  // Pressing it anyway explains why.
  await blocked.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Limit Reached', 'Maximum limit of 10 categories reached');
  await screenshotBothWidths(page, 'admin-category-manager-limit');

  const categories = dialog.getByRole('list', { name: 'Categories' });
  const beverage = categories.getByRole('listitem').filter({ hasText: 'Beverage' });
  const editForm = await openEditForm(dialog, beverage, 'Beverage');
  await editForm.getByLabel('Name', { exact: true }).fill('Beverage Station');
  await editForm.getByRole('button', { name: 'Update Category' }).click();
  await expectToast(page, 'Category updated successfully');
  await expect(categories.getByText('Beverage Station')).toBeVisible();

  // A category that tickets use is refused by the server.
  const fryer = categories.getByRole('listitem').filter({ hasText: /^Fryer/ });
  await confirmDelete(page, fryer, 'Fryer');
  await expectToast(page, 'Failed to delete category', /Fryer is used by \d+ ticket\(s\)/);

  for (const name of ['Dish Machine', 'Beverage Station']) {
    await confirmDelete(page, categories.getByRole('listitem').filter({ hasText: name }), name);
    await expectToast(page, 'Category deleted successfully');
  }
  await expect(dialog.getByText('8/10 categories')).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toBeEnabled();
});

test('an admin creates, edits and deletes a user and manages their certifications', async ({
  page,
}) => {
  const dialog = await openManagerAsAdmin(page, USER_MANAGER);
  const users = dialog.getByRole('region', { name: 'Users' });
  await expect(users.getByText('Tony Reyes')).toBeVisible();
  // An admin cannot delete themselves.
  const self = users.getByRole('listitem').filter({ hasText: '@admin' });
  await expect(self.getByRole('button', { name: /^Delete / })).toBeDisabled();

  const form = dialog.getByRole('form', { name: 'Add user' });
  await expect(form.getByText('User should change password on first login')).toBeVisible();
  const create = form.getByRole('button', { name: 'Create User' });
  await expect(create).toBeDisabled();
  await fillFields(form, { Name: 'Riley Chen', Username: 'riley', Password: 'short' });
  await create.click();
  await expect(form.getByText('Password must be at least 10 characters')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('riley-password');
  await expect(form.getByLabel('Role', { exact: true })).toHaveText('Technician');
  await expect(form.getByLabel('Status', { exact: true })).toHaveText('Active');
  const riley = await addAndFindRow(page, create, 'User created successfully', users, 'Riley Chen');
  await expect(riley).toContainText('@riley');
  await expect(riley).toContainText('Technician');

  // On edit the username is read-only; a manager gets a store.
  const editForm = await openEditForm(dialog, riley, 'Riley Chen');
  await expect(editForm.getByLabel('Username', { exact: true })).toHaveAttribute('readonly', '');
  await expect(editForm.getByLabel('Password', { exact: true })).toHaveCount(0);
  await pickOption(page, editForm, 'Role', 'Manager');
  await pickOption(page, editForm, 'Store', 'Airport');
  await editForm.getByRole('button', { name: 'Update User' }).click();
  await expectToast(page, 'User updated successfully');
  await expect(riley).toContainText('Manager');
  await expect(riley).toContainText('Airport');
  await screenshotBothWidths(page, 'admin-user-manager');

  // Certifications: add one that has expired, edit it, delete it.
  await riley.getByRole('button', { name: 'Certifications of Riley Chen' }).click();
  const certifications = page.getByRole('dialog', { name: 'Certifications' });
  await expect(certifications).toContainText('Riley Chen (@riley)');
  await expect(certifications.getByText('No certifications yet.')).toBeVisible();
  const certificationForm = certifications.getByRole('form', { name: 'Add certification' });
  await fillFields(certificationForm, {
    'Certification name': 'HVAC',
    'Certification number': 'H-1234',
    'Expiration date (optional)': '2024-01-31',
  });
  await certificationForm.getByRole('button', { name: 'Add Certification' }).click();
  await expectToast(page, 'Certification added successfully');
  const hvac = certifications.getByRole('listitem').filter({ hasText: 'HVAC' });
  await expect(hvac).toContainText('Expired');
  // One date style across screens (decision 028): 'Jan 31, 2024'.
  await expect(hvac).toContainText('Jan 31, 2024');
  await screenshotBothWidths(page, 'admin-certifications');

  const editCertification = await openEditForm(certifications, hvac, 'HVAC');
  await editCertification.getByLabel('Certification number', { exact: true }).fill('H-5678');
  await editCertification.getByLabel('Expiration date (optional)', { exact: true }).fill('');
  await editCertification.getByRole('button', { name: 'Update Certification' }).click();
  await expectToast(page, 'Certification updated successfully');
  await expect(hvac).toContainText('H-5678');
  await expect(hvac).toContainText('No expiration date');
  await expect(hvac).not.toContainText('Expired');

  await confirmDelete(page, hvac, 'HVAC');
  await expectToast(page, 'Certification deleted successfully');
  await expect(certifications.getByText('No certifications yet.')).toBeVisible();
  await certifications.getByRole('button', { name: 'Close' }).click();
  await expect(certifications).toBeHidden();

  await confirmDelete(page, riley, 'Riley Chen');
  await expectToast(page, 'User deleted successfully');
  await expect(users.getByText('Riley Chen')).toHaveCount(0);
});

test('a technician applies without an account; the admin approves them and assigns them a ticket', async ({
  page,
  browser,
}) => {
  // The applicant, signed out.
  const applicantContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const applicant = await applicantContext.newPage();
  await applicant.goto('/technician-signup');
  await expect(
    applicant.getByRole('heading', { level: 1, name: 'Technician Signup' }),
  ).toBeVisible();
  await expect(applicant.getByRole('navigation')).toHaveCount(0);
  const submit = applicant.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await fillFields(applicant, {
    Name: 'Casey Morgan',
    Email: 'casey.morgan@',
    Phone: '(201) 555-7788',
  });
  await submit.click();
  await expect(applicant.getByText('Enter a valid email address')).toBeVisible();
  await applicant.getByLabel('Email', { exact: true }).fill('casey.morgan@example.com');

  // Product rules §5: chips from the eight choices; clicking a chosen chip removes it.
  const chips = applicant.getByRole('group', { name: /Certifications/ });
  await chips.getByRole('button', { name: 'HVAC' }).click();
  await chips.getByRole('button', { name: 'Refrigeration' }).click();
  await chips.getByRole('button', { name: 'HVAC' }).click();
  await expect(chips.getByRole('button', { name: 'HVAC' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(chips.getByRole('button', { name: 'Refrigeration' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await screenshot(applicant, { path: 'test-results/technician-signup-375.png', fullPage: true });
  await submit.click();
  await expect(applicant.getByText('Application submitted')).toBeVisible();
  await applicantContext.close();

  // The admin reviews it in the user manager.
  const dialog = await openManagerAsAdmin(page, USER_MANAGER);
  await dialog.getByRole('tab', { name: /Pending Signups/ }).click();
  const signups = dialog.getByRole('list', { name: 'Pending technician signups' });
  const casey = signups.getByRole('listitem').filter({ hasText: 'Casey Morgan' });
  await expect(casey).toContainText('casey.morgan@example.com');
  await expect(casey).toContainText('Refrigeration');
  await expect(casey).not.toContainText('HVAC');
  await casey.getByRole('button', { name: 'Approve Casey Morgan' }).click();
  const approval = casey.getByRole('form', { name: 'Approve Casey Morgan' });
  await expect(approval.getByLabel('Username', { exact: true })).toHaveValue('casey.morgan');
  await expect(approval.getByText('User should change password on first login')).toBeVisible();
  await approval.getByLabel('Temporary password', { exact: true }).fill('welcome-casey');
  await screenshotBothWidths(page, 'admin-signup-approval');
  await approval.getByRole('button', { name: 'Approve and Create Account' }).click();
  await expectToast(page, 'User created successfully', 'Casey Morgan is now an active technician');
  await expect(casey).toHaveCount(0);

  await dialog.getByRole('tab', { name: 'Users' }).click();
  const caseyRow = dialog
    .getByRole('region', { name: 'Users' })
    .getByRole('listitem')
    .filter({ hasText: 'Casey Morgan' });
  await expect(caseyRow).toContainText('Technician');
  await expect(caseyRow).toContainText('Active');
  await caseyRow.getByRole('button', { name: 'Certifications of Casey Morgan' }).click();
  const certifications = page.getByRole('dialog', { name: 'Certifications' });
  await expect(certifications.getByRole('listitem')).toHaveText([/Refrigeration/]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // The approved technician is offered for assignment.
  const created = await page.request.post('/api/tickets', {
    data: {
      title: 'Walk-in cooler warm',
      description: 'Walk-in reads 48F since this morning',
      location: 'North Side',
      category: 'Freezer',
      priority: 'urgent',
    },
  });
  expect(created.ok()).toBe(true);
  const ticket = (await created.json()) as { ticketNumber: number };
  await page.goto('/tickets');
  const card = page.getByRole('article').filter({ hasText: 'Walk-in cooler warm' });
  await card.getByRole('button', { name: `Assign #${String(ticket.ticketNumber)}` }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Technician' });
  await assign.getByLabel('Technician', { exact: true }).click();
  await page.getByRole('option', { name: 'Casey Morgan' }).click();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign).toBeHidden();
  await expect(card).toContainText('Casey Morgan');

  // Casey signs in with the temporary password.
  const caseyContext = await browser.newContext();
  const caseyPage = await caseyContext.newPage();
  await signInAs(caseyPage, { username: 'casey.morgan', password: 'welcome-casey' });
  await caseyContext.close();

  // Leave the demo chain's people as the journeys after this one expect them (the ticket stays,
  // unassigned again).
  const everyone = (await (await page.request.get('/api/users')).json()) as {
    id: string;
    username: string;
  }[];
  const caseyUser = everyone.find((user) => user.username === 'casey.morgan');
  expect(caseyUser).toBeDefined();
  expect((await page.request.delete(`/api/users/${caseyUser?.id ?? ''}`)).ok()).toBe(true);
});
