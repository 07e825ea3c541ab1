import type { ReactNode } from 'react';
import { theme } from '@scriptorium/shared-kit/core';

/** Props of {@link StatusResult}: what antd's `<Result>` shows, minus its illustrations. */
export interface StatusResultProps {
  /** Shown above the title at 72 px (an antd icon in the status colour). */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Actions under the texts (buttons). */
  extra?: ReactNode;
}

/**
 * antd's `<Result>` layout in plain elements: centred icon, title, subtitle and actions with Result's
 * sizes and colours (from the theme's CSS variables when present). The shell's status messages render
 * with it at once: Result itself (10 KB gzip with its 403/404/500 illustrations) is not part of the
 * JavaScript every page loads, and "… is unavailable right now" must show even when nothing more can
 * be downloaded.
 */
export function StatusResult({ icon, title, subTitle, extra }: StatusResultProps) {
  return (
    <div
      style={{
        padding: '48px 32px',
        textAlign: 'center',
        fontFamily: theme.token.fontFamily,
        fontSize: 14,
        lineHeight: 1.5714,
      }}
    >
      {icon && <div style={{ marginBottom: 24, fontSize: 72, lineHeight: 1 }}>{icon}</div>}
      <div
        style={{
          marginBlock: 8,
          fontSize: 24,
          lineHeight: 1.3333,
          color: 'var(--ant-color-text-heading, rgba(0, 0, 0, 0.88))',
        }}
      >
        {title}
      </div>
      {subTitle && <div style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>{subTitle}</div>}
      {extra && <div style={{ marginTop: 24 }}>{extra}</div>}
    </div>
  );
}
