import { Modal } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate } from '@scriptorium/shared-kit/data';
import { AutoForm } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { addModuleAction, departmentModulesTable, pendingModulesUrl } from './api.js';

/** Props of {@link AddModuleModal}. */
export interface AddModuleModalProps {
  /** The department the module is added to; null keeps the modal closed. */
  department: { id: number; name: string } | null;
  onClose: () => void;
  /** Called with the added module's name after 'module added successfully'. */
  onAdded?: (module: string) => void;
}

/**
 * The 'Add Module' modal: a select of the permission modules the department does not have yet
 * (`GET …/list-pending-modules/{id}`), posted as `permission_module` to `…/add-module/{id}`; the
 * department's cached data (`['departments', id]`) and modules table are then invalidated.
 * @see docs/product.md §2 /sh-departments (Add Module modal); §7 Departments (older paths)
 */
export function AddModuleModal({ department, onClose, onAdded }: AddModuleModalProps) {
  const invalidate = useInvalidate();
  const t = useT(catalog);
  return (
    <Modal
      open={department !== null}
      title={
        department ? t('users.departments.addModuleTo', { name: department.name }) : t('users.departments.addModule')
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {department && (
        <AutoForm
          fields={[
            {
              field: 'permission_module',
              label: t('users.field.module'),
              url: pendingModulesUrl(department.id),
              required: true,
            },
          ]}
          action={addModuleAction(department.id)}
          submitLabel={t('users.departments.addModule')}
          onSuccess={(_data, values) => {
            void invalidate(['departments', String(department.id)]);
            void invalidate(tableKey(departmentModulesTable(department.id).endpoint));
            onAdded?.(String(values.permission_module));
          }}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
