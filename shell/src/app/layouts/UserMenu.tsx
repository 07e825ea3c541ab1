import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@scriptorium/shared-kit/core';
import { useSignOut, type SignOutOptions } from '../../features/session/useSignOut.js';
import { inTopBar } from '../../components/HeaderPopover.js';

/** A profile-menu entry: a link, or the sign-out action. */
export interface UserMenuItem {
  label: string;
  path?: string;
  signOut?: true;
}

/** The user's initials for an avatar without a picture ("Ada Lovelace" → "AL"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => Array.from(p)[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The signed-in user's avatar (their `profile_picture` when set, else initials) and name as a button
 * opening the profile menu (e.g. My Profile, Sign Out). `signOutOptions` says where sign-out goes.
 * @see docs/product.md §2 Layouts
 */
export function UserMenu({ items, signOutOptions }: { items: UserMenuItem[]; signOutOptions?: SignOutOptions }) {
  const name = useSession((s) => s.user?.name ?? '');
  const picture = useSession((s) => s.user?.profile_picture ?? null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const menu: MenuProps = {
    items: items.map((i) => ({ key: i.label, label: i.label, danger: i.signOut })),
    onClick: ({ key }) => {
      const item = items.find((i) => i.label === key);
      if (item?.signOut) void signOut(signOutOptions);
      else if (item?.path) navigate(item.path);
    },
  };
  return (
    <Dropdown menu={menu} trigger={['click']} placement="bottomRight" getPopupContainer={inTopBar}>
      <Button
        type="text"
        data-testid="user-menu"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 40, paddingInline: 6 }}
      >
        <Avatar
          size={28}
          src={picture ?? undefined}
          icon={!picture && !name ? <UserOutlined /> : undefined}
          alt={name}
          style={{ background: picture ? undefined : '#2f54eb' }}
        >
          {initials(name)}
        </Avatar>
        <span className="shell-user-name">{name}</span>
      </Button>
    </Dropdown>
  );
}
