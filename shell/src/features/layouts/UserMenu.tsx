import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@scriptorium/shared-kit';
import { useSignOut } from '../session/useSignOut.js';

/** A profile-menu entry: a link, or the sign-out action. */
export interface UserMenuItem {
  label: string;
  path?: string;
  signOut?: true;
}

/**
 * The signed-in user's name as a button opening the profile menu (e.g. My Profile, Sign Out).
 * @see spec §2 Layouts
 */
export function UserMenu({ items }: { items: UserMenuItem[] }) {
  const name = useSession((s) => s.user?.name ?? '');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const menu: MenuProps = {
    items: items.map((i) => ({ key: i.label, label: i.label, danger: i.signOut })),
    onClick: ({ key }) => {
      const item = items.find((i) => i.label === key);
      if (item?.signOut) void signOut();
      else if (item?.path) navigate(item.path);
    },
  };
  return (
    <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
      <Button type="text" data-testid="user-menu">
        {name}
      </Button>
    </Dropdown>
  );
}
