/**
 * Password hashing with argon2id (the `argon2` package's defaults: 64 MiB, t=3, p=4).
 * @see docs/architecture.md API (argon2id password hashes)
 */
import argon2 from 'argon2';

/** Hashes a plain password into an argon2id PHC string. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

// Verified against when the account does not exist, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | null = null;

/** True when `plain` matches `hash`. A null hash (no password set) never matches but still costs the same. */
export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return argon2.verify(hash, plain).catch(() => false);
}
