import { Button, Modal, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

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
  const navigate = useNavigate();
  const redirect = encodeURIComponent(returnTo);
  return (
    <Modal open={open} title="Register or log in to submit your order" footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph>
        Your order has been saved. Create an account or log in, and it will be submitted right away.
      </Typography.Paragraph>
      <Space>
        <Button type="primary" onClick={() => navigate(`/register?redirect=${redirect}`)}>
          Register
        </Button>
        <Button onClick={() => navigate(`/sh-auth?redirect=${redirect}`)}>Log in</Button>
      </Space>
    </Modal>
  );
}
