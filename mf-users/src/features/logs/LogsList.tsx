import { Typography } from 'antd';
import type { LogRow } from '@scriptorium/contracts/users';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { logsTable } from './api.js';

const columns: TableHeader<LogRow>[] = [
  'id',
  { key: 'user.name', label: 'User', sortable: false },
  // What happened, in words ('Writer assigned'); the stored key is what search matches.
  { key: 'type', label: 'Type', words: true },
  'log',
  'ip_address',
  'device',
  'created_at',
];

/**
 * `/logs`: the audit log (id, user, type in words, log, ip_address, device as "OS - Browser", created_at)
 * with search, sort, date range and export of what the table shows.
 * @see docs/product.md §2 /logs
 */
export default function LogsList() {
  return (
    <section data-testid="logs">
      <Typography.Title level={3}>Logs</Typography.Title>
      <DataTable<LogRow> {...logsTable} columns={columns} dateRange exportable />
    </section>
  );
}
