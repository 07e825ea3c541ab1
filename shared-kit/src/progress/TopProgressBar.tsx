import { useEffect } from 'react';
import { topProgressStore, startTopProgress } from './topProgressStore.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useLocale } from '../i18n/i18n.js';

const KEYFRAMES =
  '@keyframes kit-top-progress{0%{left:-35%;right:100%}60%{left:100%;right:-90%}100%{left:100%;right:-90%}}';

/**
 * A 3 px bar fixed at the top of the window, animated while any load registered in
 * {@link topProgressStore} is under way (role progressbar, `aria-busy`). The shell mounts it once.
 */
export function TopProgressBar({ color = '#2f54eb' }: { color?: string }) {
  const pending = topProgressStore((s) => s.pending);
  // Not `useT`: this bar shows while other things suspend, so it never waits for texts itself (the
  // kit's catalogue is loaded before any switch completes).
  useLocale();
  if (pending === 0) return null;
  return (
    <div
      role="progressbar"
      aria-label={kitCatalog.t('kit.common.loading')}
      aria-busy="true"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 3000,
        overflow: 'hidden',
        pointerEvents: 'none',
      }}
    >
      <style>{KEYFRAMES}</style>
      <div
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          background: color,
          animation: 'kit-top-progress 1.4s ease-in-out infinite',
        }}
      />
    </div>
  );
}

/**
 * A Suspense fallback that keeps the top bar running while it is shown:
 * `<Suspense fallback={<TopProgressFallback />}>` around a lazy route or remote.
 */
export function TopProgressFallback() {
  useEffect(() => startTopProgress(), []);
  return null;
}
