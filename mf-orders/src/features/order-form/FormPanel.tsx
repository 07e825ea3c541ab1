import type { HTMLAttributes, ReactNode } from 'react';

/** Props of {@link FormPanel}. */
export interface FormPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading line (antd Card's `title`); none: the body alone. */
  title?: ReactNode;
  /** Drawn at the end of the heading line (antd Card's `extra`). */
  extra?: ReactNode;
  /** antd Card's `size="small"`: a 38 px heading in body text, 12 px padding. */
  small?: boolean;
}

const BORDER = '1px solid var(--ant-color-border-secondary, #f0f0f0)';

/**
 * A bordered panel drawn as antd's Card draws it (the theme's CSS variables), in plain elements. antd's
 * Card imports Tabs, and with it Dropdown, Menu and their styles: ~20 KB gzip a guest's order form, the
 * one public page with panels, never runs (its budget: ≤ 450 KB gzip JavaScript in both languages).
 * @see docs/architecture-html-first.md "What a first screen does not load"
 */
export function FormPanel({ title, extra, small = false, children, style, ...rest }: FormPanelProps) {
  const padding = small ? 12 : 24;
  return (
    <div
      {...rest}
      style={{
        background: 'var(--ant-color-bg-container, #fff)',
        border: BORDER,
        borderRadius: 'var(--ant-border-radius-lg, 8px)',
        ...style,
      }}
    >
      {title != null && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: small ? 38 : 56,
            marginBottom: -1,
            padding: `0 ${padding}px`,
            borderBottom: BORDER,
            fontWeight: 600,
            fontSize: small ? 14 : 16,
            color: 'var(--ant-color-text-heading, rgba(0, 0, 0, 0.88))',
          }}
        >
          <div style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div>
          {extra != null && <div style={{ marginInlineStart: 'auto', fontWeight: 400 }}>{extra}</div>}
        </div>
      )}
      <div style={{ padding }}>{children}</div>
    </div>
  );
}
