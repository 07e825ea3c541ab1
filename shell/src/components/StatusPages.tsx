import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../i18n/catalog.js';
import { StatusResult } from './StatusResult.js';

/** antd's Result with the 403/404 illustration, loaded when such a page is first shown. */
const Illustrated = lazy(() => import('./StatusIllustrated.js'));

/** Keeps the plain page when the illustrated one cannot be loaded (offline). */
class PlainOnFailure extends Component<{ plain: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}

/**
 * A status page: its texts and 'Back home' at once (`StatusResult`), then antd's Result with the
 * status illustration once that chunk has loaded — the sign-in page does not download Result.
 */
function StatusPage({ status, title, subTitle }: { status: '403' | '404'; title: string; subTitle: string }) {
  const t = useT(catalog);
  const extra = (
    <Link to="/">
      <Button type="primary">{t('shell.status.back_home')}</Button>
    </Link>
  );
  const plain = <StatusResult title={title} subTitle={subTitle} extra={extra} />;
  return (
    <PlainOnFailure plain={plain}>
      <Suspense fallback={plain}>
        <Illustrated status={status} title={title} subTitle={subTitle} extra={extra} />
      </Suspense>
    </PlainOnFailure>
  );
}

/** The 404 page: an address no route (or no screen of the owning area) knows. */
export function NotFoundPage() {
  const t = useT(catalog);
  return (
    <StatusPage
      status="404"
      title={t('shell.status.not_found.title')}
      subTitle={t('shell.status.not_found.subtitle')}
    />
  );
}

/** The 403 page: signed in, but without the permission the page needs. @see docs/product.md §6 ('403 Not Allowed') */
export function ForbiddenPage() {
  const t = useT(catalog);
  return (
    <StatusPage
      status="403"
      title={t('shell.status.forbidden.title')}
      subTitle={t('shell.status.forbidden.subtitle')}
    />
  );
}
