/**
 * Ending realtime access when HTTP access ends, on every instance (through the Redis adapter when
 * REDIS_URL is set):
 * - a socket lives as long as the token it was opened with: revoking the token (logout, password change,
 *   password reset, suspension) disconnects it; so does the token's expiry (plugins/app/realtime.ts);
 * - losing a right (an assignment, a permission, a department) makes the user's sockets leave the
 *   channels `authorizeChannel` would now refuse.
 * Each socket is in the rooms `user:{id}` and `token:{id}` (joined at connection, never by clients).
 * @see docs/security.md "Who may join which channel"; services/realtime/channels.ts
 */
import { eq } from 'drizzle-orm';
import type { Server } from 'socket.io';
import { users } from '../../db/schema/index.js';
import { authUserById } from '../../core/auth/current-user.js';
import { tokenRoom, userRoom } from '../../core/realtime.js';
import { authorizeChannel, isChannelName } from './channels.js';
import type { ServiceDeps } from '../deps.js';

/** What re-checking sockets uses: the database (rights), the log and the socket.io server. */
export type RecheckDeps = Pick<ServiceDeps, 'db' | 'log' | 'io'>;

/** Disconnects, on every instance, the sockets opened with these tokens (call after the revocation commits). */
export function endSocketSessions(deps: Pick<ServiceDeps, 'io'>, tokenIds: readonly number[]): void {
  if (tokenIds.length) deps.io.in(tokenIds.map(tokenRoom)).disconnectSockets(true);
}

/** The sockets of `userId` on every instance; only this instance's while the other instances cannot be asked. */
async function socketsOf(deps: RecheckDeps, io: Server, userId: number) {
  try {
    return await io.in(userRoom(userId)).fetchSockets();
  } catch (err) {
    deps.log.warn({ err }, 'realtime: other instances unreachable; re-checking local sockets only');
    return io.local.in(userRoom(userId)).fetchSockets();
  }
}

/**
 * Re-checks every channel the sockets of `userIds` are in against the current rights and makes them
 * leave the ones `authorizeChannel` now refuses. Never throws (failures are logged).
 */
export async function recheckChannels(deps: RecheckDeps, userIds: readonly number[]): Promise<void> {
  const io = deps.io;
  for (const userId of new Set(userIds)) {
    try {
      const sockets = await socketsOf(deps, io, userId);
      if (!sockets.length) continue;
      const user = await authUserById(deps.db, userId);
      const allowed = new Map<string, boolean>();
      for (const socket of sockets) {
        for (const room of socket.rooms) {
          if (!isChannelName(room)) continue;
          if (!allowed.has(room))
            allowed.set(
              room,
              !!user && user.status !== 'suspended' && (await authorizeChannel(deps.db, user, room)).ok,
            );
          if (!allowed.get(room)) socket.leave(room);
        }
      }
    } catch (err) {
      deps.log.error({ err, userId }, 'realtime: channel re-check failed');
    }
  }
}

/** {@link recheckChannels} for every admin of department `departmentId` (after its permissions changed). */
export async function recheckDepartmentChannels(deps: RecheckDeps, departmentId: number): Promise<void> {
  const rows = await deps.db.select({ id: users.id }).from(users).where(eq(users.department_id, departmentId));
  await recheckChannels(
    deps,
    rows.map((r) => r.id),
  );
}
