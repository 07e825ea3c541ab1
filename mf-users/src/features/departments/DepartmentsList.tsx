import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Department } from '@scriptorium/contracts/users';
import { useCan } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate } from '@scriptorium/shared-kit/data';
import type { RowAction } from '@scriptorium/shared-kit/table';
import { AutoForm, DataTable } from '@scriptorium/shared-kit/ui';
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
  const actions: RowAction<Department>[] = [
    { label: 'Permissions', to: '/sh-departments/permissions/{id}' },
    { label: 'Add Module', permission: MANAGE, onClick: (row) => setModuleFor(row) },
  ];
  return (
    <section data-testid="departments">
      <Typography.Title level={3}>Departments</Typography.Title>
      <DataTable<Department>
        {...departmentsTable}
        columns={['id', 'name', 'description', 'created_at']}
        actions={actions}
        dateRange="all"
        exportable
        toolbar={
          canManage ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              Add Department
            </Button>
          ) : undefined
        }
      />
      <Modal open={adding} title="Add Department" footer={null} onCancel={() => setAdding(false)} destroyOnHidden>
        <AutoForm
          fields={[{ field: 'name', required: true }, 'description']}
          action={addDepartmentAction}
          submitLabel="Save"
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
