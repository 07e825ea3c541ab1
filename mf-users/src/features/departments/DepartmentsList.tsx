import { useMemo, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Department } from '@scriptorium/contracts/users';
import { useCan, useT } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate } from '@scriptorium/shared-kit/data';
import type { RowAction, TableHeader } from '@scriptorium/shared-kit/table';
import { AutoForm, DataTable } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { AddModuleModal } from './AddModuleModal.js';
import { addDepartmentAction, departmentsTable } from './api.js';

const MANAGE = 'departments.departments.manage_departments';

/**
 * `/sh-departments`: the departments (DataTable with search, sort, date range, export), an Add
 * Department form ('Department saved') and, per department, Permissions (its modules) and the Add
 * Module modal, which then opens the new module's permissions.
 * @see docs/product.md §2 /sh-departments; §7 Departments
 */
export default function DepartmentsList() {
  const navigate = useNavigate();
  const canManage = useCan(MANAGE);
  const [adding, setAdding] = useState(false);
  const [moduleFor, setModuleFor] = useState<Department | null>(null);
  const invalidate = useInvalidate();
  const t = useT(catalog);
  const columns = useMemo<TableHeader<Department>[]>(
    () => [
      { key: 'id', label: t('users.column.id') },
      { key: 'name', label: t('users.column.name') },
      { key: 'description', label: t('users.column.description') },
      { key: 'created_at', label: t('users.column.created_at') },
    ],
    [t],
  );
  const actions: RowAction<Department>[] = [
    { label: t('users.departments.permissions'), to: '/sh-departments/permissions/{id}' },
    { label: t('users.departments.addModule'), permission: MANAGE, onClick: (row) => setModuleFor(row) },
  ];
  return (
    <section data-testid="departments">
      <Typography.Title level={3}>{t('users.departments.title')}</Typography.Title>
      <DataTable<Department>
        {...departmentsTable}
        columns={columns}
        actions={actions}
        dateRange="all"
        exportable
        toolbar={
          canManage ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('users.departments.add')}
            </Button>
          ) : undefined
        }
      />
      <Modal
        open={adding}
        title={t('users.departments.add')}
        footer={null}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <AutoForm
          fields={[
            { field: 'name', label: t('users.field.name'), required: true },
            { field: 'description', label: t('users.field.description') },
          ]}
          action={addDepartmentAction}
          submitLabel={t('users.form.save')}
          onSuccess={() => void invalidate(tableKey(departmentsTable.endpoint))}
          onClose={() => setAdding(false)}
        />
      </Modal>
      <AddModuleModal
        department={moduleFor}
        onClose={() => setModuleFor(null)}
        onAdded={(module) => {
          const id = moduleFor?.id;
          setModuleFor(null);
          if (id) navigate(`/sh-departments/manage-permissions/${id}?module=${encodeURIComponent(module)}`);
        }}
      />
    </section>
  );
}
