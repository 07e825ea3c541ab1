/**
 * The set-up of the PayPal test files: a cast whose app takes payments through a local PayPal stand-in
 * (client id and secret, API URL, webhook id). Test-only; the PayPal twin of `stripeCast`.
 */
import { afterAll, beforeAll } from 'vitest';
import { createCast, type Cast } from '../routes/api/orders/cast.js';
import { startPaypalStandin, type PaypalStandin } from './paypal-standin.js';

/** A fresh stand-in and a cast configured to pay through it, made before the file's tests and closed after them; `ready` receives both. */
export function paypalCast(ready: (cast: Cast, paypal: PaypalStandin) => void): void {
  let cast: Cast | undefined;
  let paypal: PaypalStandin | undefined;
  beforeAll(async () => {
    paypal = await startPaypalStandin();
    cast = await createCast({
      paypal: {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        apiUrl: paypal.url,
        webhookId: paypal.webhookId,
      },
    });
    ready(cast, paypal);
  });
  afterAll(async () => {
    await cast?.t.close();
    await paypal?.close();
  });
}
