import type { KeyboardEvent } from 'react';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import type { AuthPanel } from './panels.js';

const TABS = [
  { panel: 'login', label: 'auth.tabs.login' },
  { panel: 'register', label: 'auth.tabs.register' },
] as const satisfies readonly { panel: AuthPanel; label: string }[];

const PRIMARY = 'var(--ant-color-primary, #1677ff)';

/**
 * The auth layout's Login / Register tabs, switching the panel in place. Plain elements styled as
 * antd's Tabs (line type) with the ARIA tab pattern: the sign-in page is the first page most people
 * load, and antd's Tabs (with its overflow menu and animations) would add to it.
 * @see docs/product.md §2 Layouts ("It has Register … and Login … tabs")
 */
export function AuthTabs({ panel, onSwitch }: { panel: AuthPanel; onSwitch: (panel: AuthPanel) => void }) {
  const t = useT(catalog);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = TABS[(TABS.findIndex((tab) => tab.panel === panel) + 1) % TABS.length];
    onSwitch(next.panel);
  };
  return (
    <div
      role="tablist"
      aria-label={t('auth.tabs.label')}
      style={{
        display: 'flex',
        gap: 32,
        borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
        marginBottom: 24,
      }}
    >
      {TABS.map((tab) => {
        const active = tab.panel === panel;
        return (
          <button
            key={tab.panel}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => onSwitch(tab.panel)}
            onKeyDown={onKeyDown}
            style={{
              background: 'none',
              border: 'none',
              borderBottom: `2px solid ${active ? PRIMARY : 'transparent'}`,
              marginBottom: -1,
              padding: '12px 0',
              font: 'inherit',
              fontSize: 16,
              color: active ? PRIMARY : 'inherit',
              cursor: 'pointer',
            }}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
