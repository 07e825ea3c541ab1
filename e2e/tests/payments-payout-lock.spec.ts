/**
 * A payout in progress is locked (docs/payments.md Withdrawals and payouts): the admin clicks Pay out
 * on a pending withdrawal (after a confirmation), it moves to the Processing tab; the writer, whose page
 * still showed it pending, can no longer cancel it (refused, then "Being paid" with no Cancel); the
 * admin marks it paid with the reference and the balance went down once. The earnings and the payment
 * account come through the API: they are not the subject here.
 */
import { expect, test } from '@playwright/test';
import { call, storeSession, unique } from '../support/api.js';
import { writerWithEarnings } from '../support/orders.js';
import { dialog, expectToast } from '../support/ui.js';

test.describe.configure({ timeout: 240_000 });

test('Pay out locks a withdrawal: the writer can no longer cancel it, the admin marks it paid', async ({
  browser,
  request,
}) => {
  const { admin, writer, name } = await writerWithEarnings(request, 'Otieno Payee', 1000);
  await call(request, writer, 'POST', '/api/writer/withdrawals', { data: { amount: 400 } });

  // The writer's page shows it pending, with Cancel.
  const writerPage = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await storeSession(writerPage, writer);
  await writerPage.goto('/writer/earnings/tab/withdrawals');
  const balance = writerPage.getByTestId('writer-earnings').locator('.ant-statistic').filter({ hasText: 'Balance' });
  await expect(balance).toContainText('KSh 600.00', { timeout: 30_000 });
  const mine = writerPage.getByRole('row').filter({ hasText: '400.00' });
  await expect(mine.getByRole('button', { name: 'Cancel' })).toBeVisible();

  // The admin pays it out from the pending tab, after a confirmation naming amount and account.
  const adminPage = await (await browser.newContext()).newPage();
  await storeSession(adminPage, admin);
  await adminPage.goto('/payments/withdrawals/tab/pending');
  const row = adminPage.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Pay out' }).click();
  const confirm = adminPage.getByRole('dialog').filter({ hasText: 'Pay out KSh 400.00?' });
  await expect(confirm).toContainText(`To M-Pesa 254712345678 (${name}). The writer can no longer cancel it.`);
  await confirm.getByRole('button', { name: 'Yes, pay out' }).click();
  await expectToast(adminPage, 'Payout started: pay the writer, then Mark Paid with the reference');
  await expect(adminPage.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await adminPage.getByRole('tab', { name: /Processing/ }).click();
  const processing = adminPage.getByRole('row').filter({ hasText: name });
  await expect(processing).toContainText('By hand');
  await expect(processing.getByText('Processing', { exact: true })).toBeVisible();

  // The writer, still looking at "Pending", tries to cancel: refused, and the row now reads Being paid.
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await writerPage
    .getByRole('dialog')
    .filter({ hasText: 'Cancel this withdrawal?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expectToast(writerPage, 'This withdrawal is being paid and can no longer be canceled');
  await expect(mine.getByText('Being paid', { exact: true })).toBeVisible();
  await expect(writerPage.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expect(balance).toContainText('KSh 600.00');
  await writerPage.screenshot({ path: test.info().outputPath('writer-being-paid.png') });

  // The admin marks it paid from its detail.
  await processing.getByRole('link').first().click();
  const detail = adminPage.getByTestId('withdrawal-detail');
  await expect(adminPage.getByText('Being paid out by hand')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Pay out' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Mark Paid' }).click();
  const markPaid = dialog(adminPage, 'Mark Paid');
  const reference = `QWE${unique().toUpperCase()}`;
  await markPaid.getByLabel('Reference').fill(reference);
  await markPaid.getByRole('button', { name: 'Mark Paid' }).click();
  await expectToast(adminPage, 'Withdrawal updated');
  await expect(detail.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(detail).toContainText(reference);
  await adminPage.screenshot({ path: test.info().outputPath('admin-paid-after-payout.png') });

  await writerPage.reload();
  await expect(writerPage.getByRole('row').filter({ hasText: reference })).toContainText('Paid');
  expect((await call<{ balance: number }>(request, writer, 'GET', '/api/writer/stats')).balance).toBe(600);
  await writerPage.context().close();
  await adminPage.context().close();
});
