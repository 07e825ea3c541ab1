import { logRow } from '@scriptorium/contracts/users';

/** `GET logs` (table protocol, date range, export): the audit log, rows parsed as `logRow`. @see docs/product.md §2 /logs */
export const logsTable = { endpoint: 'logs', rowSchema: logRow } as const;
