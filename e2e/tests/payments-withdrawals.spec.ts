/**
 * A writer's whole withdrawal path (docs/product.md §4 Withdrawals and writers): a writer with an approved order's earnings saves a payment account (checked for
 * what its method needs) and requests a withdrawal; the admin rejects it with a reason (the balance
 * comes back, the writer sees the reason);
 * the writer requests again; the admin marks it paid with a reference (the balance goes down once, Paid
 * At shows). The order itself is driven through the API: it is not the subject here.
 */
import { expect, test, type Page } from '@playwright/test';
import { addUser, apiLogin, call, unique, storeSession, type ApiSession } from '../support/api.js';
import { approvedOrder } from '../support/orders.js';
import { chooseOption, dialog, expectToast } from '../support/ui.js';
import { signInFast } from '../support/auth.js';

test.describe.configure({ timeout: 240_000 });

/** The Balance statistic on /writer/earnings. */
const balance = (page: Page) =>
  page.getByTestId('writer-earnings').locator('.ant-statistic').filter({ hasText: 'Balance' });

/** Requests a withdrawal of `amount` KSh from /writer/earnings. */
async function requestWithdrawal(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  const modal = dialog(page, 'Request Withdrawal');
  await expect(modal.getByLabel('Payment Account')).toBeVisible();
  await modal.getByLabel('Amount (KSh)').fill(amount);
  await modal.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expectToast(page, 'Withdrawal request sent');
}

/** Opens the writer's pending withdrawal from the admin's pending tab. */
async function openPending(page: Page, writerName: string) {
  await page.goto('/payments/withdrawals/tab/pending');
  const row = page.getByRole('row').filter({ hasText: writerName });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/payments\/withdrawals\/view\?withdrawalId=\d+/);
  await expect(page.getByTestId('withdrawal-detail').getByText('Pending', { exact: true })).toBeVisible();
}

test('a writer withdraws earnings: rejected with a reason, then requested again and paid once', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin@example.com');
  const client = await apiLogin(request, 'client@example.com');
  const person = await addUser(request, admin, 'writer', `Kamau Earner ${unique()}`);
  const writer: ApiSession = await apiLogin(request, person.email, person.password);
  const orderId = await approvedOrder(request, { admin, client, writer }, 1000);

  // The writer sees the credit and saves where to be paid.
  const writerPage = await (await browser.newContext()).newPage();
  await storeSession(writerPage, writer);
  await writerPage.goto('/writer/earnings');
  await expect(writerPage).toHaveURL(/\/writer\/earnings\/tab\/all_transactions/);
  await expect(balance(writerPage)).toContainText('KSh 1,000.00');
  await expect(writerPage.getByRole('row').filter({ hasText: `#${orderId}` })).toContainText('1,000.00');
  // Each method asks for what it needs: PayPal an email ('abc' is refused under the field)…
  await chooseOption(writerPage, 'Payment Method', 'PayPal');
  await writerPage.getByLabel('PayPal Email').fill('abc');
  await writerPage.getByLabel('Account Name').fill(person.name);
  await writerPage.getByRole('button', { name: 'Save Payment Account' }).click();
  await expect(writerPage.getByText('Enter a valid email address')).toBeVisible();
  // …M-Pesa a Kenyan mobile number, taken as typed and kept as 2547….
  await chooseOption(writerPage, 'Payment Method', 'M-Pesa');
  await writerPage.getByLabel('M-Pesa Number').fill('0712 345 678');
  await writerPage.getByLabel('Account Name').fill(person.name);
  await writerPage.getByRole('button', { name: 'Save Payment Account' }).click();
  await expectToast(writerPage, 'Payment Account updated');
  await expect(writerPage.getByLabel('M-Pesa Number')).toHaveValue('254712345678');

  // First request: 400 of 1,000 reserved at once.
  await requestWithdrawal(writerPage, '400');
  await expect(balance(writerPage)).toContainText('KSh 600.00');

  // The admin rejects it with a reason.
  const adminPage = await (await browser.newContext()).newPage();
  await storeSession(adminPage, admin);
  await openPending(adminPage, person.name);
  const detail = adminPage.getByTestId('withdrawal-detail');
  await expect(detail).toContainText('KSh 400.00');
  await expect(detail).toContainText('M-Pesa');
  await expect(detail).toContainText('254712345678');
  await detail.getByRole('button', { name: 'Reject' }).click();
  const reject = dialog(adminPage, 'Reject Withdrawal');
  await reject.getByLabel('Reason for Rejection').fill('The M-Pesa number does not match the account name');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expectToast(adminPage, 'Withdrawal updated');
  await expect(detail.getByText('Rejected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(detail).toContainText('The M-Pesa number does not match the account name');
  await expect(detail.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // The writer gets the 400 back and reads the reason.
  await writerPage.reload();
  await expect(balance(writerPage)).toContainText('KSh 1,000.00');
  await writerPage.getByRole('tab', { name: 'Withdrawals' }).click();
  const rejected = writerPage.getByRole('row').filter({ hasText: 'Rejected' });
  await expect(rejected).toContainText('The M-Pesa number does not match the account name');

  // Second request; the admin marks it paid with a reference.
  await requestWithdrawal(writerPage, '400');
  await expect(balance(writerPage)).toContainText('KSh 600.00');
  await openPending(adminPage, person.name);
  await detail.getByRole('button', { name: 'Mark Paid' }).click();
  const markPaid = dialog(adminPage, 'Mark Paid');
  const reference = `QWE${unique().toUpperCase()}`;
  await markPaid.getByLabel('Reference').fill(reference);
  await markPaid.getByRole('button', { name: 'Mark Paid' }).click();
  await expectToast(adminPage, 'Withdrawal updated');
  await expect(detail.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(detail).toContainText(reference);
  await expect(detail.locator('.ant-descriptions-item-label', { hasText: 'Paid At' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);

  // Paying it again (a second admin, a double click) changes nothing: the balance went down once.
  const withdrawalId = Number(new URL(adminPage.url()).searchParams.get('withdrawalId'));
  const again = await request.post(`/api/payments/withdrawals/${withdrawalId}/approve`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { reference: `${reference}-AGAIN` },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  expect(again.status()).toBeLessThan(500);
  expect((await call<{ balance: number }>(request, writer, 'GET', '/api/writer/stats')).balance).toBe(600);

  await writerPage.reload();
  await expect(balance(writerPage)).toContainText('KSh 600.00');
  await writerPage.getByRole('tab', { name: 'Withdrawals' }).click();
  const paid = writerPage.getByRole('row').filter({ hasText: reference });
  await expect(paid).toContainText('Paid');
  await writerPage.getByRole('tab', { name: 'All Transactions' }).click();
  await expect(writerPage.getByRole('row').filter({ hasText: /-400\.00/ })).toHaveCount(2);
  await writerPage.context().close();
  await adminPage.context().close();
});

test("at 1366 px a writer's withdrawals table shows every column without scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInFast(page, 'writer');
  await page.goto('/writer/earnings/tab/withdrawals');
  const createdAt = page.getByRole('columnheader', { name: 'Created At' });
  await expect(createdAt).toBeVisible();
  // Beside the balance and account cards the nine columns ran off the screen ("Created At" unreachable).
  const box = (await createdAt.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  const scroller = page.getByTestId('writer-earnings').locator('.kit-data-table div[style*="overflow"]').first();
  expect(await scroller.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
});
