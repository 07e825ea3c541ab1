import type { CSSProperties } from 'react';

/** Props of {@link Placeholder}. */
export interface PlaceholderProps {
  /** Grey bars to draw (default 1). */
  rows?: number;
  /** Height of one bar in px (default 16; 24 for an input-sized bar). */
  height?: number;
  /** Width of the bars (default '100%'). */
  width?: CSSProperties['width'];
}

const bar: CSSProperties = { background: 'rgba(0,0,0,0.06)', borderRadius: 4 };

/**
 * What a lazy kit component shows while its code loads: grey bars in plain elements (no antd), so
 * the fallback costs nothing to download. `aria-busy` marks it as loading.
 * @see shared-kit/src/entries/ui.ts (lazy exports)
 */
export function Placeholder({ rows = 1, height = 16, width = '100%' }: PlaceholderProps) {
  return (
    <div
      aria-busy="true"
      data-testid="kit-placeholder"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, width }}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} style={{ ...bar, height, width: rows > 1 && i === rows - 1 ? '60%' : '100%' }} />
      ))}
    </div>
  );
}
