import { useMemo } from 'react';
import { Typography } from 'antd';
import type { LogRow } from '@scriptorium/contracts/users';
import { useT } from '@scriptorium/shared-kit/core';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { catalog, LOG_TYPES, type UsersKey, type UsersT } from '../../i18n/catalog.js';
import { logsTable } from './api.js';

/** The log's columns, titled in the current language. */
function logColumns(t: UsersT): TableHeader<LogRow>[] {
  return [
    { key: 'id', label: t('users.column.id') },
    { key: 'user.name', label: t('users.column.user'), sortable: false },
    // What happened, in words ('Writer assigned', 'Mwandishi amepewa kazi'); the stored key is what search
    // matches. A type the catalogue lacks reads as its key in words.
    {
      key: 'type',
      label: t('users.column.type'),
      labels: Object.fromEntries(LOG_TYPES.map((type) => [type, t(`users.logType.${type}` as UsersKey)])),
      words: true,
    },
    { key: 'log', label: t('users.column.log') },
    { key: 'ip_address', label: t('users.column.ip_address') },
    // The API writes 'Unknown' when the browser sent no user agent.
    { key: 'device', label: t('users.column.device'), labels: { Unknown: t('users.logs.unknownDevice') } },
    { key: 'created_at', label: t('users.column.created_at') },
  ];
}

/**
 * `/logs`: the audit log (id, user, type in words, log, ip_address, device as "OS - Browser", created_at)
 * with search, sort, date range and export of what the table shows.
 * @see docs/product.md §2 /logs
 */
export default function LogsList() {
  const t = useT(catalog);
  const columns = useMemo(() => logColumns(t), [t]);
  return (
    <section data-testid="logs">
      <Typography.Title level={3}>{t('users.logs.title')}</Typography.Title>
      <DataTable<LogRow> {...logsTable} columns={columns} dateRange exportable />
    </section>
  );
}
