import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useT } from '@scriptorium/shared-kit/core';
import { StatusResult } from '../../components/StatusResult.js';
import { catalog } from '../../i18n/catalog.js';
import { handOverHtmlFirst } from '../html-first/index.js';

/**
 * What the content area shows when a remote cannot be loaded: "{Area} is unavailable right now" and a
 * Retry button (`area` in the current language: `areaName`),
 * Retry button, retried by itself when the browser comes back online. Only the content area: the layout,
 * menu and every other area keep working. Plain markup with antd's Result look (`StatusResult`), so
 * it needs nothing beyond what the page already loaded — it shows when the network is down too.
 * @see docs/architecture.md Composition at run time
 */
export function RemoteUnavailable({
  area,
  onRetry,
  retrying,
}: {
  area: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useT(catalog);
  const retryRef = useRef(onRetry);
  useEffect(() => {
    retryRef.current = onRetry;
  });
  // The prerendered form cannot sign anyone in without its remote: the message shows instead
  // (docs/architecture-html-first.md "Independent deployment and fallbacks").
  useEffect(() => handOverHtmlFirst(), []);
  useEffect(() => {
    const onOnline = () => retryRef.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return (
    <div data-testid="remote-unavailable">
      <StatusResult
        icon={<ExclamationCircleFilled style={{ color: 'var(--ant-color-warning, #faad14)' }} />}
        title={t('shell.remote.unavailable.title', { area })}
        subTitle={t('shell.remote.unavailable.subtitle')}
        extra={
          <Button type="primary" onClick={onRetry} loading={retrying}>
            {t('shell.remote.retry')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * What the content area shows when the remote deployed for it needs a newer app than this one (its
 * `shared-needs.json` asks for shares this shell does not provide; the console names them): it is not
 * loaded, and retrying would not help until the app is updated. Every other area keeps working.
 * @see docs/deploying.md
 */
export function RemoteNeedsNewerVersion({ area }: { area: string }) {
  const t = useT(catalog);
  return (
    <div data-testid="remote-needs-newer-app">
      <StatusResult
        icon={<ExclamationCircleFilled style={{ color: 'var(--ant-color-warning, #faad14)' }} />}
        title={t('shell.remote.newer.title', { area })}
        subTitle={t('shell.remote.newer.subtitle')}
      />
    </div>
  );
}
