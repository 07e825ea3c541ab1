/**
 * The signed-in user's own profile: details (`auth/user`), password (`auth/reset`) and picture
 * (`auth/profile-picture`).
 * @see docs/product.md §2 /sh-user-profile; §7 Auth and profile; §8 'Your {details|password|profile picture} updated successfully'
 */
import { eq } from 'drizzle-orm';
import type { Locale, User } from '@scriptorium/contracts/core';
import { t } from '../../core/i18n/index.js';
import type { ChangeMyPasswordRequest, UpdateProfileRequest } from '@scriptorium/contracts/users';
import { users } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { revokeAllTokens } from '../../core/auth/tokens.js';
import { endSocketSessions } from '../realtime/revoke.js';
import { assertEmailFree, loadUser, viewUser, withEmailGuard } from './manage.js';
import { storedPhone } from './phone.js';
import type { ServiceDeps } from '../deps.js';

/** 422 message on `old_password` when it does not match. */
export const WRONG_OLD_PASSWORD = 'The old password is incorrect';

/**
 * Saves the caller's name, email and phone. Returns the refreshed user.
 * @throws 422 on email (taken by someone else) or phone (not a number).
 */
export async function updateOwnProfile(
  deps: Pick<ServiceDeps, 'db' | 'io'>,
  me: Actor,
  input: UpdateProfileRequest,
): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const phone = storedPhone(input.phone);
  await assertEmailFree(deps.db, email, me.id);
  return withEmailGuard(() =>
    deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ name: input.name, email, ...phone })
        .where(eq(users.id, me.id));
      await audit(tx, me, 'profile_updated', `${input.name} updated their details`);
      return viewUser(tx, me.id);
    }),
  );
}

/**
 * Changes the caller's password after checking the old one; their other sessions end, this one stays.
 * @throws 422 on old_password ('The old password is incorrect').
 */
export async function changeOwnPassword(
  deps: Pick<ServiceDeps, 'db' | 'io'>,
  me: Actor,
  input: ChangeMyPasswordRequest,
): Promise<void> {
  const row = await loadUser(deps.db, me.id);
  if (!(await verifyPassword(row.password, input.old_password))) throw fieldError('old_password', WRONG_OLD_PASSWORD);
  const hash = await hashPassword(input.new_password);
  const revoked = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, me.id));
    const tokenIds = await revokeAllTokens(tx, me.id, me.tokenId);
    await audit(tx, me, 'password_changed', `${me.name} changed their password`);
    return tokenIds;
  });
  endSocketSessions(deps, revoked);
}

/**
 * Saves the caller's language (`users.locale`): their answers, mail and notifications follow it from
 * now on. Returns `{message, user}`, the message in the language just saved.
 * @see docs/architecture.md Languages; contracts/src/locales.ts
 */
export async function saveOwnLocale(
  deps: Pick<ServiceDeps, 'db'>,
  me: Actor,
  locale: Locale,
): Promise<{ message: string; user: User }> {
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ locale }).where(eq(users.id, me.id));
    await audit(tx, me, 'profile_updated', `${me.name} chose the language ${locale}`);
    return { message: t(locale, 'api.locale.saved'), user: await viewUser(tx, me.id) };
  });
}
