/**
 * The user object the API returns (`GET auth/user`, login, register): contracts' `userSchema`.
 * @see docs/product.md §3 User; contracts/src/auth.ts userSchema
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { effectiveRole, fromMinor, toLocale, type User } from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import { departments, notifications, users, websites } from '../../db/schema/index.js';
import { writerBalance } from '../ledger/index.js';
import { effectivePermissions } from '../../core/auth/current-user.js';

/**
 * Builds the response user for `userId`: role, permissions, unread notification count, department,
 * website, and for writers `balance` in KSh (decimal). Returns null when the user does not exist.
 */
export async function userView(db: Executor, userId: number): Promise<User | null> {
  const [row] = await db
    .select({
      user: users,
      department: { name: departments.name },
      website: { name: websites.name, url: websites.url },
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.department_id))
    .leftJoin(websites, eq(websites.id, users.website_id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const u = row.user;
  const role = effectiveRole(u.role);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, u.id), isNull(notifications.read_at)));
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    profile_picture: u.profile_picture,
    role,
    status: u.status,
    permissions: await effectivePermissions(db, u),
    created_at: u.created_at.toISOString(),
    unread_notifications: unread,
    ...(role === 'writer' ? { balance: fromMinor(await writerBalance(db, u.id)) } : {}),
    country_code: u.country_code,
    website: row.website?.name != null ? { name: row.website.name, url: row.website.url } : null,
    department: row.department?.name != null ? { name: row.department.name } : null,
    department_id: u.department_id,
    locale: toLocale(u.locale),
  };
}
