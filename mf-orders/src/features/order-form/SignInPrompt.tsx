import { Button, Modal, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/form/catalog.js';

/** Props of {@link SignInPrompt}. */
export interface SignInPromptProps {
  open: boolean;
  /** Where sign-in returns to (this form, with `submit=1`), a path of this app. */
  returnTo: string;
  onClose: () => void;
}

/**
 * Asks a guest to register or log in before the order is sent; their draft is kept and submitted when
 * they come back signed in (`/register?redirect=…`, `/sh-auth?redirect=…`).
 * @see docs/product.md §1 ("Guests can start an order and must register or log in to submit it"), §2 /sh-auth
 */
export function SignInPrompt({ open, returnTo, onClose }: SignInPromptProps) {
  const t = useT(catalog);
  const navigate = useNavigate();
  const redirect = encodeURIComponent(returnTo);
  return (
    <Modal open={open} title={t('orders.form.signIn.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph>{t('orders.form.signIn.text')}</Typography.Paragraph>
      <Space>
        <Button type="primary" onClick={() => navigate(`/register?redirect=${redirect}`)}>
          {t('orders.form.signIn.register')}
        </Button>
        <Button onClick={() => navigate(`/sh-auth?redirect=${redirect}`)}>{t('orders.form.signIn.logIn')}</Button>
      </Space>
    </Modal>
  );
}
