import { useState } from 'react';
import { Button, Card, Col, Descriptions, Grid, Modal, Row, Space, Typography } from 'antd';
import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { changeMyPasswordRequest, updateProfileRequest } from '@scriptorium/contracts/users';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { AutoForm } from '@scriptorium/shared-kit/ui';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { ProfilePicture } from './ProfilePicture.js';
import { useProfile } from './useProfile.js';
import { changeMyPasswordAction, updateProfileAction } from './api.js';

type Dialog = 'password' | 'edit' | null;

/**
 * The signed-in user's profile (`/sh-user-profile`, `/user/profile`, `/users/user/profile`): name,
 * email, phone and created at; Change Password (old_password, new_password,
 * new_password_confirmation → `auth/reset`, 'Your password updated successfully'); Edit Profile (name,
 * email, phone → `auth/user`, 'Your details updated successfully'); and a picture upload
 * (`auth/profile-picture`), shown here and, through the session store, in the top bar.
 * @see docs/product.md §2 (profile routes); §7 Auth and profile; §8 success messages
 */
export default function ProfilePage() {
  const { user, applyResponse, uploadPicture } = useProfile();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { md: wide } = Grid.useBreakpoint();
  const t = useT(catalog);
  const close = () => setDialog(null);
  if (!user) return null;
  return (
    <section data-testid="profile">
      <Typography.Title level={3}>{t('auth.profile.title')}</Typography.Title>
      <Card>
        <Row gutter={[24, 24]} align="middle">
          <Col xs={24} md={6} style={{ textAlign: 'center' }}>
            <ProfilePicture name={user.name} picture={user.profile_picture} onUpload={uploadPicture} />
          </Col>
          <Col xs={24} md={18}>
            {/* Labels on one line and only as wide as they are, smaller padding on a phone: the values keep
                the room (client@example.com broke before its last letter at 412 px). */}
            <Descriptions
              column={1}
              bordered
              size={wide ? 'middle' : 'small'}
              styles={{ label: { whiteSpace: 'nowrap', width: '1%' } }}
            >
              <Descriptions.Item label={t('auth.field.name')}>{user.name}</Descriptions.Item>
              <Descriptions.Item label={t('auth.field.email')}>{user.email}</Descriptions.Item>
              <Descriptions.Item label={t('auth.field.phone')}>{user.phone ?? ''}</Descriptions.Item>
              <Descriptions.Item label={t('auth.profile.created_at')}>
                <DateTime value={user.created_at} />
              </Descriptions.Item>
            </Descriptions>
            <Space style={{ marginTop: 16 }}>
              <Button icon={<LockOutlined />} onClick={() => setDialog('password')}>
                {t('auth.profile.change_password')}
              </Button>
              <Button type="primary" icon={<EditOutlined />} onClick={() => setDialog('edit')}>
                {t('auth.profile.edit')}
              </Button>
            </Space>
          </Col>
        </Row>
      </Card>
      <Modal
        open={dialog === 'password'}
        title={t('auth.profile.change_password')}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <AutoForm
          fields={[
            { field: 'old_password', label: t('auth.profile.old_password'), required: true },
            { field: 'new_password', label: t('auth.profile.new_password'), required: true },
            { field: 'new_password_confirmation', label: t('auth.profile.new_password_confirmation'), required: true },
          ]}
          action={changeMyPasswordAction}
          schema={changeMyPasswordRequest}
          submitLabel={t('auth.profile.change_password')}
          onClose={close}
        />
      </Modal>
      <Modal open={dialog === 'edit'} title={t('auth.profile.edit')} footer={null} onCancel={close} destroyOnHidden>
        <AutoForm
          fields={[
            { field: 'name', label: t('auth.field.name'), required: true },
            { field: 'email', label: t('auth.field.email') },
            { field: 'phone', label: t('auth.field.phone') },
          ]}
          action={updateProfileAction}
          schema={updateProfileRequest}
          initialValues={{ name: user.name, email: user.email, phone: user.phone ?? '' }}
          submitLabel={t('auth.profile.save')}
          onSuccess={applyResponse}
          onClose={close}
        />
      </Modal>
    </section>
  );
}
