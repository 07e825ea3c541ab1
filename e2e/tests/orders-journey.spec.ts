/**
 * The order journey across three people at once: a guest starts an order, registers
 * and it is submitted with a file; the admin prices it, marks it paid and assigns the writer; the writer
 * sees it and chats (the admin sees the message live, the client sees the admin's reply and typing live),
 * uploads and delivers; the admin completes; the client approves with 5 stars and a tip; the writer's
 * earnings show the credit. Runs against the composed production build (shell + remotes + API).
 */
import { expect, test, type Page } from '@playwright/test';
import { signInFast } from '../support/auth.js';

/** A small but real PDF (the API checks uploads by content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A modal or dropdown still running antd's appear motion (zoom, slide): on a loaded machine a click
 * aimed at an option can land where it was a frame earlier, between the options, and choose nothing.
 */
const moving = (page: Page) =>
  page.locator(
    ['.ant-modal', '.ant-select-dropdown']
      .flatMap((c) => [`${c}[class*="-appear"]`, `${c}[class*="-enter"]`])
      .join(', '),
  );

async function chooseOption(page: Page, label: string, option: string) {
  await expect(moving(page)).toHaveCount(0);
  await page.getByLabel(label, { exact: true }).click();
  // Only the open dropdown: closed ones stay in the DOM and hold options with the same text.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(1);
  await expect(moving(page)).toHaveCount(0);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an order goes from a guest to an approved, rated and tipped order, with live chat', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `Journey essay ${stamp}`;
  const guest = await (await browser.newContext()).newPage();
  const adminCtx = await browser.newContext();
  const writerCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  const writer = await writerCtx.newPage();
  await signInFast(admin, 'admin');
  await signInFast(writer, 'writer');

  // A guest starts an order with a file, registers, and it is submitted.
  await guest.goto('/orders/new?service_type_id=1');
  await expect(
    guest.getByText('Fill in your order: you will be asked to register or log in to submit it.'),
  ).toBeVisible();
  await expect(guest.getByTestId('price-total')).toHaveText('$15.00');
  await guest.getByLabel('Title').fill(title);
  await chooseOption(guest, 'Deadline', '7 days');
  await guest.getByText('Plagiarism Report (+$5.00)').click();
  await expect(guest.getByTestId('price-total')).toHaveText('$20.00');
  await guest
    .locator('input[type=file]')
    .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF });
  await guest.getByRole('button', { name: 'Submit Order' }).click();
  await expect(guest.getByText('Register or log in to submit your order')).toBeVisible();
  await guest.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
  await expect(guest).toHaveURL(/\/register\?redirect=/);
  await guest.getByLabel('Name').fill('Journey Client');
  await guest.getByLabel('Email').fill(`journey-${stamp}@example.com`);
  await guest.getByLabel('Password', { exact: true }).fill('Password123!');
  await guest.getByLabel('Confirm Password').fill('Password123!');
  await guest.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(guest.getByText('Order submitted', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(guest).toHaveURL(/\/orders\/order\/\d+/);
  const orderId = Number(/\/orders\/order\/(\d+)/.exec(guest.url())![1]);
  const client = guest;
  await expect(client.getByText(`#${orderId} - ${title}`)).toBeVisible();
  await client.getByRole('tab', { name: 'Files' }).click();
  await expect(client.getByText('brief.pdf')).toBeVisible();
  await client.getByRole('tab', { name: 'Order Details' }).click();

  // The admin sees it, prices it, marks it paid and assigns the writer.
  await admin.goto('/orders/available');
  await admin.goto(`/orders/order/${orderId}`);
  await expect(admin.getByText(`#${orderId} - ${title}`)).toBeVisible();
  await admin.getByRole('button', { name: 'Change Amount' }).click();
  await admin.getByLabel('Amount (USD)').fill('25');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Order saved')).toBeVisible();
  await expect(client.getByText('$25.00').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(admin.getByLabel('Amount (USD)')).toHaveValue('25');
  await admin.getByLabel('Reference').fill(`REF-${stamp}`);
  await chooseOption(admin, 'Payment method', 'Bank transfer');
  await admin.locator('.ant-modal').getByRole('button', { name: 'Mark Paid' }).click();
  await expect(admin.getByText('Payment recorded')).toBeVisible();
  await expect(admin.getByText('Unassigned').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Assign Writer' }).click();
  await admin.getByLabel('Writer', { exact: true }).click();
  await admin.keyboard.type('Wanjiru');
  await admin.locator('.ant-select-item-option', { hasText: 'Wanjiru Writer' }).click();
  await admin.getByLabel('Writer amount (KSh)').fill('1000');
  await admin.locator('.ant-modal').getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Writer assigned')).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Assigned Writer' })).toBeVisible();

  // The writer sees it among the active orders and writes; the admin sees the message live.
  await writer.goto('/writer/orders/active');
  await writer.getByText(title).click();
  await expect(writer).toHaveURL(new RegExp(`/writer/orders/order/${orderId}`));
  await writer
    .getByTestId('order-chat')
    .getByRole('textbox', { name: 'Message' })
    .fill('Starting now, will deliver early.');
  await writer.getByTestId('order-chat').getByRole('button', { name: /Send/ }).click();
  await expect(admin.getByText('Starting now, will deliver early.')).toBeVisible();

  // The admin replies to the client: the client sees the typing indicator and the message live.
  await admin
    .getByTestId('order-chat')
    .getByRole('textbox', { name: 'Message' })
    .pressSequentially('Your writer has started', { delay: 50 });
  await expect(client.getByText(/is typing…/)).toBeVisible();
  await admin.getByTestId('order-chat').getByRole('button', { name: /Send/ }).click();
  await expect(client.getByText('Your writer has started')).toBeVisible();

  // The writer uploads the work and delivers it.
  await writer.getByRole('tab', { name: 'Files' }).click();
  await writer
    .locator('input[type=file]')
    .setInputFiles({ name: 'final-essay.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(writer.getByText('File uploaded')).toBeVisible();
  await writer.getByRole('button', { name: 'Deliver Now' }).click();
  await expect(writer).toHaveURL(new RegExp(`/writer/orders/confirm-completed/${orderId}`));
  await expect(writer.getByRole('link', { name: 'final-essay.pdf', exact: true })).toBeVisible();
  const deliver = writer.getByRole('button', { name: 'Deliver Now' });
  await expect(deliver).toBeDisabled();
  await writer.getByText('I Confirm that all the documents have been attached').click();
  await deliver.click();
  await expect(writer.getByText('Order has been marked as completed')).toBeVisible();
  await expect(writer).toHaveURL(new RegExp(`/writer/orders/order/${orderId}`));

  // The admin (live) sees it under review and marks it completed.
  await expect(admin.getByText('Under Review').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Deliver Now' }).click();
  await admin.getByText('I Confirm that all the documents have been attached').click();
  await admin.getByRole('button', { name: 'Deliver Now' }).click();
  await expect(admin.getByText('Order has been marked as completed')).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`/orders/order/${orderId}`));

  // The client approves with 5 stars and a tip, and is sent to pay the tip.
  await client.getByRole('button', { name: 'Approve & Rate' }).click();
  await expect(client).toHaveURL(new RegExp(`/orders/approve\\?orderId=${orderId}`));
  await client.getByRole('radio').nth(4).click();
  await client.getByLabel('Comments').fill('Excellent, thank you');
  await client.getByLabel('Tip (optional)').fill('5');
  await client.getByRole('button', { name: 'Approve & Rate' }).click();
  await expect(client.getByText('Order has been rated')).toBeVisible();
  await expect(client).toHaveURL(/\/api\/checkout\/cs_/, { timeout: 10_000 });

  // The writer's earnings show the credit.
  await writer.goto('/writer/earnings');
  await expect(writer.getByText(`Earnings for order #${orderId}`)).toBeVisible();
});
