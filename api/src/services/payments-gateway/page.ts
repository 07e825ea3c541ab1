/**
 * The sandbox gateway's hosted payment page: plain server-rendered HTML (no script), a "Pay $X" form
 * posting to `/api/checkout/{session}/confirm` and a Cancel form posting to `…/cancel`. Every value is
 * HTML-escaped. The page carries its own strict CSP allowing only its inline style and form posts here
 * and to the app (where the confirm redirects).
 * @see ./sandbox-checkout.ts
 */
import { usd } from '../orders/recipients.js';
import type { CheckoutSession } from './sandbox-checkout.js';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** CSP of the page: nothing loads; forms may post here and the confirm may redirect to `publicUrl`. */
export function checkoutCsp(publicUrl: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}; base-uri 'none'; frame-ancestors 'none'`;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f6f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}p{color:#555}.amount{font-size:32px;font-weight:600;margin:16px 0}
button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer;margin-top:8px}
.pay{background:#28a745;color:#fff}.cancel{background:#eee;color:#333}.note{font-size:12px;color:#888;margin-top:16px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The payment page of an open session. */
export function checkoutPage(session: CheckoutSession, orderTitle: string): string {
  const amount = usd(session.amount);
  const what = session.kind === 'tip' ? `Tip for order #${session.order_id}` : `Payment for order #${session.order_id}`;
  const base = `/api/checkout/${encodeURIComponent(session.id)}`;
  return layout(
    `Pay ${amount}`,
    `<h1>${escapeHtml(what)}</h1><p>${escapeHtml(orderTitle)}</p><div class="amount">${escapeHtml(amount)}</div>
<form method="post" action="${base}/confirm"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<p class="note">Sandbox payment: no card is charged.</p>`,
  );
}

/** The page of a session that can no longer be paid (paid, cancelled or expired). */
export function closedPage(session: CheckoutSession, returnTo: string): string {
  const text = session.status === 'paid' ? 'This payment has been completed.' : 'This payment link is no longer valid.';
  return layout(
    'Payment',
    `<h1>${escapeHtml(text)}</h1><p><a href="${escapeHtml(returnTo)}">Back to order #${session.order_id}</a></p>`,
  );
}

/** The page of an unknown session id. */
export function notFoundPage(): string {
  return layout('Payment', '<h1>This payment link is not valid.</h1>');
}
