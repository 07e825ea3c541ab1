import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signInUrl } from '../routing/access.js';
import { Copyright } from './Copyright.js';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { LanguageSwitch } from '../../features/language/LanguageSwitch.js';
import { breadcrumbsReady, ShellBreadcrumbs } from './ShellBreadcrumbs.js';
import { DataProvider } from '@scriptorium/shared-kit/data';

/** The parts this frame renders at once, loaded with it (see ShellRoot's `withFrame`). */
export const frameReady = breadcrumbsReady;

/**
 * The guest layout (a signed-out visitor on /orders/new and the other order forms): the brand, Sign in and
 * Register (both coming back to the form afterwards), the language switch, breadcrumbs, the page, the copyright line.
 * @see docs/product.md §2 Layouts ("Guest on /orders/new: guest layout"), §1 (guests must register or log in to submit)
 */
export default function GuestLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const t = useT(catalog);
  const back = pathname + search;
  return (
    <DataProvider>
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f5f5' }}>
        <header
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 12,
            rowGap: 8,
            padding: '12px 24px',
            background: '#fff',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Link to="/" style={{ fontWeight: 600, fontSize: 18 }}>
            Scriptorium
          </Link>
          {/* On a phone the language switch and the two buttons wrap under the name instead of widening the page. */}
          <Space wrap style={{ marginInlineStart: 'auto', justifyContent: 'flex-end' }}>
            <LanguageSwitch />
            <Button type="text" onClick={() => navigate(signInUrl(back))}>
              {t('shell.header.sign_in')}
            </Button>
            <Button type="primary" onClick={() => navigate(`/register?redirect=${encodeURIComponent(back)}`)}>
              {t('shell.header.register')}
            </Button>
          </Space>
        </header>
        <main style={{ padding: 24, maxWidth: 1200, width: '100%', margin: '0 auto', flex: 1 }} data-testid="content">
          <ShellBreadcrumbs />
          {children}
        </main>
        <Copyright />
      </div>
    </DataProvider>
  );
}
