import type { KeyboardEvent } from 'react';
import type { AuthPanel } from './panels.js';

const TABS: { panel: AuthPanel; label: string }[] = [
  { panel: 'login', label: 'Login' },
  { panel: 'register', label: 'Register' },
];

const PRIMARY = 'var(--ant-color-primary, #1677ff)';

/**
 * The auth layout's Login / Register tabs, switching the panel in place. Plain elements styled as
 * antd's Tabs (line type) with the ARIA tab pattern: the sign-in page is the first page most people
 * load, and antd's Tabs (with its overflow menu and animations) would add to it.
 * @see docs/product.md §2 Layouts ("It has Register … and Login … tabs")
 */
export function AuthTabs({ panel, onSwitch }: { panel: AuthPanel; onSwitch: (panel: AuthPanel) => void }) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = TABS[(TABS.findIndex((t) => t.panel === panel) + 1) % TABS.length];
    onSwitch(next.panel);
  };
  return (
    <div
      role="tablist"
      aria-label="Sign in or register"
      style={{
        display: 'flex',
        gap: 32,
        borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
        marginBottom: 24,
      }}
    >
      {TABS.map((t) => {
        const active = t.panel === panel;
        return (
          <button
            key={t.panel}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => onSwitch(t.panel)}
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
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
