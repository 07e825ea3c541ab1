/**
 * The audit log: `audit(tx, actor, type, log)` writes a `logs` row (user, type, text, IP, device as
 * "OS - Browser") in the caller's transaction, so the record exists exactly when the change does.
 * @see docs/product.md §2 /logs (id, user, type, log, ip_address, device, created_at)
 */
import Bowser from 'bowser';
import type { Executor } from '../db/client.js';
import { logs } from '../db/schema/index.js';
import type { Origin } from './auth/current-user.js';

/**
 * "Linux - Chrome", "iOS - Safari", or "Unknown" when the user agent says nothing usable. (bowser, MIT:
 * ua-parser-js 2.x is AGPL-3.0; scripts/check-licences.mjs keeps (A)GPL out of the runtime.)
 */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown';
  const { os, browser } = Bowser.parse(userAgent);
  const parts = [os.name, browser.name].filter(Boolean);
  return parts.length ? parts.join(' - ') : 'Unknown';
}

/**
 * Writes one audit row from `from` (`request.actor` or `request.origin`). `userId` defaults to the
 * signed-in caller (`from.id`); pass it when the actor is known only inside the handler (login, register).
 * @param type short machine word: `login`, `logout`, `register`, `password_reset`, `order_paid`, …
 * @param log human sentence shown on /logs
 */
export async function audit(
  db: Executor,
  from: Origin,
  type: string,
  log: string,
  userId?: number | null,
): Promise<void> {
  const { userAgent } = from;
  await db.insert(logs).values({
    user_id: userId ?? from.id ?? null,
    type,
    log,
    ip_address: from.ip,
    device: describeDevice(userAgent),
    user_agent: userAgent?.slice(0, 500) ?? null,
  });
}
