import { useMemo, useState } from 'react';
import { Alert, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import type { DepartmentModule } from '@scriptorium/contracts/users';
import { useCan, useT } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
import type { RowAction, TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { catalog, type UsersT } from '../../i18n/catalog.js';
import { moduleLabel, permissionLabel } from '../../lib/permissionWords.js';
import { AddModuleModal } from './AddModuleModal.js';
import { deleteModuleAction, departmentModulesTable, departmentQuery } from './api.js';

const MANAGE = 'departments.departments.manage_departments';

/** The modules table's columns (id, module and its permissions in words, created_at), in the current language. */
function moduleColumns(t: UsersT): TableHeader<DepartmentModule>[] {
  return [
    { key: 'id', label: t('users.column.id') },
    { key: 'module', label: t('users.column.module'), render: (row) => moduleLabel(row.module) },
    {
      key: 'permissions',
      label: t('users.column.permissions'),
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
          <Typography.Text type="secondary">{t('users.department.none')}</Typography.Text>
        ),
    },
    { key: 'created_at', label: t('users.column.created_at') },
  ];
}

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
  const t = useT(catalog);
  const columns = useMemo(() => moduleColumns(t), [t]);
  if (error) return <Alert type="error" showIcon title={error} />;
  const actions: RowAction<DepartmentModule>[] = [
    { label: t('users.departments.permissions'), to: `/sh-departments/manage-permissions/${id}?module={module}` },
    {
      label: t('users.department.delete'),
      permission: MANAGE,
      danger: true,
      confirm: true,
      action: deleteModuleAction,
      method: 'delete',
      confirmText: (m) =>
        department
          ? t('users.department.removeModule', { module: moduleLabel(m.module), department: department.name })
          : t('users.department.removeModuleHere', { module: moduleLabel(m.module) }),
    },
  ];
  return (
    <section data-testid="department-modules">
      <Typography.Title level={3}>{department ? department.name : t('users.department.title')}</Typography.Title>
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
              {t('users.department.managePermissions')}
            </Button>
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('users.departments.addModule')}
              </Button>
            )}
          </Space>
        }
      />
      <AddModuleModal department={adding && department ? department : null} onClose={() => setAdding(false)} />
    </section>
  );
}
