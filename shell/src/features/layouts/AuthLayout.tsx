import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { Copyright } from './Copyright.js';

/**
 * The auth layout, titled 'Sign in to your account'; the auth remote's panels fill it.
 * Kept free of heavy antd parts: it is the first page most people load.
 * @see spec §2 Layouts
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', background: '#f0f2f5' }}>
      <main style={{ width: '100%', maxWidth: 440, padding: '48px 16px', flex: 1 }}>
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <Typography.Text strong style={{ fontSize: 18, letterSpacing: 1 }}>
            Scriptorium
          </Typography.Text>
          <Typography.Title level={3} style={{ marginTop: 8 }}>
            Sign in to your account
          </Typography.Title>
        </div>
        <div style={{ background: '#fff', borderRadius: 8, padding: 24, boxShadow: '0 1px 4px rgba(0,0,0,0.08)' }}>{children}</div>
      </main>
      <Copyright />
    </div>
  );
}
