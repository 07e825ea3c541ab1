import { useSyncExternalStore } from 'react';

/** Width at or below which tables render cards (docs/product.md §9: 700 px). */
export const CARD_BREAKPOINT_PX = 700;

/** Whether the window is at most `maxWidth` px wide (tracks resizes). */
export function useIsNarrow(maxWidth = CARD_BREAKPOINT_PX): boolean {
  const query = `(max-width: ${maxWidth}px)`;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      window.addEventListener('resize', onChange);
      return () => {
        mql.removeEventListener('change', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    () =>
      typeof window === 'undefined'
        ? false
        : window.matchMedia
          ? window.matchMedia(query).matches
          : window.innerWidth <= maxWidth,
    () => false,
  );
}
