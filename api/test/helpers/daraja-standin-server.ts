/**
 * The Daraja stand-in as a process, for the end-to-end spec (e2e/tests/payments-mpesa-payout.spec.ts):
 * `STANDIN_PORT`; M-Pesa's result follows each accepted B2C request by itself (success unless the
 * spec sets another outcome through `POST /__standin/mode`). Prints `ready <url>` once listening; stops
 * on SIGTERM.
 */
import { startDarajaStandin } from './daraja-standin.js';

const standin = await startDarajaStandin(Number(process.env.STANDIN_PORT ?? 0));
standin.mode.auto = 'success';
standin.mode.delayMs = 1500;
console.log(`ready ${standin.url}`);
process.on('SIGTERM', () => void standin.close().then(() => process.exit(0)));
