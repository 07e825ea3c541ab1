/**
 * The set-up of the Stripe test files: a cast whose app takes payments through a local Stripe stand-in,
 * and its webhook as Stripe calls it. Test-only.
 */
import { afterAll, beforeAll } from 'vitest';
import { createCast, type Cast } from '../routes/api/orders/cast.js';
import { startStripeStandin, type StripeStandin } from './stripe-standin.js';

/**
 * For a test file about Stripe: a fresh stand-in and a cast configured to pay through it (secret key,
 * webhook secret, API URL), made before the file's tests and closed after them. `ready` receives both.
 */
export function stripeCast(ready: (cast: Cast, stripe: StripeStandin) => void): void {
  let cast: Cast | undefined;
  let stripe: StripeStandin | undefined;
  beforeAll(async () => {
    stripe = await startStripeStandin();
    cast = await createCast({
      stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url },
    });
    ready(cast, stripe);
  });
  afterAll(async () => {
    await cast?.t.close();
    await stripe?.close();
  });
}

/** Posts `payload` (an event's JSON) to `POST /api/payments/webhooks/stripe` with `signature`, by default signed as Stripe signs it. */
export function postStripeEvent(cast: Cast, stripe: StripeStandin, payload: string, signature = stripe.sign(payload)) {
  return cast.t.request({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
