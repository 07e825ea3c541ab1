import { useState } from 'react';
import { Button, Descriptions, Modal, Space } from 'antd';
import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { effectiveRole, type User } from '@scriptorium/contracts/core';
import { useCan, useT } from '@scriptorium/shared-kit/core';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { AutoForm, type FieldEntry } from '@scriptorium/shared-kit/ui';
import { catalog, type UsersT } from '../../i18n/catalog.js';
import { changePasswordAction, editUserAction } from './api.js';

type Dialog = 'edit' | 'password' | null;

/** Fields of Edit user, labelled in the current language; admins also choose their department by suggestion. */
function editFields(user: User, t: UsersT): FieldEntry[] {
  const fields: FieldEntry[] = [
    { field: 'name', label: t('users.field.name'), required: true },
    { field: 'email', label: t('users.field.email') },
    { field: 'phone', label: t('users.field.phone') },
  ];
  if (effectiveRole(user.role) === 'admin') {
    // The current department is passed as local data so the box shows its name, not its id.
    const current =
      user.department_id != null && user.department
        ? [{ id: user.department_id, name: user.department.name }]
        : undefined;
    fields.push({
      field: 'department_id',
      label: t('users.field.department'),
      suggests: 'users/departments',
      data: current,
      required: true,
    });
  }
  return fields;
}

/**
 * The details tab of `/users/user/{id}`: name, email, phone, website, department (admins) and joined
 * date, with Edit user ('user saved') and Change Password ('Password changed') for admins holding
 * `users.users.edit_user`.
 * @see docs/product.md §2 /users/user/{id}; §8 success messages
 */
export function UserDetails({ user, onSaved }: { user: User; onSaved: () => void }) {
  const canEdit = useCan('users.users.edit_user');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const isAdmin = effectiveRole(user.role) === 'admin';
  const t = useT(catalog);
  return (
    <>
      <Descriptions bordered column={1} size="middle" data-testid="user-details">
        <Descriptions.Item label={t('users.detail.name')}>{user.name}</Descriptions.Item>
        <Descriptions.Item label={t('users.detail.email')}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={t('users.detail.phone')}>{user.phone ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('users.detail.website')}>
          {user.website ? (
            <a href={user.website.url} target="_blank" rel="noreferrer">
              {user.website.name}
            </a>
          ) : (
            ''
          )}
        </Descriptions.Item>
        {isAdmin && (
          <Descriptions.Item label={t('users.detail.department')}>{user.department?.name ?? ''}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('users.detail.joined')}>
          <DateTime value={user.created_at} />
        </Descriptions.Item>
      </Descriptions>
      {canEdit && (
        <Space style={{ marginTop: 16 }}>
          <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
            {t('users.detail.edit')}
          </Button>
          <Button icon={<LockOutlined />} onClick={() => setDialog('password')}>
            {t('users.detail.changePassword')}
          </Button>
        </Space>
      )}
      <Modal open={dialog === 'edit'} title={t('users.detail.edit')} footer={null} onCancel={close} destroyOnHidden>
        <AutoForm
          fields={editFields(user, t)}
          action={editUserAction(user.id)}
          method="put"
          initialValues={{
            name: user.name,
            email: user.email,
            phone: user.phone ?? '',
            department_id: user.department_id ?? null,
          }}
          submitLabel={t('users.form.save')}
          onSuccess={onSaved}
          onClose={close}
        />
      </Modal>
      <Modal
        open={dialog === 'password'}
        title={t('users.detail.changePassword')}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <AutoForm
          fields={[
            { field: 'password', label: t('users.field.password') },
            { field: 'password_confirmation', label: t('users.field.password_confirmation') },
          ]}
          action={changePasswordAction(user.id)}
          submitLabel={t('users.detail.changePassword')}
          onClose={close}
        />
      </Modal>
    </>
  );
}
