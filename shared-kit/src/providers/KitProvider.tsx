import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { FeedbackBridge } from '../feedback/FeedbackBridge.js';
import { theme } from './theme.js';

export { theme };

/** {@link theme} with antd's zero-runtime mode: components compute no styles; the page carries them. */
const zeroRuntimeTheme = { ...theme, zeroRuntime: true };

/** Toasts start below the layouts' 64 px top bar, so they never cover New Order, the bell or the user's name. */
const TOAST_TOP_PX = 72;

/**
 * The providers every screen needs: antd theme and `App` (so toasts, dialogs and notifications work
 * through `App.useApp()` — static antd calls break inside remotes), and the bridge that lets
 * non-component code (`confirmAndRun`, `feedback`) use them. The shell wraps the whole app in it;
 * a remote's dev harness does the same.
 *
 * `zeroRuntime`: antd's components compute and insert no styles at run time; the page must carry
 * antd's CSS for {@link theme}, which the shell's build generates (federation/antd-css.ts). The shell's
 * production build sets it; tests, dev servers, harnesses and the build-time prerender (which extracts
 * the styles of what it drew) keep antd's run-time styles.
 * @see docs/product.md §8, §9 (toasts 2000 ms top-right with a progress bar pausing on hover)
 * @see docs/architecture-html-first.md Styles without run-time computation
 */
export function KitProvider({ children, zeroRuntime = false }: { children: ReactNode; zeroRuntime?: boolean }) {
  return (
    <ConfigProvider theme={zeroRuntime ? zeroRuntimeTheme : theme}>
      <App message={{ duration: 2, top: 16 }} notification={{ placement: 'topRight', top: TOAST_TOP_PX, duration: 2, showProgress: true, pauseOnHover: true }}>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
