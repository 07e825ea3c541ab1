/**
 * Settings end to end: an admin adds a service type and a pricing package, copies the package's order
 * link, a signed-out guest opens it and sees the form prefilled with the package's price, registers and
 * the order is submitted; the link's order count goes up by one on /links.
 */
import { expect, test } from '@playwright/test';
import { signInFast } from '../support/auth.js';
import { apiLogin, call, unique } from '../support/api.js';
import { chooseOption, dialog, expectToast } from '../support/ui.js';

test.describe.configure({ timeout: 240_000 });

test('a package order link brings a guest order that counts against the link', async ({ browser, page, request }) => {
  const stamp = unique();
  const serviceType = `Speech Writing ${stamp}`;
  const packageName = `Keynote ${stamp}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInFast(page, 'admin');

  // The admin adds a service type…
  await page.goto('/settings/tab/service_types');
  await page.getByRole('button', { name: /Add Service Type/ }).click();
  const addType = dialog(page, 'Add Service Type');
  await addType.getByLabel('Name').fill(serviceType);
  await addType.getByLabel('Amount').fill('30');
  await addType.getByLabel('Description').fill('Speeches for any occasion');
  await addType.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Settings saved');
  await page.getByLabel('Search', { exact: true }).fill(serviceType);
  await expect(page.getByRole('row').filter({ hasText: 'Essay Writing' })).toHaveCount(0); // the search applied
  await page.getByRole('row').filter({ hasText: serviceType }).getByRole('button', { name: 'Pricing Plans' }).click();

  // …and a package on its pricing plans page.
  await expect(page).toHaveURL(/\/settings\/pricing-packages\?id=\d+/);
  const serviceTypeId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { name: `${serviceType} Pricing Plans` })).toBeVisible();
  await expect(page.getByText('There are no packages yet. Click on "Add New Package" to create one.')).toBeVisible();
  await page.getByRole('button', { name: /Add New Package/ }).click();
  const addPackage = dialog(page, 'Add New Package');
  await addPackage.getByLabel('Name').fill(packageName);
  await addPackage.getByLabel('Amount').fill('42.50');
  await addPackage.getByLabel('Description').fill('Up to 20 minutes');
  await addPackage.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Package saved');
  const card = page.locator('.ant-card').filter({ hasText: packageName });
  await expect(card).toContainText('$42.50');

  // View Links → copy the order link, and read it back from the clipboard.
  await card.getByRole('button', { name: /View Links/ }).click();
  const links = dialog(page, `${packageName} Links`);
  await links.getByRole('button', { name: 'Copy link for Scriptorium' }).click();
  await expectToast(page, 'Link copied to clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const link = new URL(copied);
  expect(link.pathname).toBe('/orders/new');
  expect(link.searchParams.get('service_type_id')).toBe(String(serviceTypeId));
  const packageId = Number(link.searchParams.get('package_id'));
  expect(packageId).toBeGreaterThan(0);
  await expect(links).toContainText(copied);

  // No order came through that link yet.
  await page.goto('/links');
  await page.getByLabel('Search', { exact: true }).fill(copied);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('No records found')).toBeVisible();

  // A signed-out guest opens the link: the form is prefilled with the package's price.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(copied);
  await expect(
    guest.getByText('Fill in your order: you will be asked to register or log in to submit it.'),
  ).toBeVisible();
  await expect(guest.getByTestId('price-total')).toHaveText('$42.50');
  await guest.getByLabel('Title').fill(`Wedding toast ${stamp}`);
  await chooseOption(guest, 'Deadline', '7 days');
  await guest.getByRole('button', { name: 'Submit Order' }).click();
  await expect(guest.getByText('Register or log in to submit your order')).toBeVisible();
  await guest.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
  await expect(guest).toHaveURL(/\/register\?redirect=/);
  await guest.getByLabel('Name').fill('Link Guest');
  await guest.getByLabel('Email').fill(`link-guest-${stamp}@example.com`);
  await guest.getByLabel('Password', { exact: true }).fill('Password123!');
  await guest.getByLabel('Confirm Password').fill('Password123!');
  await guest.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(guest.getByText('Order submitted', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(guest).toHaveURL(/\/orders\/order\/\d+/);
  const orderId = Number(/\/orders\/order\/(\d+)/.exec(guest.url())![1]);
  await guest.context().close();

  // The order keeps what the link promised: the package's price and the link it came through.
  const placed = await call<{ amount: number; referrer: string | null; link: { id: number } | null }>(
    request,
    await apiLogin(request, 'admin@example.com'),
    'GET',
    `/api/orders/${orderId}`,
  );
  expect.soft(placed.amount, 'the order is priced at the package amount shown on the form').toBe(42.5);
  expect.soft(placed.referrer, 'the order remembers the order link it came through').toBe(copied);

  // The link now counts one order, listed on its detail.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: copied });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/links\/view\?id=\d+/);
  const detail = page.getByTestId('link-detail');
  await expect(detail.getByRole('row').filter({ hasText: 'Order count' })).toContainText('1');
  await expect(detail.getByRole('row').filter({ hasText: 'Link Guest' })).toContainText(String(orderId));
});
