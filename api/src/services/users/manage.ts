/**
 * What admins do to users: add (any role, admins in a department), edit details, set a password, and
 * move writers between states (approve a pending writer, suspend, reactivate). Each change runs in one
 * transaction with its audit row.
 * @see docs/product.md §2 Add user, /users/user/{id}, /users/writers; §6 (only admin can add users; admin adds a
 * department when adding a user); §7 addUser, updateUser, changePassword
 */
import { and, eq, ne } from 'drizzle-orm';
import { effectiveRole, type Role, type User, type WriterState } from '@scriptorium/contracts/core';
import {
  WRITER_STATE_ACTIONS,
  type AddUserRequest,
  type AdminChangePasswordRequest,
  type UpdateUserRequest,
  type WriterStateAction,
} from '@scriptorium/contracts/users';
import type { Executor, Tx } from '../../db/client.js';
import { departments, users } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeAllTokens } from '../../core/auth/tokens.js';
import { userView } from '../auth/user-view.js';
import { assertMayGiveDepartment, assertMayManageUser } from '../departments/grants.js';
import { notify } from '../notifications/notify.js';
import { endSocketSessions, recheckChannels } from '../realtime/revoke.js';
import { emailIs } from './list.js';
import { storedPhone } from './phone.js';
import type { ServiceDeps } from '../deps.js';

/** What managing users uses: the database, notifications (config, mail, publish) and ending or re-checking sockets (log, io). */
export type ManageUserDeps = Pick<ServiceDeps, 'db' | 'config' | 'log' | 'mail' | 'publish' | 'io'>;

/** 422 message on `email` when another account uses it (same words as registration). */
export const EMAIL_TAKEN = 'The email has already been taken.';
/** 422 message on `department_id` for an id that is not a department. */
export const UNKNOWN_DEPARTMENT = 'Choose a department from the list';

export type UserRow = typeof users.$inferSelect;

/** The user `id`, or 404 'User not found'. */
export async function loadUser(db: Executor, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

/** The response user of `id` (contracts' `User`), or 404. */
export async function viewUser(db: Executor, id: number): Promise<User> {
  const view = await userView(db, id);
  if (!view) throw notFound('User');
  return view;
}

/** Throws 422 on `email` when `email` belongs to a user other than `exceptId`. */
export async function assertEmailFree(db: Executor, email: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? emailIs(email) : and(emailIs(email), ne(users.id, exceptId)));
  if (taken) throw fieldError('email', EMAIL_TAKEN);
}

/** Throws 422 on `department_id` unless the department exists. */
async function assertDepartment(db: Executor, id: number): Promise<void> {
  const [dep] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  if (!dep) throw fieldError('department_id', UNKNOWN_DEPARTMENT);
}

/** Whether `err` is a unique-constraint violation (Postgres 23505), possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs `fn`, turning a unique-email violation (a concurrent request won the race) into 422 on `email`. */
export async function withEmailGuard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('email', EMAIL_TAKEN);
    throw err;
  }
}

/**
 * Adds a user of `input.role` (writers start active, so they can sign in at once, unless
 * `input.status` is `pending`: then they wait for approval). Admins need an existing department.
 * Returns the new user's view.
 * @throws 422 on email (taken), phone (not a number), department_id (missing for an admin / unknown);
 * 403 when the department grants more than the caller holds (departments/grants.ts).
 */
export async function addUser(deps: ManageUserDeps, actor: Actor, input: AddUserRequest): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const phone = storedPhone(input.phone);
  const departmentId = input.role === 'admin' ? (input.department_id ?? null) : null;
  await assertEmailFree(deps.db, email);
  if (departmentId != null) {
    await assertDepartment(deps.db, departmentId);
    await assertMayGiveDepartment(deps.db, actor, departmentId);
  }
  const hash = await hashPassword(input.password);
  return withEmailGuard(() =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name,
          email,
          ...phone,
          password: hash,
          role: input.role,
          status: input.status ?? 'active',
          department_id: departmentId,
        })
        .returning({ id: users.id });
      await audit(tx, actor, 'user_added', `Added ${input.role} #${created.id} ${input.name} (${email})`);
      return viewUser(tx, created.id);
    }),
  );
}

/**
 * Saves a user's name, email, phone and (admins) department. `department_id` undefined keeps it; an
 * admin cannot be left without one.
 * @throws 404 unknown user; 403 when the user, or the department given, holds more than the caller
 * (departments/grants.ts); 422 email, phone, department_id.
 */
export async function updateUser(
  deps: ManageUserDeps,
  actor: Actor,
  id: number,
  input: UpdateUserRequest,
): Promise<User> {
  const target = await loadUser(deps.db, id);
  await assertMayManageUser(deps.db, actor, target);
  const email = input.email.trim().toLowerCase();
  const phone = storedPhone(input.phone);
  await assertEmailFree(deps.db, email, id);
  const isAdmin = effectiveRole(target.role) === 'admin';
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, email, ...phone };
  if (isAdmin && input.department_id !== undefined) {
    if (input.department_id === null) throw fieldError('department_id', 'Choose a department for the admin');
    await assertDepartment(deps.db, input.department_id);
    await assertMayGiveDepartment(deps.db, actor, input.department_id);
    changes.department_id = input.department_id;
  }
  const user = await withEmailGuard(() =>
    deps.db.transaction(async (tx) => {
      await tx.update(users).set(changes).where(eq(users.id, id));
      await audit(tx, actor, 'user_updated', `Updated user #${id} ${input.name}`);
      return viewUser(tx, id);
    }),
  );
  // A new department may read less: leave the channels it no longer allows.
  if (changes.department_id !== undefined && changes.department_id !== target.department_id)
    await recheckChannels(deps, [id]);
  return user;
}

/**
 * An admin sets a user's password; the user's other sessions end.
 * @throws 404; 403 when the user holds more than the caller (departments/grants.ts)
 */
export async function setUserPassword(
  deps: ManageUserDeps,
  actor: Actor,
  id: number,
  input: AdminChangePasswordRequest,
): Promise<void> {
  const target = await loadUser(deps.db, id);
  await assertMayManageUser(deps.db, actor, target);
  const hash = await hashPassword(input.password);
  const revoked = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, id));
    const tokenIds = await revokeAllTokens(tx, id, actor.id === id ? actor.tokenId : null);
    await audit(tx, actor, 'user_password_changed', `Changed the password of user #${id} ${target.name}`);
    return tokenIds;
  });
  endSocketSessions(deps, revoked);
}

/** Messages of the writer-state actions. */
export const WRITER_STATE_MESSAGES: Record<WriterStateAction, string> = {
  approve: 'Writer approved',
  suspend: 'Writer suspended',
  reactivate: 'Writer reactivated',
};

/**
 * The action that takes a writer from `from` to `to`, e.g. pending → active = approve.
 * @throws 422 on `status` when the writer is already in `to` (or the move does not exist).
 */
export function writerAction(from: WriterState, to: WriterState): WriterStateAction {
  const action = (Object.keys(WRITER_STATE_ACTIONS) as WriterStateAction[]).find((a) => {
    const def = WRITER_STATE_ACTIONS[a];
    return def.to === to && (def.from as readonly WriterState[]).includes(from);
  });
  if (!action) throw fieldError('status', `This writer is already ${from}`);
  return action;
}

/**
 * Moves writer `id` to `to` (approve, suspend or reactivate), notifies them (account_approved /
 * account_suspended templates) and, on suspension, ends their sessions.
 * @returns the action taken and the writer's view.
 * @throws 404 unknown user; 422 on `status` when the user is not a writer or already in that state.
 */
export async function setWriterState(
  deps: ManageUserDeps,
  actor: Actor,
  id: number,
  to: WriterState,
): Promise<{ action: WriterStateAction; user: User }> {
  const target = await loadUser(deps.db, id);
  if (effectiveRole(target.role) !== ('writer' satisfies Role))
    throw fieldError('status', 'Only writers can be approved, suspended or reactivated');
  const action = writerAction(target.status, to);
  let publish: () => void = () => undefined;
  let revoked: number[] = [];
  const user = await deps.db.transaction(async (tx: Tx) => {
    await tx.update(users).set({ status: to }).where(eq(users.id, id));
    if (to === 'suspended') revoked = await revokeAllTokens(tx, id);
    const slug = to === 'suspended' ? 'account_suspended' : 'account_approved';
    publish = await notify(deps, tx, { userIds: [id], slug });
    await audit(
      tx,
      actor,
      `writer_${action === 'approve' ? 'approved' : action === 'suspend' ? 'suspended' : 'reactivated'}`,
      `${WRITER_STATE_MESSAGES[action]}: #${id} ${target.name}`,
    );
    return viewUser(tx, id);
  });
  endSocketSessions(deps, revoked);
  publish();
  return { action, user };
}
