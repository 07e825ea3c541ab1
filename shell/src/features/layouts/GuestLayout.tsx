import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { signInUrl } from '../routing/access.js';

/** The guest layout (a signed-out visitor on /orders/new): brand and a Sign in link. @see spec §2 Layouts */
export default function GuestLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <header style={{ display: 'flex', alignItems: 'center', padding: '12px 24px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
        <Link to="/" style={{ fontWeight: 600, fontSize: 18 }}>
          Scriptorium
        </Link>
        <Link to={signInUrl(pathname + search)} style={{ marginInlineStart: 'auto' }}>
          Sign in
        </Link>
      </header>
      <main style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }} data-testid="content">
        {children}
      </main>
    </div>
  );
}
