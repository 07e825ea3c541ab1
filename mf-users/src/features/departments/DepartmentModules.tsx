import { useState } from 'react';
import { Alert, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import type { DepartmentModule } from '@scriptorium/contracts/users';
import { useCan } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
import type { RowAction, TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { moduleLabel, permissionLabel } from '../../lib/permissionWords.js';
import { AddModuleModal } from './AddModuleModal.js';
import { deleteModuleAction, departmentModulesTable, departmentQuery } from './api.js';

const MANAGE = 'departments.departments.manage_departments';

const columns: TableHeader<DepartmentModule>[] = [
  'id',
  { key: 'module', render: (row) => moduleLabel(row.module) },
  {
    key: 'permissions',
    sortable: false,
    // In words, the key on hover.
    render: (row) =>
      row.permissions.length ? (
        <Space size={[4, 4]} wrap>
          {row.permissions.map((p) => (
            <Tooltip key={p} title={<code>{p}</code>}>
              <Tag>{permissionLabel(p)}</Tag>
            </Tooltip>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">None</Typography.Text>
      ),
  },
  'created_at',
];

/**
 * `/sh-departments/permissions/{id}`: one department and the table of its modules, with the actions
 * Permissions (choose the module's keys) and Delete (remove the module, after a confirmation).
 * @see docs/product.md §2 /sh-departments/permissions/{id}
 */
export default function DepartmentModules() {
  const { id } = useParams();
  const navigate = useNavigate();
  const canManage = useCan(MANAGE);
  const { data: department, error } = useResource({ ...departmentQuery(id ?? ''), enabled: !!id });
  const [adding, setAdding] = useState(false);
  if (error) return <Alert type="error" showIcon title={error} />;
  const actions: RowAction<DepartmentModule>[] = [
    { label: 'Permissions', to: `/sh-departments/manage-permissions/${id}?module={module}` },
    {
      label: 'Delete',
      permission: MANAGE,
      danger: true,
      confirm: true,
      action: deleteModuleAction,
      method: 'delete',
      confirmText: (m) =>
        `Remove the module ${moduleLabel(m.module)} and its permissions from ${department?.name ?? 'this department'}?`,
    },
  ];
  return (
    <section data-testid="department-modules">
      <Typography.Title level={3}>{department ? department.name : 'Department'}</Typography.Title>
      {department?.description && (
        <Typography.Paragraph type="secondary">{department.description}</Typography.Paragraph>
      )}
      <DataTable<DepartmentModule>
        {...departmentModulesTable(id ?? '')}
        columns={columns}
        actions={actions}
        dateRange="all"
        exportable
        toolbar={
          <Space>
            <Button icon={<SafetyOutlined />} onClick={() => navigate(`/sh-departments/manage-permissions/${id}`)}>
              Manage Permissions
            </Button>
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Add Module
              </Button>
            )}
          </Space>
        }
      />
      <AddModuleModal department={adding && department ? department : null} onClose={() => setAdding(false)} />
    </section>
  );
}
