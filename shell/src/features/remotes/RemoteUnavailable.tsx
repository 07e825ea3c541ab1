import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { StatusResult } from '../../components/StatusResult.js';
import { handOverHtmlFirst } from '../html-first/index.js';

/**
 * What the content area shows when a remote cannot be loaded: "{Area} is unavailable right now" and a
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
        title={`${area} is unavailable right now`}
        subTitle="This part of Scriptorium could not be loaded. The rest of the app still works."
        extra={
          <Button type="primary" onClick={onRetry} loading={retrying}>
            Retry
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
  return (
    <div data-testid="remote-needs-newer-app">
      <StatusResult
        icon={<ExclamationCircleFilled style={{ color: 'var(--ant-color-warning, #faad14)' }} />}
        title={`${area} needs a newer version of Scriptorium`}
        subTitle="This part was updated for a newer version of the app than the one running. The rest of the app still works."
      />
    </div>
  );
}
