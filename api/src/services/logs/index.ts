/**
 * The audit log as a table: every mutating API call writes one row (core/audit.ts); `/logs`
 * lists them newest first.
 * @see docs/product.md §2 /logs (id, user, type, log, ip_address, device, created_at), §3 Log; §7 listLogs
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '@scriptorium/contracts/core';
import type { LogRow } from '@scriptorium/contracts/users';
import { translateLog } from '../../core/i18n/index.js';
import type { Db } from '../../db/client.js';
import { logs, users } from '../../db/schema/index.js';
import { type TableSpec } from '../../lib/table/paginate.js';

interface LogRecord {
  id: number;
  user_id: number | null;
  user_name: string | null;
  type: string;
  log: string;
  ip_address: string | null;
  device: string | null;
  created_at: Date;
}

const fields = {
  id: logs.id,
  user_id: logs.user_id,
  user_name: users.name,
  type: logs.type,
  log: logs.log,
  ip_address: logs.ip_address,
  device: logs.device,
  created_at: logs.created_at,
};

/** Export columns of `/logs` (the user's name for `user`). */
export const LOG_EXPORT_COLUMNS = [
  { key: 'id', title: 'Id' },
  { key: 'user', title: 'User' },
  { key: 'type', title: 'Type' },
  { key: 'log', title: 'Log' },
  { key: 'ip_address', title: 'Ip address' },
  { key: 'device', title: 'Device' },
  { key: 'created_at', title: 'Created at' },
];

/**
 * Table spec of `GET logs`: rows `LogRow` (user `{id, name}` or null for a guest's action, device
 * "OS - Browser", created_at ISO). Searches the user's name, type, log, IP and device; sorts by type,
 * user, ip_address, device, created_at. The `log` sentences are stored in English (core/audit.ts) and read
 * in `locale` (core/i18n translateLog: a sentence the catalogue has no Swahili for stays English); search
 * matches the stored English.
 */
export function logsTableSpec(db: Db, locale: Locale = 'en'): TableSpec<LogRecord> {
  const from = <T>(f: T) =>
    db
      .select(f as never)
      .from(logs)
      .leftJoin(users, eq(users.id, logs.user_id))
      .$dynamic();
  return {
    rows: () => from(fields),
    db,
    searchable: [users.name, logs.type, logs.log, logs.ip_address, logs.device],
    sortable: {
      type: logs.type,
      log: logs.log,
      user: users.name,
      ip_address: logs.ip_address,
      device: logs.device,
      created_at: logs.created_at,
    },
    id: logs.id,
    createdAt: logs.created_at,
    map: (r): LogRow => ({
      id: r.id,
      user: r.user_id != null && r.user_name != null ? { id: r.user_id, name: r.user_name } : null,
      type: r.type,
      log: translateLog(locale, r.log),
      ip_address: r.ip_address,
      device: r.device,
      created_at: r.created_at.toISOString(),
    }),
  };
}
