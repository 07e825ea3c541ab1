/**
 * The sandbox gateway's hosted payment page: plain server-rendered HTML (no script), a "Pay $X" form
 * posting to `/api/checkout/{session}/confirm` and a Cancel form posting to `…/cancel`. Every value is
 * HTML-escaped. The page carries its own strict CSP allowing only its inline style and form posts here
 * and to the app (where the confirm redirects). Its texts are the API catalogue's `api.checkout.*` in the
 * request's language (English as before).
 * @see ./sandbox-checkout.ts; core/i18n
 */
import type { Locale } from '@scriptorium/contracts/core';
import { t } from '../../core/i18n/index.js';
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

function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The payment page of an open session, in `locale`. */
export function checkoutPage(session: CheckoutSession, orderTitle: string, locale: Locale = 'en'): string {
  const amount = usd(session.amount);
  const what = t(locale, session.kind === 'tip' ? 'api.checkout.tip_for' : 'api.checkout.payment_for', {
    order_id: session.order_id,
  });
  const pay = t(locale, 'api.checkout.pay', { amount });
  const base = `/api/checkout/${encodeURIComponent(session.id)}`;
  return layout(
    locale,
    pay,
    `<h1>${escapeHtml(what)}</h1><p>${escapeHtml(orderTitle)}</p><div class="amount">${escapeHtml(amount)}</div>
<form method="post" action="${base}/confirm"><button class="pay" type="submit">${escapeHtml(pay)}</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">${escapeHtml(t(locale, 'api.checkout.cancel'))}</button></form>
<p class="note">${escapeHtml(t(locale, 'api.checkout.sandbox_note'))}</p>`,
  );
}

/** The page of a session that can no longer be paid (paid, cancelled or expired), in `locale`. */
export function closedPage(session: CheckoutSession, returnTo: string, locale: Locale = 'en'): string {
  const text = t(locale, session.status === 'paid' ? 'api.checkout.completed' : 'api.checkout.no_longer_valid');
  const back = t(locale, 'api.checkout.back', { order_id: session.order_id });
  return layout(
    locale,
    t(locale, 'api.checkout.title'),
    `<h1>${escapeHtml(text)}</h1><p><a href="${escapeHtml(returnTo)}">${escapeHtml(back)}</a></p>`,
  );
}

/** The page of an unknown session id, in `locale`. */
export function notFoundPage(locale: Locale = 'en'): string {
  return layout(locale, t(locale, 'api.checkout.title'), `<h1>${escapeHtml(t(locale, 'api.checkout.not_valid'))}</h1>`);
}
