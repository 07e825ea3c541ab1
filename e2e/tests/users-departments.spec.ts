/**
 * Users and departments, as people do it: an admin creates a department, grants it a few permissions on
 * the manage-permissions screen and adds an admin in it, who then sees exactly the permitted menu; a
 * writer approved from pending signs in and sees the writer screens; profile edits and a picture upload
 * survive a reload.
 */
import { expect, test } from '@playwright/test';
import { signInFast } from '../support/auth.js';
import { addUser, apiLogin, unique } from '../support/api.js';
import { solidPng } from '../support/images.js';
import { chooseOption, dialog, expectToast, sidebarLabels, signInWithForm } from '../support/ui.js';

test.describe.configure({ timeout: 180_000 });

test('a department with some permissions gives its admin exactly the permitted menu', async ({ page, browser }) => {
  const stamp = unique();
  const department = `Quality desk ${stamp}`;
  await signInFast(page, 'admin');

  // Create the department.
  await page.goto('/sh-departments');
  await page.getByRole('button', { name: 'Add Department' }).click();
  const add = dialog(page, 'Add Department');
  await add.getByLabel('Name').fill(department);
  await add.getByLabel('Description').fill('Checks orders before delivery');
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Department saved');
  const row = page.getByRole('row').filter({ hasText: department });
  await row.getByRole('button', { name: 'Permissions' }).click();
  await expect(page).toHaveURL(/\/sh-departments\/permissions\/\d+$/);
  const departmentId = Number(/permissions\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: department })).toBeVisible();

  // Grant the orders menu and the deadlines settings only.
  await page.getByRole('button', { name: 'Manage Permissions' }).click();
  await expect(page).toHaveURL(new RegExp(`/sh-departments/manage-permissions/${departmentId}`));
  const screen = page.getByTestId('manage-permissions');
  const save = screen.getByRole('button', { name: 'Save' });
  // Permissions read in words ('View orders'), the key on hover.
  for (const [module, key] of [
    ['Orders', 'View orders'],
    ['Settings', 'Deadlines'],
  ] as const) {
    await screen.getByRole('menuitem', { name: module, exact: true }).click();
    const leaf = screen
      .locator('.ant-tree-treenode')
      .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${key}$`) }) });
    await expect(leaf).toBeVisible();
    await expect(save).toHaveCount(0); // Save shows only after a change
    await leaf.locator('.ant-tree-checkbox').click();
    await save.click();
    await expectToast(page, 'Permissions updated');
    await expect(save).toHaveCount(0);
    await expect(screen.getByRole('menuitem', { name: new RegExp(`^${module}`) }).getByLabel('granted')).toBeVisible();
  }

  // The department's modules now list exactly those keys.
  await page.goto(`/sh-departments/permissions/${departmentId}`);
  const modules = page.getByTestId('department-modules');
  await expect(
    modules.getByRole('row').filter({ hasText: 'Orders' }).getByText('View orders', { exact: true }),
  ).toBeVisible();
  await expect(
    modules.getByRole('row').filter({ hasText: 'Settings' }).getByText('Deadlines', { exact: true }),
  ).toBeVisible();

  // Add an admin in it, choosing the department by suggestion.
  const name = `Dee Desk ${stamp}`;
  const email = `dee.${stamp}@example.com`;
  await page.goto('/users/admins');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  await expect(page).toHaveURL(/\/users\/add\?role=admins/);
  const form = page.getByTestId('add-user');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('711222333');
  await form.getByLabel('Password').fill('Password123!');
  await chooseOption(form, 'Department', department, 'Quality desk');
  await form.getByRole('button', { name: 'Add Admin' }).click();
  await expectToast(page, 'User added');
  await expect(page).toHaveURL(/\/users\/user\/\d+/);
  await expect(page.getByText(new RegExp(`#\\d+ - ${name} \\(admin\\)`))).toBeVisible();

  // That admin, in their own browser, sees exactly the permitted menu and screens.
  const theirs = await (await browser.newContext()).newPage();
  await signInWithForm(theirs, email, 'Password123!');
  await expect(theirs).toHaveURL(/\/inbox/);
  expect(await sidebarLabels(theirs)).toEqual([
    'Inbox',
    'Orders',
    'All Orders',
    'Quotes',
    'Available',
    'Progressed',
    'Under Review',
    'Closed',
    'Settings',
  ]);
  await theirs.getByTestId('sidebar').getByRole('menuitem', { name: 'Settings' }).click();
  await expect(theirs).toHaveURL(/\/settings\/tab\/deadlines/);
  await expect(theirs.getByRole('tab')).toHaveText(['Deadlines']);
  await theirs.goto('/users/clients');
  await expect(theirs.getByText('403 Not Allowed')).toBeVisible();
  await theirs.context().close();
});

test('a writer approved from pending signs in, sees the writer screens and edits their profile', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin@example.com');
  const writer = await addUser(request, admin, 'writer', `Penda Pending ${unique()}`, { status: 'pending' });
  expect(writer.status).toBe('pending');

  // Pending: the sign-in is refused.
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto('/sh-auth');
  await theirs.getByLabel('Email').fill(writer.email);
  await theirs.getByLabel('Password', { exact: true }).fill(writer.password);
  await theirs.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(theirs.getByText(/awaiting approval/)).toBeVisible();

  // The admin approves them from the pending tab.
  await signInFast(page, 'admin');
  await page.goto('/users/writers/tab/pending');
  const row = page.getByRole('row').filter({ hasText: writer.email });
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Yes, Proceed!' }).click();
  await expectToast(page, 'Writer approved');
  await expect(page).toHaveURL(/\/users\/writers\/tab\/pending/);
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Active' }).click();
  await page.getByLabel('Search', { exact: true }).fill(writer.email);
  await expect(page.getByRole('row').filter({ hasText: writer.email })).toBeVisible();

  // Now they sign in and see the writer screens.
  await signInWithForm(theirs, writer.email, writer.password);
  await expect(theirs).toHaveURL(/\/writer\/orders\/active/);
  expect(await sidebarLabels(theirs)).toEqual(['Dashboard', 'Active Orders', 'Closed Orders', 'Earnings']);
  await theirs.getByTestId('sidebar').getByRole('menuitem', { name: 'Earnings' }).click();
  await expect(theirs).toHaveURL(/\/writer\/earnings\/tab\/all_transactions/);
  await expect(theirs.getByText('KSh 0.00')).toBeVisible();
  await theirs.getByTestId('sidebar').getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(theirs).toHaveURL(/\/writer\/dashboard/);

  // Profile: edit name and phone, upload a picture; both survive a reload.
  await theirs.getByTestId('user-menu').click();
  await theirs.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(theirs).toHaveURL(/\/sh-user-profile/);
  const profile = theirs.getByTestId('profile');
  await expect(profile.getByText(writer.email)).toBeVisible();
  const renamed = `${writer.name} Mwangi`;
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = dialog(theirs, 'Edit Profile');
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByLabel('Phone number').fill('0722333444');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(theirs, 'Your details updated successfully');
  await expect(profile.getByText(renamed, { exact: true })).toBeVisible();
  await expect(profile.getByText(/722333444/)).toBeVisible();
  await expect(theirs.getByTestId('user-menu')).toContainText(renamed);

  await profile
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(16, [200, 40, 40]) });
  await expectToast(theirs, 'Your profile picture updated successfully');
  const picture = profile.getByRole('img', { name: `${renamed}'s profile picture` });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(16);

  await theirs.reload();
  await expect(profile.getByText(renamed, { exact: true })).toBeVisible();
  await expect(profile.getByText(/722333444/)).toBeVisible();
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(16);
  const topBar = theirs.getByTestId('user-menu').locator('img');
  await expect.poll(() => topBar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(16);
  await theirs.context().close();
});
