import type { ReactNode } from 'react';
import { theme } from '@scriptorium/shared-kit/core';
import { Copyright } from './Copyright.js';
import { LanguageSwitch } from '../../features/language/LanguageSwitch.js';

/**
 * The auth layout: the brand line over a card the auth remote's panels fill. The title ('Sign in to
 * your account') and the Login / Register tabs belong to the panels (mf-auth), which switch in place:
 * a title here would stay 'Sign in to your account' above the register panel.
 * Kept free of antd components beyond the core every page loads: it is the first page most people
 * load, so the brand line is a plain element styled as antd's Typography would (strong text) instead
 * of Typography (~8 KB gzip with its copy and edit parts). The language switch sits under the card.
 * @see docs/product.md §2 Layouts
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        background: '#f0f2f5',
        fontFamily: theme.token.fontFamily,
        fontSize: 14,
        lineHeight: 1.5714,
        color: 'var(--ant-color-text, rgba(0, 0, 0, 0.88))',
      }}
    >
      <main style={{ width: '100%', maxWidth: 440, padding: '48px 16px', flex: 1 }}>
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <strong style={{ fontSize: 18, letterSpacing: 1, fontWeight: 600 }}>Scriptorium</strong>
        </div>
        <div style={{ background: '#fff', borderRadius: 8, padding: 24, boxShadow: '0 1px 4px rgba(0,0,0,0.08)' }}>
          {children}
        </div>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <LanguageSwitch />
        </div>
      </main>
      <Copyright />
    </div>
  );
}
