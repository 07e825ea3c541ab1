import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { FeedbackBridge } from '../feedback/FeedbackBridge.js';

/**
 * Colours antd's defaults draw below the WCAG AA contrast of 4.5:1 for normal text, made darker: links
 * (#1677ff), secondary texts and labels (45 % black), placeholders and the initials avatar (25 %
 * black), danger texts (#ff4d4f), and the text of the status tags' colours (palette shade 7 on shade 1).
 * @see issue 9 (Accessibility: no serious axe violation)
 */
const TAG_TEXT: Record<string, string> = { gold: '#874d00', cyan: '#006d75', orange: '#ad4e00', green: '#237804', volcano: '#ad2102', lime: '#3f6600', yellow: '#876800' };
const ACCESSIBLE_COLOURS = {
  colorLink: '#2f54eb',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorError: '#cf1322',
  // Both spellings: antd keeps the legacy `green-7` beside `green7`, and both become `--ant-green-7`.
  ...Object.fromEntries(Object.entries(TAG_TEXT).flatMap(([colour, text]) => [[`${colour}7`, text], [`${colour}-7`, text]])),
};

/** The one antd theme of the product. */
export const theme = {
  token: { colorPrimary: '#2f54eb', borderRadius: 6, fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", ...ACCESSIBLE_COLOURS },
};

/** Toasts start below the layouts' 64 px top bar, so they never cover New Order, the bell or the user's name. */
const TOAST_TOP_PX = 72;

/**
 * The providers every screen needs: antd theme and `App` (so toasts, dialogs and notifications work
 * through `App.useApp()` — static antd calls break inside remotes), and the bridge that lets
 * non-component code (`confirmAndRun`, `feedback`) use them. The shell wraps the whole app in it;
 * a remote's dev harness does the same.
 * @see docs/product.md §8, §9 (toasts 2000 ms top-right with a progress bar pausing on hover)
 */
export function KitProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <App message={{ duration: 2, top: 16 }} notification={{ placement: 'topRight', top: TOAST_TOP_PX, duration: 2, showProgress: true, pauseOnHover: true }}>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
