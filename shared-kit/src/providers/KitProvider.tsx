import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { FeedbackBridge } from '../feedback/FeedbackBridge.js';

/** The one antd theme of the product. */
export const theme = {
  token: { colorPrimary: '#2f54eb', borderRadius: 6, fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
};

/**
 * The providers every screen needs: antd theme and `App` (so toasts, dialogs and notifications work
 * through `App.useApp()` — static antd calls break inside remotes), and the bridge that lets
 * non-component code (`confirmAndRun`, `feedback`) use them. The shell wraps the whole app in it;
 * a remote's dev harness does the same.
 * @see spec §8, §9 (toasts 2000 ms top-right with a progress bar pausing on hover)
 */
export function KitProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <App message={{ duration: 2, top: 16 }} notification={{ placement: 'topRight', duration: 2, showProgress: true, pauseOnHover: true }}>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
