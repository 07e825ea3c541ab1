/**
 * The Stripe stand-in as a process, for the end-to-end spec (e2e/tests/payments-stripe.spec.ts):
 * `STANDIN_PORT`, `STRIPE_WEBHOOK_SECRET` (signs the events) and `STRIPE_WEBHOOK_URL` (where its hosted
 * page's Pay button delivers `checkout.session.completed`). Prints `ready <url>` once listening; stops
 * on SIGTERM.
 */
import { startStripeStandin } from './stripe-standin.js';

const standin = await startStripeStandin(Number(process.env.STANDIN_PORT ?? 0));
standin.webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? standin.webhookSecret;
standin.webhookUrl = process.env.STRIPE_WEBHOOK_URL ?? null;
console.log(`ready ${standin.url}`);
process.on('SIGTERM', () => void standin.close().then(() => process.exit(0)));
