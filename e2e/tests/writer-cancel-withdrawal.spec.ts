/**
 * A writer cancels their own pending withdrawal (docs/payments.md Withdrawals and payouts) from /writer/earnings (after a
 * confirmation); the amount is back on the balance once, and the admin sees it in the Rejected tab and
 * its detail with Canceled At. The earnings and the payment account come through the API: they are not the subject here.
 */
import { expect, test } from '@playwright/test';
import { call, storeSession } from '../support/api.js';
import { writerWithEarnings } from '../support/orders.js';
import { expectToast } from '../support/ui.js';

test.describe.configure({ timeout: 240_000 });

test('a writer cancels a pending withdrawal: the amount returns once, the admin sees Canceled At', async ({
  browser,
  request,
}) => {
  const { admin, writer, name } = await writerWithEarnings(request, 'Achieng Canceller', 1000);
  await call(request, writer, 'POST', '/api/writer/withdrawals', { data: { amount: 400 } });

  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await storeSession(page, writer);
  await page.goto('/writer/earnings/tab/withdrawals');
  const balance = page.getByTestId('writer-earnings').locator('.ant-statistic').filter({ hasText: 'Balance' });
  await expect(balance).toContainText('KSh 600.00', { timeout: 30_000 });
  const row = page.getByRole('row').filter({ has: page.getByText('Pending', { exact: true }) });
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('writer-withdrawals-cancel.png') });

  await row.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Cancel this withdrawal?' });
  await expect(confirm).toContainText('KSh 400.00 goes back to your balance.');
  await page.screenshot({ path: test.info().outputPath('writer-withdrawals-cancel-confirm.png') });
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expectToast(page, 'Withdrawal canceled');
  await expect(balance).toContainText('KSh 1,000.00');
  await expect(page.getByRole('row').filter({ has: page.getByText('Canceled', { exact: true }) })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('writer-withdrawals-canceled.png') });
  expect((await call<{ balance: number }>(request, writer, 'GET', '/api/writer/stats')).balance).toBe(1000);

  const adminPage = await (await browser.newContext()).newPage();
  await storeSession(adminPage, admin);
  // The Rejected tab lists the canceled ones too (Status tells them apart), with Canceled At.
  await adminPage.goto('/payments/withdrawals/tab/rejected');
  await expect(adminPage.getByRole('columnheader', { name: 'Canceled At' })).toBeVisible();
  const canceled = adminPage.getByRole('row').filter({ hasText: name });
  await expect(canceled).toHaveCount(1);
  await expect(canceled.getByText('Canceled', { exact: true })).toBeVisible();
  await canceled.getByRole('link').first().click();
  const detail = adminPage.getByTestId('withdrawal-detail');
  await expect(detail.locator('.ant-descriptions-item-label', { hasText: 'Canceled At' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await adminPage.screenshot({ path: test.info().outputPath('admin-withdrawal-canceled.png') });
  await page.context().close();
  await adminPage.context().close();
});
