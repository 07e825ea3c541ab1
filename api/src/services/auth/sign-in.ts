/**
 * What every way of signing in shares: who may sign in, and issuing the token (+ audit row) in one
 * transaction, answering `{status: 'success', token, user}`.
 * @see docs/product.md §7 auth/login, auth/register, auth/social/google
 */
import type { AuthResponse } from '@scriptorium/contracts/core';
import type { Tx } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { audit } from '../../core/audit.js';
import { fieldError } from '../../lib/http-errors.js';
import { issueToken } from '../../core/auth/tokens.js';
import { userView } from './user-view.js';
import type { Origin } from '../../core/auth/current-user.js';
import type { ServiceDeps } from '../deps.js';

export const PENDING_MESSAGE = 'Your account is awaiting approval. You can sign in once an admin activates it.';
export const SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support.';

/** Throws 422 on `email` when the account may not sign in (pending or suspended). */
export function assertMaySignIn(user: Pick<typeof users.$inferSelect, 'status'>): void {
  if (user.status === 'pending') throw fieldError('email', PENDING_MESSAGE);
  if (user.status === 'suspended') throw fieldError('email', SUSPENDED_MESSAGE);
}

/**
 * Issues a token for `userId` and writes the audit row `type`/`log`, inside `tx` (or a new transaction).
 * Returns the sign-in response body.
 */
export async function completeSignIn(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  origin: Origin,
  userId: number,
  entry: { type: string; log: string },
  tx?: Tx,
): Promise<AuthResponse> {
  const run = async (t: Tx): Promise<AuthResponse> => {
    const token = await issueToken(t, userId, deps.config.tokenTtlDays);
    await audit(t, origin, entry.type, entry.log, userId);
    const user = await userView(t, userId);
    if (!user) throw new Error(`user ${userId} vanished while signing in`);
    return { status: 'success', token, user };
  };
  return tx ? run(tx) : deps.db.transaction(run);
}
