import { useMemo } from 'react';
import { App } from 'antd';
import { createFeedback, type Feedback } from './createFeedback.js';

/**
 * Toasts ('Action Successful', 2000 ms top-right, progress bar pausing on hover), the 'Error!' and
 * 'Success!' dialogs and the 'Are you sure?' confirmation, through antd's `App.useApp()` (static antd
 * calls break inside remotes). Needs KitProvider above.
 * @see docs/product.md §8, §9
 */
export function useFeedback(): Feedback {
  const app = App.useApp();
  return useMemo(() => createFeedback(app), [app]);
}
