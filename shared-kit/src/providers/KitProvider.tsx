import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../feedback/FeedbackSlot.js';
import { useLocale } from '../i18n/i18n.js';
import { antdLocaleFor, antdLocaleLoaded, loadAntdLocale } from '../i18n/antdLocale.js';
import { theme } from './theme.js';

export { theme };

/** {@link theme} with antd's zero-runtime mode: components compute no styles; the page carries them. */
const zeroRuntimeTheme = { ...theme, zeroRuntime: true };

/**
 * What antd's `App` gave the page, without its message, notification and modal holders (the feedback
 * host brings those, lazily): the theme's CSS variables in scope (its `cssVar.key` class) and the base
 * text colour and font.
 */
const APP_STYLE = {
  color: 'var(--ant-color-text)',
  fontSize: 'var(--ant-font-size)',
  lineHeight: 'var(--ant-line-height)',
  fontFamily: 'var(--ant-font-family)',
};

/**
 * The providers every screen needs: antd's theme, and the feedback slot that gives toasts, dialogs and
 * notifications (static antd calls break inside remotes) to components (`useFeedback`) and to other code
 * (`confirmAndRun`, `feedback`); it loads antd's message, notification and modal when first needed,
 * where antd's `App` put them on every first screen. The shell wraps the whole app in it; a remote's
 * dev harness does the same.
 *
 * `zeroRuntime`: antd's components compute and insert no styles at run time; the page must carry
 * antd's CSS for {@link theme}, which the shell's build generates (federation/antd-css.ts). The shell's
 * production build sets it; tests, dev servers, harnesses and the build-time prerender (which extracts
 * the styles of what it drew) keep antd's run-time styles.
 *
 * Languages: in Swahili antd's own texts (pagination, pickers, table filters, OK/Cancel, empty states,
 * form validation defaults) are the kit's Swahili locale (../i18n/antd-sw.ts, loaded with the kit's
 * Swahili catalogue); in English antd's default, as before.
 * @see docs/product.md §8, §9 (toasts 2000 ms top-right with a progress bar pausing on hover)
 * @see docs/architecture-html-first.md Styles without run-time computation
 * @see docs/architecture.md Languages
 */
export function KitProvider({ children, zeroRuntime = false }: { children: ReactNode; zeroRuntime?: boolean }) {
  const locale = useLocale();
  const antdLocale = antdLocaleFor(locale);
  // Normally loaded with the kit's Swahili catalogue before the switch; if not (it failed, or the
  // language was set without `changeLocale`), load it now and re-render when it arrives.
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!antdLocaleLoaded(locale)) void loadAntdLocale().then(() => setLoaded((n) => n + 1));
  }, [locale]);
  return (
    <ConfigProvider theme={zeroRuntime ? zeroRuntimeTheme : theme} locale={antdLocale}>
      <div className={theme.cssVar.key} style={APP_STYLE}>
        <FeedbackSlot />
        {children}
      </div>
    </ConfigProvider>
  );
}
