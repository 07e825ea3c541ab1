import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { CheckOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { LOCALE_NAMES, LOCALES, toLocale } from '@scriptorium/contracts/core';
import { useLocale, useSession, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { useSwitchLocale } from '../../features/language/LanguageSwitch.js';
import { useSignOut, type SignOutOptions } from '../../features/session/useSignOut.js';
import { inTopBar } from '../../components/HeaderPopover.js';

/** A profile-menu entry: a link, or the sign-out action. */
export interface UserMenuItem {
  /** Shown as it is: the layout translates it. */
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
 * opening the profile menu (e.g. My Profile, Sign Out) and, under them, the language switch (each
 * language named in itself; choosing one switches the page and saves it on the profile: `useSwitchLocale`).
 * `signOutOptions` says where sign-out goes.
 * @see docs/product.md §2 Layouts
 */
export function UserMenu({ items, signOutOptions }: { items: UserMenuItem[]; signOutOptions?: SignOutOptions }) {
  const name = useSession((s) => s.user?.name ?? '');
  const picture = useSession((s) => s.user?.profile_picture ?? null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const t = useT(catalog);
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const menu: MenuProps = {
    items: [
      ...items.map((i, index) => ({ key: `item:${index}`, label: i.label, danger: i.signOut })),
      { type: 'divider' as const },
      {
        type: 'group' as const,
        key: 'language',
        label: t('shell.language.label'),
        children: LOCALES.map((code) => ({
          key: `locale:${code}`,
          label: <span lang={code}>{LOCALE_NAMES[code]}</span>,
          icon: code === locale ? <CheckOutlined /> : undefined,
          'data-testid': `user-menu-language-${code}`,
        })),
      },
    ],
    onClick: ({ key }) => {
      const next = key.startsWith('locale:') ? toLocale(key.slice('locale:'.length)) : null;
      if (next) {
        if (next !== locale) void switchLocale(next);
        return;
      }
      const item = items[Number(key.slice('item:'.length))];
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
