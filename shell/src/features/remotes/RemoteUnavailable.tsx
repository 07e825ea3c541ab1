import { useEffect, useRef } from 'react';
import { Button, Result } from 'antd';

/**
 * What the content area shows when a remote cannot be loaded: "{Area} is unavailable right now" and a
 * Retry button, retried by itself when the browser comes back online. Only the content area: the layout,
 * menu and every other area keep working.
 * @see ARCHITECTURE.md Composition at run time
 */
export function RemoteUnavailable({ area, onRetry, retrying }: { area: string; onRetry: () => void; retrying?: boolean }) {
  const retryRef = useRef(onRetry);
  useEffect(() => {
    retryRef.current = onRetry;
  });
  useEffect(() => {
    const onOnline = () => retryRef.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return (
    <div data-testid="remote-unavailable">
      <Result
        status="warning"
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
