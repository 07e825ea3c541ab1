import { expect, test } from '@playwright/test';
import { DEMO, signInFast } from '../support/auth.js';
import { apiLogin } from '../support/api.js';

/**
 * The inbox and the admin's order tables parse each row with the contract schema the API declares
 * for it (contracts `inboxRow`, `adminOrderRow`): a row the schema refused would leave the table
 * empty with its load error, so the seeded orders showing is what proves the two agree.
 */
test("an admin's inbox, order areas and a client's orders tab show the rows the API answers", async ({
  page,
  request,
}) => {
  const client = await apiLogin(request, DEMO.client.email);
  await signInFast(page, 'admin');
  await page.goto('/inbox');
  await expect(
    page.getByTestId('inbox').getByRole('cell', { name: 'Climate policy in East Africa' }).first(),
  ).toBeVisible();

  await page.goto('/orders/quotes');
  const orders = page.getByTestId('admin-orders');
  await expect(
    orders.getByRole('cell', { name: 'Market entry strategy for a Nairobi coffee brand' }).first(),
  ).toBeVisible();
  await page.goto('/orders/closed/tab/approved');
  await expect(orders.getByRole('cell', { name: 'Renewable energy literature review' }).first()).toBeVisible();
  await expect(orders.getByLabel('Rating 5 of 5').first()).toBeVisible();
  // A rating's five stars stay on one line, also in the all-orders table's narrow column.
  await page.goto('/orders');
  const rating = orders.getByLabel('Rating 5 of 5').first();
  await expect(rating).toBeVisible();
  const tops = await rating
    .locator('li')
    .evaluateAll((stars) => stars.map((s) => Math.round(s.getBoundingClientRect().top)));
  expect(tops, 'the top of each star').toEqual(Array(5).fill(tops[0]));

  await page.goto(`/users/user/${client.user.id}/tab/orders`);
  await expect(page.getByRole('cell', { name: 'History of the printing press' }).first()).toBeVisible();
  await expect(page.getByText('Error getting data from backend')).toHaveCount(0);
});
